import type { TxQuery } from '../orders/transaction';

export interface PromoRow {
  id: string;
  code: string;
  description: string;
  kind: 'percent' | 'fixed' | 'free_delivery';
  percent_off: number | null;
  amount_off_cents: number | null;
  min_subtotal_cents: number;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  usage_limit: number | null;
  per_user_limit: number | null;
  times_used: number;
  weekday: number | null;
  is_active: boolean;
  used_by_user: number;
}

/** Promo codes and their redemptions; the usage count is taken and given back with guarded updates. */
export const promosRepository = {
  async findForUser(q: TxQuery, code: string, userId: string): Promise<PromoRow | undefined> {
    const rows = await q<PromoRow>(
      `select p.id, p.code, p.description, p.kind, p.percent_off::float8 as percent_off, p.amount_off_cents,
         p.min_subtotal_cents, p.starts_at, p.ends_at, p.usage_limit, p.per_user_limit, p.times_used, p.weekday, p.is_active,
         (select count(*)::int from promo_redemptions r where r.promo_id = p.id and r.user_id = $2) as used_by_user
       from promos p where p.code = $1`,
      [code, userId],
    );
    return rows[0];
  },

  /** Takes one use unless the total limit is reached, and records who used it on which order. */
  async redeem(q: TxQuery, promoId: string, userId: string, orderId: string): Promise<boolean> {
    const rows = await q(
      `with taken as (update promos set times_used = times_used + 1, updated_at = now()
         where id = $1 and (usage_limit is null or times_used < usage_limit) returning id)
       insert into promo_redemptions (promo_id, user_id, order_id) select id, $2, $3 from taken returning 1`,
      [promoId, userId, orderId],
    );
    return rows.length > 0;
  },

  /** Gives the use back when its order is cancelled. */
  async release(q: TxQuery, orderId: string) {
    await q(
      `with gone as (delete from promo_redemptions where order_id = $1 returning promo_id)
       update promos p set times_used = greatest(0, p.times_used - 1), updated_at = now() from gone where p.id = gone.promo_id`,
      [orderId],
    );
  },

  async upsertSeed(
    q: TxQuery,
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
    },
  ) {
    await q(
      `insert into promos (code, description, kind, percent_off, amount_off_cents, min_subtotal_cents, per_user_limit, usage_limit, weekday)
       values ($1::text, $2::text, $3::text, $4::numeric, $5::int, $6::int, $7::int, $8::int, $9::smallint) on conflict (code) do nothing`,
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
      ],
    );
  },
};
