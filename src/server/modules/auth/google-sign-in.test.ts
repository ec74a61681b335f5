import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieJar, post, signUpAndVerify, startShop, type TestShop, uniqueEmail } from '../../test/harness';

/**
 * Google stood in by a local OpenID provider started here: the app finds its endpoints through
 * GOOGLE_DISCOVERY_URL, exactly as it finds Google's in production.
 */
let google: OAuth2Server;
let shop: TestShop;
let nextIdentity: { sub: string; email: string; name: string };

beforeAll(async () => {
  google = new OAuth2Server();
  await google.issuer.keys.generate('RS256');
  await google.start(0, '127.0.0.1');
  // Every token the provider signs describes the person "signing in" at Google for this test.
  google.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, { ...nextIdentity, email_verified: true, picture: 'https://example.test/me.png' });
  });
  google.service.on('beforeUserinfo', (userInfo) => {
    userInfo.body = { ...nextIdentity, email_verified: true };
  });
  shop = await startShop({
    env: {
      GOOGLE_CLIENT_ID: 'shop-client-id',
      GOOGLE_CLIENT_SECRET: 'shop-client-secret',
      GOOGLE_DISCOVERY_URL: `${google.issuer.url}/.well-known/openid-configuration`,
    },
  });
});
afterAll(async () => {
  await shop?.close();
  await google?.stop();
});

/** Button → Google's consent (auto-approved by the mock) → our callback, as the browser would go. */
async function signInWithGoogle(identity: { sub: string; email: string; name: string }) {
  nextIdentity = identity;
  const jar = cookieJar();
  const start = await post(shop, '/api/auth/sign-in/social', {
    provider: 'google',
    callbackURL: '/account',
    errorCallbackURL: '/login?error=google',
  });
  expect(start.statusCode, start.body).toBe(200);
  jar.store(start);
  const authorizeUrl = new URL(start.json().url as string);
  expect(authorizeUrl.origin).toBe(google.issuer.url);
  expect(authorizeUrl.searchParams.get('client_id')).toBe('shop-client-id');
  expect(authorizeUrl.searchParams.get('code_challenge')).toBeTruthy();

  const consent = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(consent.status).toBe(302);
  const callback = new URL(consent.headers.get('location')!);
  expect(callback.pathname).toBe('/api/auth/callback/google');

  const landing = await shop.app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: jar.header() },
  });
  jar.store(landing);
  return { landing, jar };
}

const me = async (cookie: string) => (await shop.app.inject({ url: '/api/me', headers: { cookie } })).json().user;

describe('Google sign-in', () => {
  it('says it is configured', async () => {
    expect((await shop.app.inject({ url: '/api/auth/providers' })).json()).toEqual({ google: true });
  });

  it('creates a verified account with a profile on first sign-in and returns to the page asked for', async () => {
    const email = uniqueEmail('google');
    const { landing, jar } = await signInWithGoogle({ sub: `g-${email}`, email, name: 'Deepa Menon' });
    expect(landing.statusCode).toBe(302);
    expect(landing.headers.location).toBe('/account');
    expect(await me(jar.header())).toMatchObject({ email, fullName: 'Deepa Menon', emailVerified: true, role: null });
    const [profile] = await shop.database.query<{ full_name: string }>(
      'select p.full_name from profiles p join users u on u.id = p.user_id where u.email = $1',
      [email],
    );
    expect(profile!.full_name).toBe('Deepa Menon');

    // Signing in again uses the same account.
    const again = await signInWithGoogle({ sub: `g-${email}`, email, name: 'Deepa Menon' });
    expect((await me(again.jar.header())).email).toBe(email);
    const [count] = await shop.database.query<{ n: number }>('select count(*)::int as n from users where email = $1', [
      email,
    ]);
    expect(count!.n).toBe(1);
  });

  it('signs a verified email-and-password shopper into the same account', async () => {
    const { email } = await signUpAndVerify(shop);
    const { jar } = await signInWithGoogle({ sub: `g-${email}`, email, name: 'Other Name' });
    const user = await me(jar.header());
    expect(user.email).toBe(email);
    const providers = await shop.database.query<{ provider_id: string }>(
      'select a.provider_id from accounts a join users u on u.id = a.user_id where u.email = $1 order by a.provider_id',
      [email],
    );
    expect(providers.map((p) => p.provider_id)).toEqual(['credential', 'google']);
  });

  it('sends the shopper to the error page when Google answers with an error', async () => {
    nextIdentity = { sub: 'x', email: uniqueEmail(), name: 'X' };
    const jar = cookieJar();
    const start = await post(shop, '/api/auth/sign-in/social', {
      provider: 'google',
      callbackURL: '/account',
      errorCallbackURL: '/login?error=google',
    });
    jar.store(start);
    const state = new URL(start.json().url as string).searchParams.get('state')!;
    const landing = await shop.app.inject({
      url: `/api/auth/callback/google?error=access_denied&state=${encodeURIComponent(state)}`,
      headers: { cookie: jar.header() },
    });
    expect(landing.statusCode).toBe(302);
    expect(String(landing.headers.location)).toMatch(/^\/login\?error=/);
  });
});
