import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../plugins/auth-session';
import { post, signIn, signInShopper, startShop, type TestShop } from '../../test/harness';
import { createSessionCache, SESSION_CACHE_MS, sessionCookie } from './session-cache';

const user = (id: string): SessionUser => ({
  id,
  email: `${id}@example.test`,
  fullName: null,
  role: null,
  emailVerified: true,
  sessionId: `session-${id}`,
});
const inAnHour = () => new Date(Date.now() + 3_600_000);

describe('session cache', () => {
  it('answers from memory for a few seconds, then asks again', async () => {
    let clock = 1_000;
    const cache = createSessionCache(SESSION_CACHE_MS, () => clock);
    let lookups = 0;
    const lookup = async () => ({ user: user('a'), expiresAt: inAnHour() });
    const counted = () => (lookups++, lookup());
    await cache.remember('shop.session_token=a', counted);
    await cache.remember('shop.session_token=a', counted);
    expect(lookups).toBe(1);
    clock += SESSION_CACHE_MS;
    await cache.remember('shop.session_token=a', counted);
    expect(lookups).toBe(2);
  });

  it('never keeps a session past its own expiry, and never keeps "no session"', async () => {
    let clock = Date.now();
    const cache = createSessionCache(SESSION_CACHE_MS, () => clock);
    let lookups = 0;
    const expiring = async () => (lookups++, { user: user('b'), expiresAt: new Date(clock + 1_000) });
    await cache.remember('k', expiring);
    clock += 1_000;
    await cache.remember('k', expiring);
    expect(lookups).toBe(2);
    const none = async () => (lookups++, null);
    expect(await cache.remember('gone', none)).toBeNull();
    expect(await cache.remember('gone', none)).toBeNull();
    expect(lookups).toBe(4);
  });

  it('forgets a user at once, and does not store a lookup that raced the revocation', async () => {
    const cache = createSessionCache();
    let lookups = 0;
    const lookup = async () => (lookups++, { user: user('c'), expiresAt: inAnHour() });
    await cache.remember('k', lookup);
    cache.forgetUser('c');
    await cache.remember('k', lookup);
    expect(lookups).toBe(2);

    // A lookup that read the session row just before it was deleted must not be remembered.
    let release!: () => void;
    const slow = async () => {
      lookups++;
      await new Promise<void>((resolve) => (release = resolve));
      return { user: user('d'), expiresAt: inAnHour() };
    };
    const racing = cache.remember('late', slow);
    await Promise.resolve();
    cache.forgetUser('d');
    release();
    await racing;
    await cache.remember('late', lookup);
    expect(lookups).toBe(4);
  });

  it('keys on the session cookie alone', () => {
    expect(sessionCookie('theme=dark; shop.session_token=abc.def; cart=1')).toBe('shop.session_token=abc.def');
    expect(sessionCookie('__Secure-shop.session_token=x.y')).toBe('__Secure-shop.session_token=x.y');
    expect(sessionCookie('theme=dark')).toBeNull();
    expect(sessionCookie(undefined)).toBeNull();
  });
});

describe('revocation through the app, with sessions in the cache', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startShop();
  });
  afterAll(() => shop?.close());

  /** A route behind requireUser, so it goes through the cached session lookup. */
  const guarded = async (cookie: string) =>
    (await shop.app.inject({ url: '/api/checkout/slots', headers: { cookie } })).statusCode;

  it('signing out ends the session at once', async () => {
    const signedIn = await signInShopper(shop);
    expect(await guarded(signedIn.cookie)).toBe(200);
    const out = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: signedIn.cookie, origin: shop.config.publicUrl, 'content-type': 'application/json' },
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(await guarded(signedIn.cookie)).toBe(401);
  });

  it('changing the password ends the other sessions at once', async () => {
    const signedIn = await signInShopper(shop);
    const otherDevice = await signIn(shop, signedIn.email, signedIn.password);
    expect(await guarded(otherDevice.cookie)).toBe(200);
    const newPassword = 'Masala#Chai2027';
    const changed = await post(
      shop,
      '/api/auth/change-password',
      { currentPassword: signedIn.password, newPassword, confirmPassword: newPassword },
      signedIn.cookie,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await guarded(otherDevice.cookie)).toBe(401);
  });

  it('a session deleted behind the app (another instance) is refused once the cache runs out', async () => {
    const signedIn = await signInShopper(shop);
    expect(await guarded(signedIn.cookie)).toBe(200);
    await shop.database.query('delete from sessions where user_id = $1', [signedIn.id]);
    expect(await guarded(signedIn.cookie)).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_MS + 50));
    expect(await guarded(signedIn.cookie)).toBe(401);
  }, 15_000);
});
