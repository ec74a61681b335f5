import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app';
import {
  followEmailLink,
  latestEmail,
  post,
  signUpAndVerify,
  startShop,
  testConfig,
  type TestShop,
  uniqueEmail,
} from '../../test/harness';
import { digest } from '../throttle/throttle';

/**
 * Sign-in throttling that follows the attacker: failures counted per account and per client
 * address in PostgreSQL, growing waits, a 15-minute lock at 20 failures, never a lock for successes.
 * Waits are skipped by moving the counters' times back, as if the clock had run on.
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop?.close());

const WRONG = 'Wrong#Pass2026';
/** Dozens of password hashes per test: slow on a busy machine. */
const SLOW = { timeout: 180_000 };
const signInFrom = (ip: string, email: string, password: string, cookie = '') =>
  post(shop, '/api/auth/sign-in/email', { email, password }, cookie, ip);

/** As if `seconds` had passed for every counter (waits and locks run out, old failures are forgotten). */
const passTime = (seconds: number) =>
  shop.database.query(
    `update throttle_counters set last_hit_at = last_hit_at - $1 * interval '1 second',
       locked_until = locked_until - $1 * interval '1 second'`,
    [seconds],
  );

/** As if the last counted failure of these keys had just happened (a busy machine is slow between requests). */
const lastFailureJustNow = (...keys: string[]) =>
  shop.database.query(`update throttle_counters set last_hit_at = now() where key = any($1::text[])`, [keys]);
const accountKey = (email: string) => `sign-in:account:${digest(email)}`;

/** Fails `times` sign-ins of `email` from `ip`, waiting out each growing delay (never the lock). */
async function failSignIns(ip: string, email: string, times: number, cookie = '') {
  for (let failed = 0; failed < times;) {
    const response = await signInFrom(ip, email, WRONG, cookie);
    if (response.statusCode === 401) failed++;
    else {
      expect(response.statusCode, response.body).toBe(429);
      expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(60);
      await passTime(60);
    }
  }
}

it(
  '20 failed sign-ins lock the account for 15 minutes while other shoppers at that address still sign in',
  SLOW,
  async () => {
    const victim = await signUpAndVerify(shop);
    const neighbour = await signUpAndVerify(shop);
    await failSignIns('198.51.100.20', victim.email, 20);

    const locked = await signInFrom('198.51.100.20', victim.email, victim.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toEqual({
      code: 'SIGN_IN_THROTTLED',
      message:
        'Too many failed sign-ins for this account. Please wait 15 minutes and try again, or reset your password.',
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // The lock follows the account to any other address …
    expect((await signInFrom('192.0.2.77', victim.email, victim.password)).statusCode).toBe(429);
    // … and not the address: a neighbour on the same network signs in.
    expect((await signInFrom('198.51.100.20', neighbour.email, neighbour.password)).statusCode).toBe(200);

    // A refused attempt changes nothing: no session was made.
    const [sessions] = await shop.database.query<{ n: number }>(
      'select count(*)::int as n from sessions s join users u on u.id = s.user_id where u.email = $1',
      [victim.email],
    );
    expect(sessions!.n).toBe(0);

    // The lock ends on its own; the right password then works and starts the count over.
    await passTime(15 * 60);
    expect((await signInFrom('198.51.100.20', victim.email, victim.password)).statusCode).toBe(200);
    const [row] = await shop.database.query<{ n: number }>(
      `select count(*)::int as n from throttle_counters where key like 'sign-in:account:%' and hits > 0`,
    );
    expect(row!.n).toBe(0);
  },
);

it('slows an account after 5 failures with a wait that grows, and says how long', SLOW, async () => {
  const { email } = await signUpAndVerify(shop);
  for (let i = 0; i < 5; i++) expect((await signInFrom('198.51.100.21', email, WRONG)).statusCode).toBe(401);
  await lastFailureJustNow(accountKey(email));
  const slowed = await signInFrom('198.51.100.21', email, WRONG);
  expect(slowed.statusCode).toBe(429);
  expect(slowed.json().error.message).toBe(
    'Too many failed sign-ins for this account. Please wait 1 second and try again, or reset your password.',
  );
  await passTime(1);
  expect((await signInFrom('198.51.100.21', email, WRONG)).statusCode).toBe(401);
  await lastFailureJustNow(accountKey(email));
  expect(Number((await signInFrom('198.51.100.21', email, WRONG)).headers['retry-after'])).toBe(2);
});

it('20 successful sign-ins of different shoppers from one address all succeed', SLOW, async () => {
  const shoppers = [];
  for (let i = 0; i < 20; i++) shoppers.push(await signUpAndVerify(shop));
  for (const { email, password } of shoppers) {
    expect((await signInFrom('198.51.100.22', email, password)).statusCode).toBe(200);
  }
  // The same shopper signing in again and again is not limited either.
  for (let i = 0; i < 10; i++) {
    expect((await signInFrom('198.51.100.22', shoppers[0]!.email, shoppers[0]!.password)).statusCode).toBe(200);
  }
});

it('one address trying many accounts is slowed after 30 failures, in words about the network', SLOW, async () => {
  for (let i = 0; i < 30; i++) {
    expect((await signInFrom('198.51.100.23', uniqueEmail('stuffing'), WRONG)).statusCode).toBe(401);
  }
  await lastFailureJustNow('sign-in:address:198.51.100.23');
  const slowed = await signInFrom('198.51.100.23', uniqueEmail('stuffing'), WRONG);
  expect(slowed.statusCode).toBe(429);
  expect(slowed.json().error.message).toBe(
    'Too many failed sign-ins from your network. Please wait 1 second and try again.',
  );
  // Another address is not affected.
  expect((await signInFrom('198.51.100.24', uniqueEmail('stuffing'), WRONG)).statusCode).toBe(401);
});

it('a spoofed X-Forwarded-For neither resets nor moves a count (no trusted proxy configured)', SLOW, async () => {
  const { email } = await signUpAndVerify(shop);
  for (let i = 0; i < 5; i++) {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: WRONG },
      headers: { origin: shop.config.publicUrl, 'x-forwarded-for': `203.0.113.${100 + i}` },
      remoteAddress: '198.51.100.25',
    });
    expect(response.statusCode).toBe(401);
  }
  const counted = await shop.database.query<{ key: string; hits: number }>(
    `select key, hits from throttle_counters where key like 'sign-in:address:%' and key not like '%198.51.100.2_'
       or key = 'sign-in:address:198.51.100.25'`,
  );
  expect(counted).toEqual([{ key: 'sign-in:address:198.51.100.25', hits: 5 }]);
  await lastFailureJustNow(accountKey(email));
  const sixth = await shop.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password: WRONG },
    headers: { origin: shop.config.publicUrl, 'x-forwarded-for': '203.0.113.200' },
    remoteAddress: '198.51.100.25',
  });
  expect(sixth.statusCode).toBe(429);
});

it('the lock survives a restart: a new server on the same database still refuses', SLOW, async () => {
  const { email, password } = await signUpAndVerify(shop);
  await failSignIns('198.51.100.26', email, 20);
  const restarted = await buildApp({
    config: testConfig(),
    database: shop.database,
  });
  try {
    const refused = await restarted.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password },
      headers: { origin: shop.config.publicUrl },
      remoteAddress: '192.0.2.10',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('SIGN_IN_THROTTLED');
  } finally {
    await restarted.close();
  }
});

it('an attacker cannot lock a shopper out of a browser that has signed in before', SLOW, async () => {
  const owner = await signUpAndVerify(shop);
  const first = await signInFrom('198.51.100.27', owner.email, owner.password);
  const device = [first.headers['set-cookie']].flat().find((line) => String(line).startsWith('shop.known_device='));
  expect(device).toMatch(/HttpOnly/);
  const deviceCookie = String(device).split(';')[0]!;

  await failSignIns('192.0.2.50', owner.email, 20);
  expect((await signInFrom('192.0.2.51', owner.email, owner.password)).statusCode).toBe(429);
  // The owner's browser has its own count: the stranger's failures do not touch it.
  expect((await signInFrom('198.51.100.27', owner.email, owner.password, deviceCookie)).statusCode).toBe(200);
  // Nor does a stranger who has worn out the shared address.
  await shop.database.query(
    `insert into throttle_counters (key, hits, last_hit_at, locked_until)
     values ('sign-in:address:198.51.100.27', 100, now(), now() + interval '15 minutes')`,
  );
  const neighbour = await signInFrom('198.51.100.27', uniqueEmail('neighbour'), owner.password);
  expect(neighbour.json().error.message).toMatch(/^Too many failed sign-ins from your network/);
  expect((await signInFrom('198.51.100.27', owner.email, owner.password, deviceCookie)).statusCode).toBe(200);
  // A device cookie of another account is worth nothing here.
  const other = await signUpAndVerify(shop);
  const otherCookie = String(
    [(await signInFrom('198.51.100.28', other.email, other.password)).headers['set-cookie']]
      .flat()
      .find((line) => String(line).startsWith('shop.known_device=')),
  ).split(';')[0]!;
  expect((await signInFrom('198.51.100.28', owner.email, owner.password, otherCookie)).statusCode).toBe(429);
});

it('a password reset ends the lock: the emailed link proves the mailbox', SLOW, async () => {
  const { email } = await signUpAndVerify(shop);
  await failSignIns('192.0.2.60', email, 20);
  expect((await post(shop, '/api/auth/request-password-reset', { email }, '', '198.51.100.29')).statusCode).toBe(200);
  const mail = await latestEmail(shop, email, 'reset-password');
  const token = new URL((await followEmailLink(shop, mail!.link)).location, 'http://x').searchParams.get('token');
  const fresh = 'Masala#Chai2027';
  const reset = await post(shop, '/api/auth/reset-password', { token, password: fresh, confirmPassword: fresh });
  expect(reset.statusCode, reset.body).toBe(200);
  expect((await signInFrom('198.51.100.29', email, fresh)).statusCode).toBe(200);
});

it('a wrong password at the staff sign-in counts on the same account', SLOW, async () => {
  const { email, password } = await signUpAndVerify(shop);
  for (let i = 0; i < 5; i++) {
    const response = await post(shop, '/api/auth/staff/sign-in', { email, password: WRONG }, '', '198.51.100.30');
    expect(response.statusCode).toBe(401);
  }
  expect((await signInFrom('198.51.100.31', email, password)).statusCode).toBe(429);
});
