import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';
import { APP_LOADER_CSP_SOURCE } from './app-loader';

/**
 * Where Stripe.js may load from, frame and call when Stripe is configured: the script's own origin,
 * the API origin its requests go to, and (for Stripe's real script) its card frames and 3-D Secure
 * pages. Without Stripe keys nothing outside the shop's origin is allowed.
 */
export function stripeSources(stripe: Config['stripe']) {
  if (!stripe) return { script: [], frame: [], connect: [] };
  const js = new URL(stripe.jsUrl).origin;
  const api = new URL(stripe.apiUrl).origin;
  const stripesOwn = js === 'https://js.stripe.com';
  return {
    script: stripesOwn ? [js, 'https://*.js.stripe.com'] : [js],
    frame: stripesOwn ? [js, 'https://*.js.stripe.com', 'https://hooks.stripe.com'] : [js],
    connect: [api],
  };
}

/** Helmet's headers: a same-origin CSP for the single-page app, widened for Stripe.js only when configured. */
export function securityHeaders(config: Config): HelmetOptions {
  const stripe = stripeSources(config.stripe);
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The one inline script, a server-rendered page's loader, by its hash.
        scriptSrc: ["'self'", APP_LOADER_CSP_SOURCE, ...stripe.script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", ...stripe.connect],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameSrc: ["'self'", ...stripe.frame],
        frameAncestors: ["'none'"],
        // Off: TLS is the proxy's job, and upgrading would break plain-http local use.
        upgradeInsecureRequests: null,
      },
    },
    // The SPA and its SVG art are same-origin; keep cross-origin isolation off so images work in previews.
    crossOriginEmbedderPolicy: false,
    // Older browsers read X-Frame-Options instead of frame-ancestors: both say "never in a frame".
    xFrameOptions: { action: 'deny' },
    // HSTS over plain http (development, tests, a local demo) would pin localhost to https; production
    // sits behind TLS, where helmet's default (180 days, subdomains) applies.
    strictTransportSecurity:
      config.env === 'production' ? { maxAge: 180 * 24 * 60 * 60, includeSubDomains: true } : false,
  };
}

/** The headers helmet sets for these options, worked out once: they are the same on every response. */
export function fixedHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Sends helmet's headers on every response, 404s and errors included. @fastify/helmet built helmet
 * anew on every request (its CSP parsed each time): a tenth of the CPU of a small reply (bench/README.md).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const headers = fixedHeaders(securityHeaders(config));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
