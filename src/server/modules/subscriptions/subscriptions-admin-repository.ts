import type { z } from 'zod';
import type {
  AdminSubscriptionDetailDto,
  AdminSubscriptionSummaryDto,
  adminSubscriptionListQuery,
} from '../../../shared/admin-subscriptions';
import type { Executor } from '../../db/executor';

/** Staff's list of boxes: filters by status, frequency, next delivery dates and the customer. */
export async function listSubscriptionsForStaff(
  tx: Executor,
  query: z.output<typeof adminSubscriptionListQuery>,
): Promise<{ rows: AdminSubscriptionSummaryDto[]; total: number }> {
  const like = query.q ? `%${query.q.toLowerCase()}%` : null;
  const where = `($1::text is null or s.status = $1) and ($2::text is null or s.frequency = $2)
    and ($3::date is null or s.next_delivery_date >= $3::date) and ($4::date is null or s.next_delivery_date <= $4::date)
    and ($5::text is null or lower(s.contact_name || ' ' || s.contact_email) like $5)`;
  const params = [query.status ?? null, query.frequency ?? null, query.nextFrom ?? null, query.nextTo ?? null, like];
  const [count] = await tx.query<{ n: number }>(
    `select count(*)::int as n from subscriptions s where ${where}`,
    params,
  );
  const rows = await tx.query<AdminSubscriptionSummaryDto>(
    `select s.id, s.contact_name as "customerName", s.contact_email as "customerEmail", s.status, s.frequency,
       s.next_delivery_date::text as "nextDeliveryDate", s.paused_until::text as "pausedUntil",
       (select count(*)::int from subscription_items i where i.subscription_id = s.id) as "itemCount",
       s.zip_code as "zipCode", s.payment_method as "paymentMethod",
       (select r.outcome from subscription_runs r where r.subscription_id = s.id order by r.delivery_date desc limit 1) as "lastOutcome",
       to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"
     from subscriptions s where ${where}
     order by s.status = 'cancelled', s.next_delivery_date, s.id
     limit $6 offset $7`,
    [...params, query.pageSize, (query.page - 1) * query.pageSize],
  );
  return { rows, total: count!.n };
}

/** A box's Stripe charge attempts for staff: latest delivery first, then by attempt. */
export const chargesForStaff = (tx: Executor, subscriptionId: string) =>
  tx.query<AdminSubscriptionDetailDto['charges'][number]>(
    `select delivery_date::text as "deliveryDate", attempt, amount_cents as "amountCents", status, order_id as "orderId"
     from subscription_charges where subscription_id = $1 order by delivery_date desc, attempt`,
    [subscriptionId],
  );
