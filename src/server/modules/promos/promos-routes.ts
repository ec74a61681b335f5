import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type MyPromoDto, myPromosDto, promoConditions, promoHeadline } from '../../../shared/my-promos';
import type { Database } from '../../db/client';
import { errorReply } from '../../http-schemas';
import { requireUser } from '../../plugins/auth-session';
import { offeredNow } from './promo-rules';
import { type PromoRow, promosRepository } from './promos-repository';

/** GET /api/promos/mine: codes this shopper can use now (public, first-order, tier perks). */
export const promosRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/promos/mine',
    { schema: { tags: ['promos'], response: { 200: myPromosDto, 401: errorReply } } },
    async (request) => {
      const user = await requireUser(request);
      const rows = await promosRepository.currentForUser(database, user.id);
      const now = new Date();
      return { promos: rows.filter((row) => offeredNow(row, now)).map(toMyPromo) };
    },
  );
};

function toMyPromo(row: PromoRow): MyPromoDto {
  const terms = {
    kind: row.kind,
    percentOff: row.percent_off,
    amountOffCents: row.amount_off_cents,
    minSubtotalCents: row.min_subtotal_cents,
    weekday: row.weekday,
    firstOrderOnly: row.first_order_only,
    minTier: row.min_tier,
    usesLeft: row.per_user_limit === null ? null : row.per_user_limit - row.used_by_user,
  };
  return {
    code: row.code,
    description: row.description,
    kind: row.kind,
    headline: promoHeadline(terms),
    conditions: promoConditions(terms),
    endsAt: row.ends_at ? new Date(row.ends_at).toISOString() : null,
    audience: row.min_tier ?? (row.first_order_only ? 'first_order' : 'everyone'),
  };
}
