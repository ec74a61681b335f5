import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { APP_LOADER } from './app-loader';
import { registerSecurityHeaders, securityHeaders } from './security-headers';

const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_1',
  STRIPE_WEBHOOK_SECRET: 'whsec_1',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
};
/** The page loader's own hash: the one inline script allowed. */
const LOADER = `'sha256-${createHash('sha256').update(APP_LOADER).digest('base64')}'`;
const directives = (env: Record<string, string>) =>
  (securityHeaders(loadConfig(env)).contentSecurityPolicy as { directives: Record<string, string[]> }).directives;

describe('content security policy', () => {
  it('allows nothing outside the shop without Stripe keys', () => {
    const csp = directives({});
    expect(csp.scriptSrc).toEqual(["'self'", LOADER]);
    expect(csp.connectSrc).toEqual(["'self'"]);
    expect(csp.frameSrc).toEqual(["'self'"]);
  });

  it("allows Stripe.js, its frames and Stripe's API when Stripe is configured", () => {
    const csp = directives(STRIPE);
    expect(csp.scriptSrc).toEqual(["'self'", LOADER, 'https://js.stripe.com', 'https://*.js.stripe.com']);
    expect(csp.frameSrc).toEqual([
      "'self'",
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://hooks.stripe.com',
    ]);
    expect(csp.connectSrc).toEqual(["'self'", 'https://api.stripe.com']);
  });

  it('follows STRIPE_JS_URL and STRIPE_API_URL to a local stand-in', () => {
    const csp = directives({
      ...STRIPE,
      STRIPE_JS_URL: 'http://127.0.0.1:4011/v3/',
      STRIPE_API_URL: 'http://127.0.0.1:4011',
    });
    expect(csp.scriptSrc).toEqual(["'self'", LOADER, 'http://127.0.0.1:4011']);
    expect(csp.frameSrc).toEqual(["'self'", 'http://127.0.0.1:4011']);
    expect(csp.connectSrc).toEqual(["'self'", 'http://127.0.0.1:4011']);
  });
});

describe('security headers on a response', () => {
  const headersIn = async (env: Record<string, string>) => {
    const app = Fastify();
    registerSecurityHeaders(app, loadConfig(env));
    app.get('/', async () => 'ok');
    const { headers } = await app.inject({ url: '/' });
    await app.close();
    return headers;
  };

  it('sends HSTS in production only', async () => {
    expect((await headersIn({ NODE_ENV: 'production' }))['strict-transport-security']).toBe(
      'max-age=15552000; includeSubDomains',
    );
    expect((await headersIn({ NODE_ENV: 'development' }))['strict-transport-security']).toBeUndefined();
  });

  it("refuses framing in both headers: X-Frame-Options DENY agrees with frame-ancestors 'none'", async () => {
    const headers = await headersIn({});
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("sends helmet's whole set on every response, a 404 and an error included", async () => {
    const app = Fastify();
    registerSecurityHeaders(app, loadConfig({ NODE_ENV: 'production' }));
    app.get('/fails', async () => {
      throw new Error('boom');
    });
    const expected = {
      'content-security-policy': expect.stringContaining("default-src 'self'"),
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=15552000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'DENY',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    for (const url of ['/missing', '/fails']) {
      const { headers } = await app.inject({ url });
      expect(headers).toMatchObject(expected);
    }
    await app.close();
  });
});
