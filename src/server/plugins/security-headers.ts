import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { Config } from '../config';

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
export function securityHeaders(config: Config): FastifyHelmetOptions {
  const stripe = stripeSources(config.stripe);
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripe.script],
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
