import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, RESET_LINK_INVALID_MESSAGE } from '../../../shared/auth';
import {
  cookieJar,
  followEmailLink,
  latestEmail,
  PASSWORD,
  post,
  signIn,
  signInShopper,
  signUpAndVerify,
  startShop,
  type TestShop,
  uniqueEmail,
} from '../../test/harness';

let shop: TestShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop?.close());

const me = async (cookie: string) => (await shop.app.inject({ url: '/api/me', headers: { cookie } })).json().user;
const signUpPayload = (email: string, extra: Record<string, unknown> = {}) => ({
  fullName: 'Ravi Kumar',
  email,
  phone: '+1 (214) 555-0199',
  password: PASSWORD,
  confirmPassword: PASSWORD,
  acceptTerms: true,
  ...extra,
});

describe('sign-up, verification, sign-in', () => {
  it('creates an unverified account with its profile, emails a link, and refuses sign-in until it is followed', async () => {
    const email = uniqueEmail();
    const signUp = await post(
      shop,
      '/api/auth/sign-up/email',
      signUpPayload(email.toUpperCase(), { returnTo: '/checkout' }),
    );
    expect(signUp.statusCode).toBe(200);
    expect(signUp.json()).toEqual({ ok: true, message: AUTH_MESSAGES.signupSuccess.description });
    expect(signUp.headers['set-cookie']).toBeUndefined();

    const [profile] = await shop.database.query<{ full_name: string; phone: string; role: string | null }>(
      'select p.full_name, p.phone, p.role from profiles p join users u on u.id = p.user_id where u.email = $1',
      [email],
    );
    expect(profile).toEqual({ full_name: 'Ravi Kumar', phone: '+1 (214) 555-0199', role: null });

    const refused = await post(shop, '/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({ code: 'EMAIL_NOT_VERIFIED', message: AUTH_MESSAGES.emailNotVerified });

    const mail = await latestEmail(shop, email, 'verify-email');
    expect(mail!.subject).toMatch(/Verify your email/);
    expect(mail!.text).toContain(mail!.link);
    const followed = await followEmailLink(shop, mail!.link);
    expect(followed.status).toBe(302);
    expect(followed.location).toBe('/login?verified=1');

    const { response, cookie } = await signIn(shop, email, PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ email, fullName: 'Ravi Kumar', role: null, emailVerified: true });
    expect(await me(cookie)).toMatchObject({ email, emailVerified: true });
  });

  it('the first verification link carries the return target', async () => {
    const email = uniqueEmail();
    await post(shop, '/api/auth/sign-up/email', signUpPayload(email, { returnTo: '/checkout/delivery' }));
    const mail = await latestEmail(shop, email, 'verify-email');
    const followed = await followEmailLink(shop, mail!.link);
    expect(followed.location).toBe('/login?verified=1&returnTo=%2Fcheckout%2Fdelivery');
  });

  it('drops a return target on another site', async () => {
    const email = uniqueEmail();
    await post(shop, '/api/auth/sign-up/email', signUpPayload(email, { returnTo: '//evil.example/x' }));
    const mail = await latestEmail(shop, email, 'verify-email');
    expect((await followEmailLink(shop, mail!.link)).location).toBe('/login?verified=1');
  });

  it('a tampered verification link is refused', async () => {
    const email = uniqueEmail();
    await post(shop, '/api/auth/sign-up/email', signUpPayload(email));
    const mail = await latestEmail(shop, email, 'verify-email');
    const followed = await followEmailLink(shop, mail!.link.replace(/token=([^&]+)/, 'token=$1x'));
    expect(followed.location).toMatch(/error=/);
    const [user] = await shop.database.query<{ email_verified: boolean }>(
      'select email_verified from users where email = $1',
      [email],
    );
    expect(user!.email_verified).toBe(false);
  });

  it('answers a sign-up for a known email exactly like a new one, and tells the owner by email', async () => {
    const { email } = await signUpAndVerify(shop);
    const again = await post(shop, '/api/auth/sign-up/email', signUpPayload(email));
    const fresh = await post(shop, '/api/auth/sign-up/email', signUpPayload(uniqueEmail()));
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(again.json()).toEqual(fresh.json());
    expect(await latestEmail(shop, email, 'existing-account')).toBeTruthy();
    const [row] = await shop.database.query<{ n: number }>('select count(*)::int as n from users where email = $1', [
      email,
    ]);
    expect(row!.n).toBe(1);
  });

  it('gives one generic answer for a wrong password and for an unknown email', async () => {
    const { email } = await signUpAndVerify(shop);
    const wrong = await post(shop, '/api/auth/sign-in/email', { email, password: 'Wrong#Pass2026' });
    const unknown = await post(shop, '/api/auth/sign-in/email', { email: uniqueEmail(), password: 'Wrong#Pass2026' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error.message).toBe('Invalid email or password');
  });
});

describe('sessions', () => {
  it('Remember me: a 30-day cookie and session when checked, a browser-session cookie and 1-day session when not', async () => {
    const { email, password } = await signUpAndVerify(shop);
    const remembered = await signIn(shop, email, password, true);
    const cookieLine = [remembered.response.headers['set-cookie']]
      .flat()
      .find((c) => String(c).includes('session_token'))!;
    expect(cookieLine).toMatch(/Max-Age=2592000/);
    expect(cookieLine).toMatch(/HttpOnly/);
    expect(cookieLine).toMatch(/SameSite=Lax/);
    expect(cookieLine).not.toMatch(/Secure/);

    const brief = await signIn(shop, email, password, false);
    const briefLine = [brief.response.headers['set-cookie']].flat().find((c) => String(c).includes('session_token'))!;
    expect(briefLine).not.toMatch(/Max-Age/);

    const rows = await shop.database.query<{ days: number }>(
      `select round(extract(epoch from (s.expires_at - now())) / 86400)::int as days from sessions s
       join users u on u.id = s.user_id where u.email = $1 order by s.created_at`,
      [email],
    );
    expect(rows.map((r) => r.days)).toEqual([30, 1]);
  });

  it('signs out with the empty JSON body better-auth clients send', async () => {
    const user = await signInShopper(shop);
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: user.cookie, origin: shop.config.publicUrl, 'content-type': 'application/json' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await me(user.cookie)).toBeNull();
  });

  it('refuses a sign-out from another site', async () => {
    const user = await signInShopper(shop);
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: user.cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(403);
    expect(await me(user.cookie)).not.toBeNull();
  });

  it('answers a sign-out by GET with 405 and POST in Allow, and keeps the session', async () => {
    const user = await signInShopper(shop);
    const response = await shop.app.inject({
      method: 'GET',
      url: '/api/auth/sign-out',
      headers: { cookie: user.cookie },
    });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(response.json().error).toEqual({
      code: 'METHOD_NOT_ALLOWED',
      message: 'Use POST for /api/auth/sign-out; GET is not allowed.',
    });
    expect(await me(user.cookie)).not.toBeNull();
  });

  it('says who is signed in, and null for a guest', async () => {
    expect(await me('')).toBeNull();
    const response = await shop.app.inject({ url: '/api/me' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('password reset by email', () => {
  it('answers the same for known and unknown emails, and only the owner gets a link', async () => {
    const { email } = await signUpAndVerify(shop);
    const known = await post(shop, '/api/auth/request-password-reset', { email });
    const unknownEmail = uniqueEmail();
    const unknown = await post(shop, '/api/auth/request-password-reset', { email: unknownEmail });
    expect(known.json()).toEqual({ ok: true, message: AUTH_MESSAGES.resetEmailSent });
    expect(unknown.json()).toEqual(known.json());
    expect(await latestEmail(shop, email, 'reset-password')).toBeTruthy();
    expect(await latestEmail(shop, unknownEmail, 'reset-password')).toBeUndefined();
  });

  it('resets once with the emailed token, ends every session, and refuses the token a second time', async () => {
    const { email, password } = await signUpAndVerify(shop);
    const before = await signIn(shop, email, password);
    await post(shop, '/api/auth/request-password-reset', { email });
    const mail = await latestEmail(shop, email, 'reset-password');
    const landing = await followEmailLink(shop, mail!.link);
    expect(landing.status).toBe(302);
    const target = new URL(landing.location);
    expect(target.pathname).toBe('/reset-password');
    const token = target.searchParams.get('token')!;

    const newPassword = 'Masala#Chai2027';
    const reset = await post(shop, '/api/auth/reset-password', {
      token,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().message).toBe(AUTH_MESSAGES.passwordReset);
    expect(await me(before.cookie)).toBeNull();
    expect((await signIn(shop, email, password)).response.statusCode).toBe(401);
    expect((await signIn(shop, email, newPassword)).response.statusCode).toBe(200);

    const reuse = await post(shop, '/api/auth/reset-password', {
      token,
      password: 'Another#Pass2028',
      confirmPassword: 'Another#Pass2028',
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error.message).toBe(RESET_LINK_INVALID_MESSAGE);
  });

  it('refuses an expired token', async () => {
    const { email } = await signUpAndVerify(shop);
    await post(shop, '/api/auth/request-password-reset', { email });
    const mail = await latestEmail(shop, email, 'reset-password');
    const token = new URL((await followEmailLink(shop, mail!.link)).location).searchParams.get('token')!;
    await shop.database.query(
      `update verifications set expires_at = now() - interval '1 minute' where value = (select id::text from users where email = $1)`,
      [email],
    );
    const reset = await post(shop, '/api/auth/reset-password', {
      token,
      password: 'Masala#Chai2027',
      confirmPassword: 'Masala#Chai2027',
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().error.message).toBe(RESET_LINK_INVALID_MESSAGE);
  });

  it('keeps reset tokens hashed in the database', async () => {
    const { email } = await signUpAndVerify(shop);
    await post(shop, '/api/auth/request-password-reset', { email });
    const mail = await latestEmail(shop, email, 'reset-password');
    const token = new URL((await followEmailLink(shop, mail!.link)).location).searchParams.get('token')!;
    const rows = await shop.database.query('select 1 from verifications where identifier like $1', [`%${token}%`]);
    expect(rows).toHaveLength(0);
  });
});

describe('change password', () => {
  it('needs a session', async () => {
    const response = await post(shop, '/api/auth/change-password', {
      currentPassword: 'x',
      newPassword: 'y',
      confirmPassword: 'y',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(AUTH_MESSAGES.signInRequired);
  });

  it('refuses a wrong current password on the field', async () => {
    const user = await signInShopper(shop);
    const response = await post(
      shop,
      '/api/auth/change-password',
      { currentPassword: 'Not#Mine2026', newPassword: 'Masala#Chai2027', confirmPassword: 'Masala#Chai2027' },
      user.cookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ currentPassword: 'Current password is incorrect' });
  });

  it('changes it, signs out every other session and keeps this one', async () => {
    const user = await signInShopper(shop);
    const otherDevice = await signIn(shop, user.email, user.password);
    const newPassword = 'Masala#Chai2027';
    const response = await post(
      shop,
      '/api/auth/change-password',
      { currentPassword: user.password, newPassword, confirmPassword: newPassword },
      user.cookie,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(AUTH_MESSAGES.passwordChanged);
    user.jar.store(response);
    expect(await me(otherDevice.cookie)).toBeNull();
    expect(await me(user.jar.header())).toMatchObject({ email: user.email });
    expect((await signIn(shop, user.email, user.password)).response.statusCode).toBe(401);
    expect((await signIn(shop, user.email, newPassword)).response.statusCode).toBe(200);
  });
});

describe('the rest of /api/auth', () => {
  it('says Google is not configured when it is not', async () => {
    expect((await shop.app.inject({ url: '/api/auth/providers' })).json()).toEqual({ google: false });
    const social = await post(shop, '/api/auth/sign-in/social', { provider: 'google', callbackURL: '/' });
    expect(social.statusCode).toBe(404);
    expect(social.json().error.message).toBe(AUTH_MESSAGES.googleNotConfigured);
  });

  it.each(['/api/auth/update-user', '/api/auth/delete-user', '/api/auth/sign-up%2Femail', '/api/auth/list-sessions'])(
    'does not expose %s',
    async (url) => {
      const jar = cookieJar();
      const response = await post(shop, url, { name: 'x' }, jar.header());
      expect(response.statusCode).toBe(404);
    },
  );
});
