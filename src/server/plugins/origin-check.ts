import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { body } from './error-handler';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Stripe calls this server to server with no Origin; its signature, not the origin, proves the sender. */
const EXEMPT_PATHS = new Set(['/api/payments/stripe/webhook']);
/** Vite's dev server (npm run dev) proxies the API from this port. */
const VITE_DEV_PORT = 5173;

/**
 * The origins whose pages may write to the API: in production exactly PUBLIC_URL plus EXTRA_ORIGINS;
 * elsewhere also the loopback names the shop and Vite's dev server answer on, so opening the shop at
 * http://127.0.0.1:3000 instead of localhost works. better-auth's trustedOrigins uses the same list.
 */
export function allowedOrigins(config: Config): string[] {
  const origins = [new URL(config.publicUrl).origin, ...config.extraOrigins];
  if (config.env !== 'production') {
    for (const port of [config.port, VITE_DEV_PORT]) {
      origins.push(`http://localhost:${port}`, `http://127.0.0.1:${port}`);
    }
  }
  return [...new Set(origins)];
}

export interface RegisteredRoute {
  method: string;
  url: string;
}
const registered = new WeakMap<FastifyInstance, RegisteredRoute[]>();
/** Every route added after the check, so its test can walk them all and a new route cannot slip by. */
export const registeredRoutes = (app: FastifyInstance) => registered.get(app) ?? [];

/**
 * Defence in depth against cross-site writes (SameSite=Lax cookies stop most): every POST, PUT, PATCH
 * and DELETE under /api must come from one of the shop's own pages, shown by its Origin header or,
 * when a browser sends none, by Sec-Fetch-Site: same-origin. Anything else, `Origin: null` and
 * header-less tools included, is refused before the route runs, so a new route cannot forget it.
 */
export function registerOriginCheck(app: FastifyInstance, config: Config) {
  const allowed = new Set(allowedOrigins(config));
  const shop = new URL(config.publicUrl).origin;
  const routes: RegisteredRoute[] = [];
  registered.set(app, routes);
  app.addHook('onRoute', ({ method, url }) => {
    for (const m of [method].flat()) routes.push({ method: m, url });
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!WRITES.has(request.method)) return;
    const path = (request.url.split('?')[0] ?? '').replace(/\/+$/, '');
    if (!(path === '/api' || path.startsWith('/api/')) || EXEMPT_PATHS.has(path)) return;
    const origin = request.headers.origin;
    if (origin !== undefined ? allowed.has(origin) : request.headers['sec-fetch-site'] === 'same-origin') return;
    const from = origin ? `another site (${origin})` : 'a page or tool that did not say where it came from';
    return reply
      .status(403)
      .send(
        body(
          'CROSS_ORIGIN',
          `This change was refused because it came from ${from}. Open the shop at ${shop} and try again.`,
        ),
      );
  });
}
