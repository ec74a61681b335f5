import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { body } from './error-handler';

/** The only methods a cross-site page may send without changing anything; every other one is a write. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * For a route whose caller proves who it is some other way (Stripe's webhook, by its signature):
     * it accepts writes from any origin. Set on the route itself, so the exemption follows the route
     * the router matched, never the way its path was spelled.
     */
    writesFromAnyOrigin?: boolean;
  }
}

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

/**
 * Defence in depth against cross-site writes (SameSite=Lax cookies travel between origins of the same
 * site, another port of the same host included): every request that is not a GET, HEAD or OPTIONS must
 * come from one of the shop's own pages, shown by its Origin header or, when a browser sends none, by
 * Sec-Fetch-Site: same-origin. Anything else, `Origin: null` and header-less tools included, is refused
 * before the route runs. The decision never reads the URL: it holds for every route under every spelling
 * of its path (percent-encoded, doubled slashes, dots, case), and for paths no route matches; only a
 * route that says so itself (`config.writesFromAnyOrigin`) is exempt.
 */
export function registerOriginCheck(app: FastifyInstance, config: Config) {
  const allowed = new Set(allowedOrigins(config));
  const shop = new URL(config.publicUrl).origin;
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config.writesFromAnyOrigin) return;
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
