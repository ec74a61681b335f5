import {
  type AdminPromoDto,
  type AdminPromoListDto,
  type AdminPromoListQuery,
  PROMO_ADMIN_MESSAGES,
  type PromoAdminInput,
} from '../../../shared/admin-promos';
import type { Database } from '../../db/client';
import { fieldError, notFound } from '../../errors';
import { type AuditActor, recordAudit } from '../admin/audit';
import { isUniqueViolation, inTransaction } from '../../db/executor';
import { type AdminPromoRow, promosAdminRepository as repo } from './promos-admin-repository';

const NOT_FOUND = 'Promo not found';
/**
 * Staff promo codes: create, edit, deactivate, each write audited in its transaction.
 * Checkout keeps its own rules (promo-rules.ts) and reads the same rows, so a change applies to the
 * next code a shopper enters and again when the order is placed.
 */
export function createPromosAdminService(database: Database) {
  const write = async <T>(work: Parameters<typeof inTransaction<T>>[1]) => {
    try {
      return await inTransaction(database, work);
    } catch (error) {
      // Two staff saving the same code at once: the unique index decides, with the same message.
      if (isUniqueViolation(error)) throw fieldError('CONFLICT', 'code', PROMO_ADMIN_MESSAGES.duplicate);
      throw error;
    }
  };

  return {
    async list(query: AdminPromoListQuery): Promise<AdminPromoListDto> {
      const { rows, total } = await repo.list(database, query);
      return { promos: rows.map(toDto), total, page: query.page, pageSize: query.pageSize };
    },

    async create(input: PromoAdminInput, actor: AuditActor): Promise<AdminPromoDto> {
      return write(async (tx) => {
        if (await repo.codeTaken(tx, input.code, null))
          throw fieldError('CONFLICT', 'code', PROMO_ADMIN_MESSAGES.duplicate);
        const id = await repo.insert(tx, input);
        const after = toDto((await repo.byId(tx, id))!);
        await recordAudit(tx, actor, {
          action: 'promo.create',
          entityType: 'promo',
          entityId: id,
          summary: `Created promo ${input.code}`,
          after,
        });
        return after;
      });
    },

    async update(id: string, input: PromoAdminInput, actor: AuditActor): Promise<AdminPromoDto> {
      return write(async (tx) => {
        const before = await repo.byId(tx, id, true);
        if (!before) throw notFound(NOT_FOUND);
        if (await repo.codeTaken(tx, input.code, id))
          throw fieldError('CONFLICT', 'code', PROMO_ADMIN_MESSAGES.duplicate);
        if (input.usageLimit !== null && input.usageLimit < before.timesUsed)
          throw fieldError('VALIDATION_FAILED', 'usageLimit', PROMO_ADMIN_MESSAGES.limitBelowUse(before.timesUsed));
        await repo.update(tx, id, input);
        const after = toDto((await repo.byId(tx, id))!);
        await recordAudit(tx, actor, {
          action: 'promo.update',
          entityType: 'promo',
          entityId: id,
          summary:
            before.code === input.code ? `Edited promo ${input.code}` : `Edited promo ${before.code} → ${input.code}`,
          before: toDto(before),
          after,
        });
        return after;
      });
    },

    /** Deactivating stops new uses at once; orders already placed keep their discount. */
    async setActive(id: string, active: boolean, actor: AuditActor): Promise<AdminPromoDto> {
      return write(async (tx) => {
        const before = await repo.byId(tx, id, true);
        if (!before) throw notFound(NOT_FOUND);
        await repo.setActive(tx, id, active);
        const after = toDto((await repo.byId(tx, id))!);
        await recordAudit(tx, actor, {
          action: active ? 'promo.activate' : 'promo.deactivate',
          entityType: 'promo',
          entityId: id,
          summary: `${active ? 'Activated' : 'Deactivated'} promo ${before.code}`,
          before: { isActive: before.isActive },
          after: { isActive: active },
        });
        return after;
      });
    },
  };
}

function toDto(r: AdminPromoRow): AdminPromoDto {
  return {
    id: r.id,
    code: r.code,
    description: r.description,
    kind: r.kind,
    percentOff: r.percentOff,
    amountOffCents: r.amountOffCents,
    minSubtotalCents: r.minSubtotalCents,
    startsAt: r.startsAt,
    endsAt: r.endsAt,
    usageLimit: r.usageLimit,
    perUserLimit: r.perUserLimit,
    timesUsed: r.timesUsed,
    weekday: r.weekday,
    firstOrderOnly: r.firstOrderOnly,
    minTier: r.minTier,
    isActive: r.isActive,
    status: r.status,
    orders: r.orders,
    revenueCents: r.revenueCents,
    discountCents: r.discountCents,
  };
}

export type PromosAdminService = ReturnType<typeof createPromosAdminService>;
