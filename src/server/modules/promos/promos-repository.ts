import type { LoyaltyTier } from '../../../shared/loyalty';
import type { Executor } from '../../db/executor';
import type { promos } from '../../db/schema/index';

type PromoKind = 'percent' | 'fixed' | 'free_delivery';

/** The promo's columns (kind and tier narrowed to what the checks allow) and this shopper's use of it. */
export type PromoRow = Pick<
  typeof promos.$inferSelect,
  | 'id'
  | 'code'
  | 'description'
  | 'percentOff'
  | 'amountOffCents'
  | 'minSubtotalCents'
  | 'startsAt'
  | 'endsAt'
  | 'usageLimit'
  | 'perUserLimit'
  | 'timesUsed'
  | 'weekday'
  | 'isActive'
  | 'firstOrderOnly'
> & {
  kind: PromoKind;
  minTier: 'gold' | 'platinum' | null;
  usedByUser: number;
  /** The shopper's orders that were not cancelled (for first-order codes). */
  ordersPlaced: number;
  /** The shopper's loyalty tier (for tier perks). */
  userTier: LoyaltyTier;
};

const promoColumns = `p.id, p.code, p.description, p.kind, p.percent_off::float8 as "percentOff",
  p.amount_off_cents as "amountOffCents", p.min_subtotal_cents as "minSubtotalCents", p.starts_at as "startsAt",
  p.ends_at as "endsAt", p.usage_limit as "usageLimit", p.per_user_limit as "perUserLimit", p.times_used as "timesUsed",
  p.weekday, p.is_active as "isActive", p.first_order_only as "firstOrderOnly", p.min_tier as "minTier",
  (select count(*)::int from promo_redemptions r where r.promo_id = p.id and r.user_id = $1) as "usedByUser",
  (select count(*)::int from orders o where o.user_id = $1 and o.status <> 'cancelled') as "ordersPlaced",
  coalesce((select l.tier_level from user_loyalty_points l where l.user_id = $1), 'bronze') as "userTier"`;

/** Promo codes and their redemptions; the usage count is taken and given back with guarded updates. */
export const promosRepository = {
  async findForUser(tx: Executor, code: string, userId: string): Promise<PromoRow | undefined> {
    const rows = await tx.query<PromoRow>(`select ${promoColumns} from promos p where p.code = $2`, [userId, code]);
    return rows[0];
  },

  /** Whether any promo has this code, whoever may use it (a made-up code is the only thing a guess can lock). */
  async exists(tx: Executor, code: string): Promise<boolean> {
    return (await tx.query(`select 1 from promos where code = $1`, [code])).length > 0;
  },

  /** Active codes that have not ended, with this shopper's use of each; promo-rules decides which to offer. */
  async currentForUser(tx: Executor, userId: string): Promise<PromoRow[]> {
    return tx.query<PromoRow>(
      `select ${promoColumns} from promos p
       where p.is_active and (p.ends_at is null or p.ends_at > now()) order by p.ends_at nulls last, p.code`,
      [userId],
    );
  },

  /** Takes one use unless the total limit is reached, and records who used it on which order. */
  async redeem(tx: Executor, promoId: string, userId: string, orderId: string): Promise<boolean> {
    const rows = await tx.query(
      `with taken as (update promos set times_used = times_used + 1, updated_at = now()
         where id = $1 and (usage_limit is null or times_used < usage_limit) returning id)
       insert into promo_redemptions (promo_id, user_id, order_id) select id, $2, $3 from taken returning 1`,
      [promoId, userId, orderId],
    );
    return rows.length > 0;
  },

  /** Gives the use back when its order is cancelled. */
  async release(tx: Executor, orderId: string) {
    await tx.query(
      `with gone as (delete from promo_redemptions where order_id = $1 returning promo_id)
       update promos p set times_used = greatest(0, p.times_used - 1), updated_at = now() from gone where p.id = gone.promo_id`,
      [orderId],
    );
  },

  async upsertSeed(
    tx: Executor,
    promo: {
      code: string;
      description: string;
      kind: string;
      percentOff?: number;
      amountOffCents?: number;
      minSubtotalCents: number;
      perUserLimit?: number;
      usageLimit?: number;
      weekday?: number;
      firstOrderOnly?: boolean;
      minTier?: 'gold' | 'platinum';
    },
  ) {
    await tx.query(
      `insert into promos (code, description, kind, percent_off, amount_off_cents, min_subtotal_cents, per_user_limit, usage_limit, weekday,
         first_order_only, min_tier)
       values ($1::text, $2::text, $3::text, $4::numeric, $5::int, $6::int, $7::int, $8::int, $9::smallint, $10::boolean, $11::text)
       on conflict (code) do nothing`,
      [
        promo.code,
        promo.description,
        promo.kind,
        promo.percentOff ?? null,
        promo.amountOffCents ?? null,
        promo.minSubtotalCents,
        promo.perUserLimit ?? null,
        promo.usageLimit ?? null,
        promo.weekday ?? null,
        promo.firstOrderOnly ?? false,
        promo.minTier ?? null,
      ],
    );
  },
};
