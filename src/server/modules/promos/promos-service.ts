import { type MyPromoDto, promoConditions, promoHeadline } from '../../../shared/my-promos';
import type { Database } from '../../db/client';
import { offeredNow } from './promo-rules';
import { type PromoRow, promosRepository } from './promos-repository';

/** The shopper's side of promo codes: the codes they can use now, and whether a typed code exists. */
export function createPromosService(database: Database) {
  return {
    /** Codes this shopper can use at `now` (public, first-order, tier perks). */
    async mine(userId: string, now: Date): Promise<MyPromoDto[]> {
      const rows = await promosRepository.currentForUser(database, userId);
      return rows.filter((row) => offeredNow(row, now)).map(toMyPromo);
    },

    exists: (code: string) => promosRepository.exists(database, code),
  };
}

export type PromosService = ReturnType<typeof createPromosService>;

function toMyPromo(row: PromoRow): MyPromoDto {
  const terms = {
    kind: row.kind,
    percentOff: row.percentOff,
    amountOffCents: row.amountOffCents,
    minSubtotalCents: row.minSubtotalCents,
    weekday: row.weekday,
    firstOrderOnly: row.firstOrderOnly,
    minTier: row.minTier,
    usesLeft: row.perUserLimit === null ? null : row.perUserLimit - row.usedByUser,
  };
  return {
    code: row.code,
    description: row.description,
    kind: row.kind,
    headline: promoHeadline(terms),
    conditions: promoConditions(terms),
    endsAt: row.endsAt ? new Date(row.endsAt).toISOString() : null,
    audience: row.minTier ?? (row.firstOrderOnly ? 'first_order' : 'everyone'),
  };
}
