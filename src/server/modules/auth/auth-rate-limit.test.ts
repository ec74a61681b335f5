import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AccountsTestShop, createAccountsTestShop, post, uniqueEmail } from './auth-test-kit';

/** Three attempts per client address per minute here (AUTH_RATE_LIMIT_MAX), counted in the database. */
let shop: AccountsTestShop;
beforeAll(async () => {
  shop = await createAccountsTestShop({ AUTH_RATE_LIMIT_MAX: '3' });
});
afterAll(() => shop?.close());

const attempt = (ip: string) =>
  post(shop, '/api/auth/sign-in/email', { email: uniqueEmail(), password: 'Wrong#Pass2026' }, '', ip);

it('answers the fourth sign-in in a minute from one address with 429 and a clear message', async () => {
  for (let i = 0; i < 3; i++) expect((await attempt('203.0.113.7')).statusCode).toBe(401);
  const limited = await attempt('203.0.113.7');
  expect(limited.statusCode).toBe(429);
  expect(limited.json().error.code).toBe('RATE_LIMITED');
  expect(limited.json().error.message).toMatch(/^Too many attempts\. Please wait \d+ seconds? and try again\.$/);
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  // Another shopper's address is not affected.
  expect((await attempt('203.0.113.8')).statusCode).toBe(401);
  // Counters live in PostgreSQL, so every API instance sees the same numbers.
  const [row] = await shop.database.query<{ n: number }>(
    `select count(*)::int as n from auth_rate_limits where key like '%sign-in%'`,
  );
  expect(row!.n).toBeGreaterThanOrEqual(2);
});

it('limits password reset requests too', async () => {
  const request = () => post(shop, '/api/auth/request-password-reset', { email: uniqueEmail() }, '', '198.51.100.4');
  for (let i = 0; i < 3; i++) expect((await request()).statusCode).toBe(200);
  const limited = await request();
  expect(limited.statusCode).toBe(429);
  expect(limited.json().error.message).toMatch(/Too many attempts/);
});

it('limits reset-token guessing', async () => {
  const guess = () =>
    post(
      shop,
      '/api/auth/reset-password',
      { token: 'guess', password: 'Masala#Chai2027', confirmPassword: 'Masala#Chai2027' },
      '',
      '198.51.100.9',
    );
  for (let i = 0; i < 3; i++) expect((await guess()).statusCode).toBe(400);
  expect((await guess()).statusCode).toBe(429);
});
