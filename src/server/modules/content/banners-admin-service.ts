import { type AdminBannerDto, BANNER_MESSAGES, type BannerInput } from '../../../shared/admin-banners';
import type { Database } from '../../db/client';
import { fieldError, notFound } from '../../errors';
import { type AuditActor, recordAudit } from '../admin/audit';
import { type Executor, inTransaction } from '../../db/executor';
import {
  adminBanner,
  adminBanners,
  deleteBanner,
  insertBanner,
  lockBannerOrder,
  setBannerOrder,
  updateBanner,
} from './content-repository';

const NOT_FOUND = 'Banner not found';

/** Staff banner tools: create, edit, order, delete; every write audited in its own transaction. */
export function createBannersAdminService(database: Database) {
  const one = async (tx: Executor, id: string) => {
    const row = await adminBanner(tx, id);
    if (!row) throw notFound(NOT_FOUND);
    return row;
  };

  return {
    list: (): Promise<AdminBannerDto[]> => adminBanners(database),

    /** A new banner goes last; staff move it where they want it. */
    create: (input: BannerInput, actor: AuditActor) =>
      inTransaction(database, async (tx) => {
        const after = await one(tx, await insertBanner(tx, input));
        await recordAudit(tx, actor, {
          action: 'banner.create',
          entityType: 'banner',
          entityId: after.id,
          summary: `Added banner “${after.altText}”`,
          after,
        });
        return after;
      }),

    update: (id: string, input: BannerInput, actor: AuditActor) =>
      inTransaction(database, async (tx) => {
        const before = await one(tx, id);
        await updateBanner(tx, id, input);
        const after = await one(tx, id);
        await recordAudit(tx, actor, {
          action: 'banner.update',
          entityType: 'banner',
          entityId: id,
          summary: `Edited banner “${after.altText}”`,
          before,
          after,
        });
        return after;
      }),

    /** The whole order at once: a list missing a banner (someone added one meanwhile) is refused. */
    reorder: (ids: string[], actor: AuditActor) =>
      inTransaction(database, async (tx) => {
        const current = await lockBannerOrder(tx);
        const known = new Set(current);
        if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id)))
          throw fieldError('CONFLICT', 'ids', BANNER_MESSAGES.order);
        await setBannerOrder(tx, ids);
        await recordAudit(tx, actor, {
          action: 'banner.reorder',
          entityType: 'banner',
          entityId: ids[0]!,
          summary: 'Reordered the scrolling banners',
          before: current,
          after: ids,
        });
        return adminBanners(tx);
      }),

    remove: (id: string, actor: AuditActor) =>
      inTransaction(database, async (tx) => {
        const before = await one(tx, id);
        await deleteBanner(tx, id);
        await recordAudit(tx, actor, {
          action: 'banner.delete',
          entityType: 'banner',
          entityId: id,
          summary: `Deleted banner “${before.altText}”`,
          before,
        });
      }),
  };
}

export type BannersAdminService = ReturnType<typeof createBannersAdminService>;
