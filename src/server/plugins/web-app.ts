import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { body } from './error-handler';

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html never cached, and
 * every unknown page path answered with index.html so the client router can show it (or its 404).
 * Unknown /api paths and missing files stay JSON 404s.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string) {
  const indexPath = join(webDistDir, 'index.html');
  const hasBuild = existsSync(indexPath);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: true,
      index: false,
      setHeaders(reply, path) {
        const hashed = path.includes(`${join(webDistDir, 'assets')}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }
  const indexHtml = hasBuild ? readFileSync(indexPath, 'utf8') : null;
  const sendPage = (reply: FastifyReply) =>
    indexHtml
      ? reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml)
      : reply.type('text/plain').send('The web app is not built yet: run `npm run build`, then restart.');

  // The static plugin would refuse "/" as a directory listing.
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendPage(reply));
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' && !path.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(path);
    if (isPage) return sendPage(reply);
    return reply.status(404).send(body('NOT_FOUND', `No route for ${request.method} ${path}`));
  });
}
