import type { Executor } from '../../db/executor';
import type { payments } from '../../db/schema/index';

type Payment = typeof payments.$inferSelect;

export type PaymentRefRow = Pick<Payment, 'id' | 'providerRef'>;

/** Who took the money and their reference for it. */
export type SucceededPaymentRow = Pick<Payment, 'providerRef'> & { provider: 'cod' | 'demo' | 'stripe' };

/** The payments table: one row per attempt to pay an order (demo, Stripe or cash on delivery). */
export const paymentsRepository = {
  async latestPending(ex: Executor, orderId: string) {
    const [row] = await ex.query<{ id: string; provider: string }>(
      `select id, provider from payments where order_id = $1 and status = 'pending' order by created_at desc limit 1`,
      [orderId],
    );
    return row;
  },

  /** The order of a payment that has not succeeded or been refunded yet. */
  async unsettledOrderId(ex: Executor, paymentId: string): Promise<string | undefined> {
    const [row] = await ex.query<{ order_id: string }>(
      `select order_id from payments where id = $1 and status not in ('succeeded', 'refunded')`,
      [paymentId],
    );
    return row?.order_id;
  },

  /** Marks the payment paid; false when another settlement got there first. */
  async markSucceeded(ex: Executor, paymentId: string, last4: string | null): Promise<boolean> {
    const rows = await ex.query<{ order_id: string }>(
      `update payments set status = 'succeeded', paid_at = now(), card_last4 = coalesce($2, card_last4), failure_message = null,
         updated_at = now() where id = $1 and status not in ('succeeded', 'refunded') returning order_id`,
      [paymentId, last4],
    );
    return rows.length > 0;
  },

  async setOrderPaid(ex: Executor, orderId: string, message: string | null) {
    await ex.query(
      `update orders set payment_status = 'paid', payment_message = $2, updated_at = now() where id = $1`,
      [orderId, message],
    );
  },

  /** A pending attempt failed: the order says so unless it was paid meanwhile. */
  async markFailed(ex: Executor, paymentId: string, message: string) {
    await ex.query(
      `with p as (update payments set status = 'failed', failure_message = $2, updated_at = now()
         where id = $1 and status = 'pending' returning order_id)
       update orders o set payment_status = 'failed', payment_message = $2, updated_at = now()
       from p where o.id = p.order_id and o.payment_status <> 'paid'`,
      [paymentId, message],
    );
  },

  async setProviderRef(ex: Executor, paymentId: string, providerRef: string) {
    await ex.query(`update payments set provider_ref = $2, updated_at = now() where id = $1`, [paymentId, providerRef]);
  },

  /** The shopper's order's latest Stripe attempt in one of these states; scoped by the shopper. */
  async latestStripe(
    ex: Executor,
    userId: string,
    orderId: string,
    statuses: ('pending' | 'failed')[],
  ): Promise<PaymentRefRow | undefined> {
    const [row] = await ex.query<PaymentRefRow>(
      `select p.id, p.provider_ref as "providerRef" from payments p join orders o on o.id = p.order_id
       where p.order_id = $1 and o.user_id = $2 and p.provider = 'stripe' and p.status = any($3::text[])
       order by p.created_at desc limit 1`,
      [orderId, userId, statuses],
    );
    return row;
  },

  /** The open attempt is cancelled and a new one starts with the method the shopper chose. */
  async switchMethod(ex: Executor, orderId: string, method: string, provider: string, amountCents: number) {
    await paymentsRepository.cancelPending(ex, orderId);
    await ex.query(
      `insert into payments (order_id, provider, method, amount_cents, status) values ($1, $2, $3, $4, 'pending')`,
      [orderId, provider, method, amountCents],
    );
    await ex.query(
      `update orders set payment_method = $2, payment_status = $3, payment_message = null, updated_at = now() where id = $1`,
      [orderId, method, method === 'cod' ? 'unpaid' : 'pending'],
    );
  },

  async byIntent(ex: Executor, intentId: string): Promise<{ id: string } | undefined> {
    const [row] = await ex.query<{ id: string }>(
      `select id from payments where provider = 'stripe' and provider_ref = $1`,
      [intentId],
    );
    return row;
  },

  /** The payment that succeeded for the order, the latest paid first. */
  async succeededFor(ex: Executor, orderId: string): Promise<SucceededPaymentRow | undefined> {
    const [row] = await ex.query<SucceededPaymentRow>(
      `select provider, provider_ref as "providerRef" from payments where order_id = $1 and status = 'succeeded'
       order by paid_at desc nulls last, created_at desc limit 1`,
      [orderId],
    );
    return row;
  },

  /** A whole-order refund: the succeeded payment is refunded. */
  async markRefunded(ex: Executor, orderId: string) {
    await ex.query(
      `update payments set status = 'refunded', updated_at = now() where order_id = $1 and status = 'succeeded'`,
      [orderId],
    );
  },

  /** An abandoned order's open attempt is cancelled with it. */
  async cancelPending(ex: Executor, orderId: string) {
    await ex.query(
      `update payments set status = 'cancelled', updated_at = now() where order_id = $1 and status = 'pending'`,
      [orderId],
    );
  },

  /** A subscription's order paid with the box's saved card (the charge's reference kept). */
  async paidWithSavedCard(ex: Executor, orderId: string, last4: string | null, providerRef: string) {
    await ex.query(
      `update payments set status = 'succeeded', paid_at = now(), card_last4 = $2, provider_ref = $3, updated_at = now()
       where order_id = $1`,
      [orderId, last4, providerRef],
    );
  },
};
