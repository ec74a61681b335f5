import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { signInPageFor } from '../../shared/signed-in-pages';
import { sessionCookie } from '../modules/auth/session-cache';
import { body, isApiPath } from './error-handler';
import { loadServerRenderer } from './server-render';

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html never cached, and
 * every unknown page path answered with index.html so the client router can show it (or its 404).
 * Unknown /api paths are JSON 404s; missing files get the site's 404 page with status 404.
 */
export async function registerWebApp(
  app: FastifyInstance,
  { webDistDir, serverRenderEntry, publicUrl }: { webDistDir: string; serverRenderEntry: string; publicUrl: string },
  /** Registers a callback for when products, brands or categories change (server-render.ts). */
  onCatalogChange?: (changed: () => void) => void,
) {
  const indexPath = join(webDistDir, 'index.html');
  const hasBuild = existsSync(indexPath);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: true,
      index: false,
      // The build writes .br and .gz copies of scripts and styles (precompressAssets in vite.config.ts).
      preCompressed: true,
      setHeaders(reply, path) {
        const hashed = path.includes(`${join(webDistDir, 'assets')}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }
  const indexHtml = hasBuild ? readFileSync(indexPath, 'utf8') : null;
  const renderPageHtml = indexHtml
    ? await loadServerRenderer(app, { entryPath: serverRenderEntry, publicUrl, template: indexHtml, onCatalogChange })
    : null;
  /** `status` forces the answer's status (404 for a missing file: the client router shows its 404 page). */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, status?: number) => {
    if (!indexHtml) {
      return reply
        .status(status ?? 200)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build`, then restart.');
    }
    const rendered = renderPageHtml ? await renderPageHtml(request) : null;
    // The page may show the shopper's own name and cart: never kept by shared caches.
    return reply
      .status(status ?? rendered?.status ?? 200)
      .header('cache-control', 'private, no-cache')
      .type('text/html; charset=utf-8')
      .send(rendered?.html ?? indexHtml);
  };

  // The static plugin would refuse "/" as a directory listing.
  app.get('/', { schema: { hide: true } }, (request, reply) => sendPage(request, reply));
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (isApiPath(path)) return reply.status(404).send(body('NOT_FOUND', `No route for ${request.method} ${path}`));
    // Outside /api every miss gets the site's own 404 page; a file path or a write is never a page.
    const isPage = request.method === 'GET' && !/\.[a-z0-9]+$/i.test(path);
    if (!isPage) return sendPage(request, reply, 404);
    // A visitor with no session is sent to sign in at once, as the app would after drawing a spinner.
    const signIn = sessionCookie(request.headers.cookie) ? null : signInPageFor(request.url);
    if (signIn) return reply.header('cache-control', 'private, no-cache').redirect(signIn, 302);
    return sendPage(request, reply);
  });
}
