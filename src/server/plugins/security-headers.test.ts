import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { securityHeaders } from './security-headers';

const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_1',
  STRIPE_WEBHOOK_SECRET: 'whsec_1',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
};
const directives = (env: Record<string, string>) =>
  (securityHeaders(loadConfig(env)).contentSecurityPolicy as { directives: Record<string, string[]> }).directives;

describe('content security policy', () => {
  it('allows nothing outside the shop without Stripe keys', () => {
    const csp = directives({});
    expect(csp.scriptSrc).toEqual(["'self'"]);
    expect(csp.connectSrc).toEqual(["'self'"]);
    expect(csp.frameSrc).toEqual(["'self'"]);
  });

  it("allows Stripe.js, its frames and Stripe's API when Stripe is configured", () => {
    const csp = directives(STRIPE);
    expect(csp.scriptSrc).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
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
    expect(csp.scriptSrc).toEqual(["'self'", 'http://127.0.0.1:4011']);
    expect(csp.frameSrc).toEqual(["'self'", 'http://127.0.0.1:4011']);
    expect(csp.connectSrc).toEqual(["'self'", 'http://127.0.0.1:4011']);
  });
});
