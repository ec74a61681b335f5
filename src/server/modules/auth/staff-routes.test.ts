import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../shared/auth';
import { DEMO_ADMIN, DEMO_SHOPPER, seedDemoAccounts } from '../../db/seed/demo-accounts';
import { post, type Shopper, signIn, signInShopper, startShop, type TestShop, uniqueEmail } from '../../test/harness';
import { runStaffCreate } from './staff-cli';

let shop: TestShop;
let admin: { cookie: string };
let shopper: Shopper;
beforeAll(async () => {
  shop = await startShop();
  expect(await seedDemoAccounts(shop.database)).toBe(true);
  admin = await signIn(shop, DEMO_ADMIN.email, DEMO_ADMIN.password);
  shopper = await signInShopper(shop);
});
afterAll(() => shop?.close());

const cli = async (...argv: string[]) => {
  const lines: string[] = [];
  const code = await runStaffCreate(
    argv,
    async () => shop.database,
    (line) => lines.push(line),
  );
  return { code, output: lines.join('\n') };
};
const listStaff = (cookie: string) => shop.app.inject({ url: '/api/admin/staff', headers: cookie ? { cookie } : {} });
const setRole = (cookie: string, email: string, role: string | null) =>
  shop.app.inject({
    method: 'PUT',
    url: '/api/admin/staff/role',
    headers: { cookie, origin: shop.config.publicUrl },
    payload: { email, role },
  });

describe('demo accounts', () => {
  it('seeds a verified shopper with an Irving address and a super admin, once', async () => {
    const shopperSession = await signIn(shop, DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    expect(shopperSession.response.json().user).toMatchObject({
      email: DEMO_SHOPPER.email,
      role: null,
      emailVerified: true,
    });
    const addresses = await shop.app.inject({
      url: '/api/account/addresses',
      headers: { cookie: shopperSession.cookie },
    });
    expect(addresses.json().addresses).toEqual([
      expect.objectContaining({ city: 'Irving', state: 'TX', zipCode: '75038', isDefault: true, deliverable: true }),
    ]);
    const me = await shop.app.inject({ url: '/api/me', headers: { cookie: admin.cookie } });
    expect(me.json().user).toMatchObject({ email: DEMO_ADMIN.email, role: 'super_admin' });
    expect(await seedDemoAccounts(shop.database)).toBe(false);
  });
});

describe('staff guard', () => {
  it('401 for a guest, 403 for a shopper, 200 for staff', async () => {
    const guest = await listStaff('');
    expect(guest.statusCode).toBe(401);
    expect(guest.json().error.message).toBe(AUTH_MESSAGES.signInRequired);
    const refused = await listStaff(shopper.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({ code: 'FORBIDDEN', message: AUTH_MESSAGES.forbidden });
    const allowed = await listStaff(admin.cookie);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().staff).toEqual([expect.objectContaining({ email: DEMO_ADMIN.email, role: 'super_admin' })]);
  });

  it('checks the role on every call: a revoked admin is refused at once', async () => {
    const staffer = await signInShopper(shop);
    expect((await setRole(admin.cookie, staffer.email, 'admin')).statusCode).toBe(200);
    expect((await listStaff(staffer.cookie)).statusCode).toBe(200);
    expect((await setRole(admin.cookie, staffer.email, null)).json().member.role).toBeNull();
    expect((await listStaff(staffer.cookie)).statusCode).toBe(403);
  });

  it('only a super admin grants roles, and not to themselves', async () => {
    const staffer = await signInShopper(shop);
    await setRole(admin.cookie, staffer.email, 'admin');
    const byAdmin = await setRole(staffer.cookie, shopper.email, 'admin');
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().error.message).toBe(AUTH_MESSAGES.superAdminOnly);
    const own = await setRole(admin.cookie, DEMO_ADMIN.email, 'admin');
    expect(own.statusCode).toBe(422);
    const unknown = await setRole(admin.cookie, uniqueEmail(), 'admin');
    expect(unknown.statusCode).toBe(404);
  });
});

describe('staff sign-in (/admin/login)', () => {
  it('signs staff in', async () => {
    const response = await post(shop, '/api/auth/staff/sign-in', {
      email: DEMO_ADMIN.email,
      password: DEMO_ADMIN.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.role).toBe('super_admin');
    expect(String(response.headers['set-cookie'])).toMatch(/session_token=/);
  });

  it('refuses a shopper with the right password, and leaves no session behind', async () => {
    const [before] = await shop.database.query<{ n: number }>('select count(*)::int as n from sessions');
    const response = await post(shop, '/api/auth/staff/sign-in', { email: shopper.email, password: shopper.password });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({ code: 'NOT_STAFF', message: AUTH_MESSAGES.staffOnly });
    expect(response.headers['set-cookie']).toBeUndefined();
    const [after] = await shop.database.query<{ n: number }>('select count(*)::int as n from sessions');
    expect(after!.n).toBe(before!.n);
  });

  it('gives the generic answer for a wrong password', async () => {
    const response = await post(shop, '/api/auth/staff/sign-in', {
      email: DEMO_ADMIN.email,
      password: 'Wrong#Pass2026',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(AUTH_MESSAGES.invalidCredentials);
  });
});

describe('npm run staff:create', () => {
  it('creates a verified staff user with a generated password that signs in', async () => {
    const email = uniqueEmail('manager');
    const { code, output } = await cli('--email', email, '--role', 'admin', '--name', 'Meena Iyer');
    expect(code).toBe(0);
    const password = /Generated password \(shown once\): (\S+)/.exec(output)![1]!;
    const session = await signIn(shop, email, password);
    expect(session.response.json().user).toMatchObject({
      email,
      fullName: 'Meena Iyer',
      role: 'admin',
      emailVerified: true,
    });
  });

  it('promotes an existing shopper and keeps their password', async () => {
    const user = await signInShopper(shop);
    const { code, output } = await cli('--email', user.email.toUpperCase(), '--role', 'super_admin');
    expect(code).toBe(0);
    expect(output).toBe(`${user.email} is now super_admin (was a shopper).`);
    expect((await signIn(shop, user.email, user.password)).response.json().user.role).toBe('super_admin');
  });

  it('uses a given password when it follows the rules', async () => {
    const email = uniqueEmail('owner');
    expect((await cli('--email', email, '--role', 'super_admin', '--password', 'Owner#Pass2026')).code).toBe(0);
    expect((await signIn(shop, email, 'Owner#Pass2026')).response.statusCode).toBe(200);
    const weak = await cli('--email', uniqueEmail(), '--password', 'weak');
    expect(weak.code).toBe(2);
    expect(weak.output).toContain('--password: Password must be at least 8 characters');
  });

  it('explains its arguments', async () => {
    expect((await cli('--role', 'boss', '--email', 'x@y.test')).output).toContain(
      '--role: role must be admin or super_admin',
    );
    expect((await cli('--email', 'nope')).output).toContain('--email: Please enter a valid email address');
    expect((await cli('--bogus')).code).toBe(2);
    expect((await cli('--help')).output).toContain('Usage: npm run staff:create');
  });
});
