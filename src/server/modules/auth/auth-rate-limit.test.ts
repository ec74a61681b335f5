import { afterAll, beforeAll, expect, it } from 'vitest';
import { post, startShop, type TestShop, uniqueEmail } from '../../test/harness';

/** Three sign-ups or reset-token guesses per client address per minute here (AUTH_RATE_LIMIT_MAX), counted in the database. */
let shop: TestShop;
beforeAll(async () => {
  shop = await startShop({ env: { AUTH_RATE_LIMIT_MAX: '3' } });
});
afterAll(() => shop?.close());

const signUp = (ip: string) =>
  post(
    shop,
    '/api/auth/sign-up/email',
    {
      fullName: 'Meera Iyer',
      email: uniqueEmail(),
      phone: '(469) 555-0110',
      password: 'Curry#Leaf2026',
      confirmPassword: 'Curry#Leaf2026',
      acceptTerms: true,
    },
    '',
    ip,
  );

// Sign-in is limited by failures per account and per address instead (sign-in-throttle.test.ts).
it('answers the fourth sign-up in a minute from one address with 429 and a clear message', async () => {
  for (let i = 0; i < 3; i++) expect((await signUp('203.0.113.7')).statusCode).toBe(200);
  const limited = await signUp('203.0.113.7');
  expect(limited.statusCode).toBe(429);
  expect(limited.json().error.code).toBe('RATE_LIMITED');
  expect(limited.json().error.message).toMatch(/^Too many attempts\. Please wait \d+ seconds? and try again\.$/);
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  // Another shopper's address is not affected.
  expect((await signUp('203.0.113.8')).statusCode).toBe(200);
  // Counters live in PostgreSQL, so every API instance sees the same numbers.
  const [row] = await shop.database.query<{ n: number }>(
    `select count(*)::int as n from auth_rate_limits where key like '%sign-up%'`,
  );
  expect(row!.n).toBeGreaterThanOrEqual(2);
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
