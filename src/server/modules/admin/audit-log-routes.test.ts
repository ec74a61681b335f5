import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditLogDto } from '../../../shared/admin-audit';
import { AUTH_MESSAGES } from '../../../shared/auth';
import { type Shopper, signInShopper, signInStaff, startShop, type TestShop } from '../../test/harness';
import { inTransaction } from '../../db/executor';
import { recordAudit } from './audit';

let shop: TestShop;
let owner: Shopper;
let admin: Shopper;
let shopper: Shopper;
beforeAll(async () => {
  shop = await startShop();
  owner = await signInStaff(shop);
  admin = await signInShopper(shop, { fullName: 'Priya Raman' });
  shopper = await signInShopper(shop);
  // A real staff write: granting admin records its own row.
  const granted = await shop.app.inject({
    method: 'PUT',
    url: '/api/admin/staff/role',
    headers: { cookie: owner.cookie, origin: shop.config.publicUrl },
    payload: { email: admin.email, role: 'admin' },
  });
  expect(granted.statusCode).toBe(200);
  // Two order rows written by the admin at known store times: 23:30 on Nov 19 and 09:00 on Nov 20 in Chicago.
  const actor = { id: admin.id, email: admin.email };
  await inTransaction(shop.database, async (tx) => {
    await recordAudit(tx, actor, {
      action: 'order.status',
      entityType: 'order',
      entityId: 'order-1',
      summary: 'US-20261119-0001: confirmed → packed',
      before: { status: 'confirmed' },
      after: { status: 'packed' },
    });
    await recordAudit(tx, actor, {
      action: 'order.refund',
      entityType: 'order',
      entityId: 'order-2',
      summary: 'US-20261120-0002: refunded $12.99',
      before: { refundedCents: 0 },
      after: { refundedCents: 1299 },
    });
  });
  await shop.database.query(`update audit_log set created_at = '2026-11-20T05:30:00Z' where entity_id = 'order-1'`);
  await shop.database.query(`update audit_log set created_at = '2026-11-20T15:00:00Z' where entity_id = 'order-2'`);
});
afterAll(() => shop?.close());

const auditLog = (query = '', cookie = owner.cookie) =>
  shop.app.inject({ url: `/api/admin/audit-log${query}`, headers: cookie ? { cookie } : {} });
const entries = async (query: string) => {
  const response = await auditLog(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuditLogDto>();
};

describe('GET /api/admin/audit-log', () => {
  it('is for a super admin only: an admin and a shopper get 403, a guest 401', async () => {
    const byAdmin = await auditLog('', admin.cookie);
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().error.message).toBe(AUTH_MESSAGES.auditLogSuperAdminOnly);
    expect((await auditLog('', shopper.cookie)).statusCode).toBe(403);
    expect((await auditLog('', '')).statusCode).toBe(401);
  });

  it('lists every entry newest first with who, what, when and before/after', async () => {
    const log = await entries('');
    expect(log.total).toBe(3);
    expect(log.entries.map((e) => e.action)).toEqual(['staff.role', 'order.refund', 'order.status']);
    expect(log.entries[0]).toMatchObject({
      actorId: owner.id,
      actorEmail: owner.email,
      entityType: 'user',
      entityId: admin.id,
      before: { role: null },
      after: { role: 'admin' },
    });
    // The names a person reads: the actor and the record as they are now.
    expect(log.entries[0]).toMatchObject({ actorName: owner.fullName, actorRole: 'super_admin' });
    expect(log.entries[0]!.entityLabel).toMatch(/Priya Raman/);
    expect(log.entries[1]).toMatchObject({ actorName: 'Priya Raman', actorRole: 'admin', entityLabel: null });
    expect(log.entries[2]).toMatchObject({ createdAt: '2026-11-20T05:30:00.000Z', after: { status: 'packed' } });
  });

  it('filters by actor, action (exact or a whole area), entity type and entity id', async () => {
    const ids = async (query: string) => (await entries(query)).entries.map((e) => e.entityId).sort();
    expect(await ids(`?actor=${encodeURIComponent(admin.email.slice(0, 12).toUpperCase())}`)).toEqual([
      'order-1',
      'order-2',
    ]);
    expect(await ids('?action=order.refund')).toEqual(['order-2']);
    expect(await ids('?action=order.')).toEqual(['order-1', 'order-2']);
    expect(await ids('?action=order')).toEqual([]);
    expect(await ids('?entityType=user')).toEqual([admin.id]);
    expect(await ids('?entityId=order-1')).toEqual(['order-1']);
    expect(await ids('?actor=%25')).toEqual([]);
  });

  it('filters by a person (part of their name or email), a kind of record and a date range together', async () => {
    const ids = async (query: string) => (await entries(query)).entries.map((e) => e.entityId).sort();
    expect(await ids('?actor=priya')).toEqual(['order-1', 'order-2']);
    expect(await ids('?actor=store%20manager')).toEqual([admin.id]);
    expect(await ids('?actor=priya&entityType=order&from=2026-11-20&to=2026-11-30')).toEqual(['order-2']);
    expect(await ids('?actor=priya&entityType=user')).toEqual([]);
    expect(await ids('?actor=nobody-here')).toEqual([]);
  });

  it('filters by store dates (a day runs midnight to midnight in Chicago)', async () => {
    const ids = async (query: string) => (await entries(query)).entries.map((e) => e.entityId).sort();
    // 05:30 UTC on Nov 20 is still Nov 19 in Chicago.
    expect(await ids('?from=2026-11-19&to=2026-11-19')).toEqual(['order-1']);
    expect(await ids('?from=2026-11-20&to=2026-11-20')).toEqual(['order-2']);
    expect((await auditLog('?from=20-11-2026')).statusCode).toBe(400);
  });

  it('pages on the server with the total', async () => {
    const first = await entries('?pageSize=2');
    const second = await entries('?pageSize=2&page=2');
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.entries).toHaveLength(2);
    expect(second.entries.map((e) => e.entityId)).toEqual(['order-1']);
    expect((await auditLog('?pageSize=101')).statusCode).toBe(400);
  });
});
