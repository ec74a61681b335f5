import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../shared/auth';
import { type Shopper, signInShopper, signInStaff, startShop, type TestShop, uniqueEmail } from '../../test/harness';
import { STAFF_MESSAGES } from './staff-service';

let shop: TestShop;
let owner: Shopper;
beforeAll(async () => {
  shop = await startShop();
  owner = await signInStaff(shop);
});
afterAll(() => shop?.close());

const setRole = (cookie: string, email: string, role: string | null) =>
  shop.app.inject({
    method: 'PUT',
    url: '/api/admin/staff/role',
    headers: { cookie, origin: shop.config.publicUrl },
    payload: { email, role },
  });
const auditRows = (entityId: string) =>
  shop.database.query<{ actor_email: string; action: string; summary: string; before: unknown; after: unknown }>(
    `select actor_email, action, summary, before, after from audit_log where entity_id = $1 order by created_at, id`,
    [entityId],
  );
const roleOf = async (userId: string) =>
  (await shop.database.query<{ role: string | null }>('select role from profiles where user_id = $1', [userId]))[0]
    ?.role;

describe('staff roles', () => {
  it('a super admin grants admin, promotes to super admin and revokes, each change audited with before and after', async () => {
    const member = await signInShopper(shop);
    expect((await setRole(owner.cookie, member.email, 'admin')).json().member.role).toBe('admin');
    expect((await setRole(owner.cookie, member.email, 'super_admin')).json().member.role).toBe('super_admin');
    const revoked = await setRole(owner.cookie, member.email, null);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().member.role).toBeNull();
    expect(await roleOf(member.id)).toBeNull();
    expect(await auditRows(member.id)).toEqual([
      {
        actor_email: owner.email,
        action: 'staff.role',
        summary: `${member.email}: shopper → admin`,
        before: { role: null },
        after: { role: 'admin' },
      },
      expect.objectContaining({ before: { role: 'admin' }, after: { role: 'super_admin' } }),
      expect.objectContaining({ before: { role: 'super_admin' }, after: { role: null } }),
    ]);
  });

  it('asking for the role someone already has changes nothing and records nothing', async () => {
    const member = await signInShopper(shop);
    await setRole(owner.cookie, member.email, 'admin');
    const again = await setRole(owner.cookie, member.email, 'admin');
    expect(again.statusCode).toBe(200);
    expect(again.json().member.role).toBe('admin');
    expect(await auditRows(member.id)).toHaveLength(1);
  });

  it('nobody changes their own role, and the refusal writes no audit row', async () => {
    const own = await setRole(owner.cookie, owner.email, 'admin');
    expect(own.statusCode).toBe(422);
    expect(own.json().error).toEqual({ code: 'OWN_ROLE', message: STAFF_MESSAGES.ownRole });
    expect(await roleOf(owner.id)).toBe('super_admin');
    expect(await auditRows(owner.id)).toEqual([]);
  });

  it('an admin cannot act on a super admin (or grant anything), and nothing is recorded', async () => {
    const admin = await signInShopper(shop);
    await setRole(owner.cookie, admin.email, 'admin');
    const demote = await setRole(admin.cookie, owner.email, null);
    expect(demote.statusCode).toBe(403);
    expect(demote.json().error.message).toBe(AUTH_MESSAGES.superAdminOnly);
    const shopper = await signInShopper(shop);
    expect((await setRole(admin.cookie, shopper.email, 'admin')).statusCode).toBe(403);
    expect(await roleOf(owner.id)).toBe('super_admin');
    expect(await auditRows(owner.id)).toEqual([]);
    expect(await auditRows(shopper.id)).toEqual([]);
  });

  it('an unknown email is a 404 with no audit row', async () => {
    const [before] = await shop.database.query<{ n: number }>('select count(*)::int as n from audit_log');
    const unknown = await setRole(owner.cookie, uniqueEmail(), 'admin');
    expect(unknown.statusCode).toBe(404);
    const [after] = await shop.database.query<{ n: number }>('select count(*)::int as n from audit_log');
    expect(after!.n).toBe(before!.n);
  });

  it('two super admins demoting each other at once leave one of them a super admin (never the shop without one)', async () => {
    const first = await signInShopper(shop);
    const second = await signInShopper(shop);
    await setRole(owner.cookie, first.email, 'super_admin');
    await setRole(owner.cookie, second.email, 'super_admin');
    // The owner steps aside so these two are the only super admins left.
    const ownerOut = await setRole(first.cookie, owner.email, 'admin');
    expect(ownerOut.statusCode).toBe(200);

    const answers = await Promise.all([
      setRole(first.cookie, second.email, 'admin'),
      setRole(second.cookie, first.email, 'admin'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 403]);
    const roles = [await roleOf(first.id), await roleOf(second.id)].sort();
    expect(roles).toEqual(['admin', 'super_admin']);
    const [count] = await shop.database.query<{ n: number }>(
      `select count(*)::int as n from profiles where role = 'super_admin'`,
    );
    expect(count!.n).toBe(1);
    // Only the change that happened is in the log.
    expect((await auditRows(first.id)).length + (await auditRows(second.id)).length).toBe(3);

    // Put the demo owner back for the other tests in this file.
    const winner = roles[1] === (await roleOf(first.id)) ? first : second;
    expect((await setRole(winner.cookie, owner.email, 'super_admin')).statusCode).toBe(200);
  });
});
