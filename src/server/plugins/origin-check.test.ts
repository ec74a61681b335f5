import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startShop, type TestShop } from '../test/harness';
import { registerErrorHandler } from './error-handler';
import { allowedOrigins, registerOriginCheck } from './origin-check';

const EVIL = 'https://evil.example';

// Every write route under every spelling of its path: write-guard-sweep.test.ts.
describe('origin check on the whole app (development rules)', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startShop({ catalogSize: 5, fixtures: false, promos: false });
  });
  afterAll(() => shop.close());

  it('says where the write came from and where to open the shop', async () => {
    const response = await shop.app.inject({ method: 'DELETE', url: '/api/cart', headers: { origin: EVIL } });
    expect(response.json().error.message).toBe(
      'This change was refused because it came from another site (https://evil.example). Open the shop at http://localhost:3000 and try again.',
    );
  });

  it('lets the shop at localhost or 127.0.0.1, or a same-origin fetch without Origin, write', async () => {
    for (const headers of [
      { origin: 'http://localhost:3000' },
      { origin: 'http://127.0.0.1:3000' },
      { 'sec-fetch-site': 'same-origin' },
    ]) {
      const response = await shop.app.inject({ method: 'DELETE', url: '/api/cart', headers });
      expect(response.statusCode, JSON.stringify(headers)).not.toBe(403);
    }
  });

  it('lets a sign-in from http://127.0.0.1:3000 reach the password check (better-auth trusts it too)', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'http://127.0.0.1:3000' },
      payload: { email: 'nobody@example.test', password: 'Wrong#Pass2026', rememberMe: false },
    });
    expect(response.statusCode, response.body).toBe(401);
  });

  it("leaves Stripe's webhook to its signature", async () => {
    const response = await shop.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', payload: '{}' });
    expect(response.statusCode).not.toBe(403);
  });

  it('does not check reads or pages', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/categories', headers: { origin: EVIL } });
    expect(response.statusCode).toBe(200);
  });
});

describe('origin check in production', () => {
  const config = loadConfig({
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://shop.example/',
    EXTRA_ORIGINS: 'https://www.shop.example, https://admin.shop.example',
  });

  it('accepts exactly PUBLIC_URL and EXTRA_ORIGINS', () => {
    expect(allowedOrigins(config)).toEqual([
      'https://shop.example',
      'https://www.shop.example',
      'https://admin.shop.example',
    ]);
  });

  it('refuses loopback origins there', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    registerOriginCheck(app, config);
    app.post('/api/thing', async () => ({ ok: true }));
    const status = async (origin: string) =>
      (await app.inject({ method: 'POST', url: '/api/thing', headers: { origin }, payload: {} })).statusCode;
    expect(await status('https://shop.example')).toBe(200);
    expect(await status('https://www.shop.example')).toBe(200);
    expect(await status('http://localhost:3000')).toBe(403);
    expect(await status('http://127.0.0.1:3000')).toBe(403);
    expect(await status('http://shop.example')).toBe(403);
    await app.close();
  });

  it('refuses an EXTRA_ORIGINS entry that is not an origin', () => {
    expect(() => loadConfig({ EXTRA_ORIGINS: 'https://shop.example/path' })).toThrow(/EXTRA_ORIGINS/);
  });
});
