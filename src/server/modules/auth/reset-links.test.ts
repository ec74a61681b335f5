import { afterAll, beforeAll, expect, it } from 'vitest';
import { AUTH_MESSAGES, RESET_LINK_INVALID_MESSAGE } from '../../../shared/auth';
import {
  followEmailLink,
  latestEmail,
  post,
  signInShopper,
  signUpAndVerify,
  startShop,
  type TestShop,
  uniqueEmail,
} from '../../test/harness';

/**
 * Only the newest reset link works. A newer request, a completed reset and a
 * password change each end every other outstanding link of the account. Also: reset and verification
 * emails are limited per recipient and per client address.
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop?.close());

let nextAddress = 1;
/** Each request from its own address, so the per-address email limit stays out of these tests. */
const requestReset = (email: string, ip = `198.18.0.${nextAddress++}`) =>
  post(shop, '/api/auth/request-password-reset', { email }, '', ip);

async function resetToken(email: string): Promise<string> {
  const mail = await latestEmail(shop, email, 'reset-password');
  const followed = await followEmailLink(shop, mail!.link);
  const token = new URL(followed.location, 'http://x').searchParams.get('token');
  expect(token, followed.location).toBeTruthy();
  return token!;
}
const resetWith = (token: string, password: string) =>
  post(shop, '/api/auth/reset-password', { token, password, confirmPassword: password });

/** Up to three emails to one address come at once; each next one waits (the per-recipient limit). */
const letAnotherEmailThrough = () =>
  shop.database.query(`update throttle_counters set last_hit_at = last_hit_at - interval '10 minutes'`);

it('after five requests only the newest link works, and only once', async () => {
  const { email } = await signUpAndVerify(shop);
  const tokens: string[] = [];
  for (let i = 0; i < 5; i++) {
    await letAnotherEmailThrough();
    expect((await requestReset(email)).statusCode).toBe(200);
    tokens.push(await resetToken(email));
  }
  const oldest = await resetWith(tokens[0]!, 'Masala#Chai2027');
  expect(oldest.statusCode).toBe(400);
  expect(oldest.json().error.message).toBe(RESET_LINK_INVALID_MESSAGE);
  // Following an old emailed link already says it is dead.
  const [, mail] = await shop.database.query<{ link: string }>(
    `select link from email_outbox where to_address = $1 and kind = 'reset-password' order by created_at desc limit 2`,
    [email],
  );
  expect((await followEmailLink(shop, mail!.link)).location).toMatch(/error=INVALID_TOKEN/);

  const newest = await resetWith(tokens[4]!, 'Masala#Chai2027');
  expect(newest.statusCode, newest.body).toBe(200);
  expect((await resetWith(tokens[4]!, 'Masala#Chai2028')).statusCode).toBe(400);
  const [left] = await shop.database.query<{ n: number }>(
    `select count(*)::int as n from verifications v join users u on u.id::text = v.value where u.email = $1`,
    [email],
  );
  expect(left!.n).toBe(0);
});

it('a password change ends a link sent before it', async () => {
  const user = await signInShopper(shop);
  expect((await requestReset(user.email)).statusCode).toBe(200);
  const token = await resetToken(user.email);
  const change = await post(
    shop,
    '/api/auth/change-password',
    { currentPassword: user.password, newPassword: 'Jeera#Rice2027', confirmPassword: 'Jeera#Rice2027' },
    user.cookie,
  );
  expect(change.statusCode, change.body).toBe(200);
  const late = await resetWith(token, 'Masala#Chai2027');
  expect(late.statusCode).toBe(400);
  expect(late.json().error.message).toBe(RESET_LINK_INVALID_MESSAGE);
});

it('another account keeps its own link', async () => {
  const first = await signUpAndVerify(shop);
  const second = await signUpAndVerify(shop);
  await requestReset(first.email);
  const firstToken = await resetToken(first.email);
  await requestReset(second.email);
  expect((await resetWith(firstToken, 'Masala#Chai2027')).statusCode).toBe(200);
  expect((await resetWith(await resetToken(second.email), 'Masala#Chai2027')).statusCode).toBe(200);
});

it('reset emails to one address: three at once, then a wait that says how long, known or unknown account alike', async () => {
  const known = (await signUpAndVerify(shop)).email;
  const unknown = uniqueEmail('nobody');
  for (const email of [known, unknown]) {
    for (let i = 0; i < 3; i++) expect((await requestReset(email)).statusCode).toBe(200);
    const refused = await requestReset(email);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({
      code: 'EMAILS_THROTTLED',
      message: 'Too many emails asked for. Please wait 1 minute before asking for another link.',
    });
    expect(refused.headers['retry-after']).toBe('60');
  }
  const [sent] = await shop.database.query<{ n: number }>(
    `select count(*)::int as n from email_outbox where to_address = $1 and kind = 'reset-password'`,
    [known],
  );
  expect(sent!.n).toBe(3);
});

it('one address asking links for many inboxes is slowed after ten', async () => {
  for (let i = 0; i < 10; i++) expect((await requestReset(uniqueEmail(), '198.18.1.1')).statusCode).toBe(200);
  const refused = await requestReset(uniqueEmail(), '198.18.1.1');
  expect(refused.statusCode).toBe(429);
  expect(refused.json().error.code).toBe('EMAILS_THROTTLED');
  expect((await requestReset(uniqueEmail(), '198.18.1.2')).statusCode).toBe(200);
});

it('verification and existing-account emails stop at the per-recipient limit; the answer stays the same', async () => {
  const { email } = await signUpAndVerify(shop);
  const payload = {
    fullName: 'Ravi Kumar',
    email,
    phone: '+1 (214) 555-0199',
    password: 'Curry#Leaf2026',
    confirmPassword: 'Curry#Leaf2026',
    acceptTerms: true,
  };
  for (let i = 0; i < 5; i++) {
    const again = await post(shop, '/api/auth/sign-up/email', payload, '', `198.18.2.${i}`);
    expect(again.json()).toEqual({ ok: true, message: AUTH_MESSAGES.signupSuccess.description });
  }
  const [sent] = await shop.database.query<{ n: number }>(
    `select count(*)::int as n from email_outbox where to_address = $1`,
    [email],
  );
  // The verification email of the sign-up, then two existing-account notices: three in a row.
  expect(sent!.n).toBe(3);
});
