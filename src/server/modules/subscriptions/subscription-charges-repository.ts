import type { Executor } from '../../db/executor';
import type { subscriptionCharges } from '../../db/schema/index';

/** The states of a Stripe box's off-session charge (subscription-charges.ts says what each means). */
export type ChargeStatus = 'pending' | 'succeeded' | 'declined' | 'refunding' | 'refunded';

export type ChargeRow = Pick<
  typeof subscriptionCharges.$inferSelect,
  'id' | 'attempt' | 'amountCents' | 'idempotencyKey' | 'paymentIntentId' | 'message'
> & { status: ChargeStatus };

/** The box a charge is made for: its saved card at Stripe. */
export interface ChargeBox {
  id: string;
  cardRef: string | null;
  stripeCustomerId: string | null;
}

const COLUMNS = `id, attempt, amount_cents as "amountCents", idempotency_key as "idempotencyKey",
  payment_intent_id as "paymentIntentId", status, message`;

/** A succeeded or pending charge no order can use any more: its box was cancelled, paused or moved past that date. */
const STALE = `s.id = c.subscription_id and c.order_id is null
  and (s.status <> 'active' or s.next_delivery_date <> c.delivery_date)`;

/** The ledger's SQL (`subscription_charges`); each function takes the box's transaction or the database. */
export const subscriptionChargesRepository = {
  /** The run key's attempts, first to last. */
  charges(ex: Executor, runKey: string): Promise<ChargeRow[]> {
    return ex.query<ChargeRow>(`select ${COLUMNS} from subscription_charges where run_key = $1 order by attempt`, [
      runKey,
    ]);
  },

  /** An attempt's outcome (the PaymentIntent and the decline message are kept when not given). */
  async record(ex: Executor, id: string, fields: { status: ChargeStatus; intent?: string | null; message?: string }) {
    await ex.query(
      `update subscription_charges set status = $2, payment_intent_id = coalesce($3, payment_intent_id),
         message = coalesce($4, message), updated_at = now() where id = $1`,
      [id, fields.status, fields.intent ?? null, fields.message ?? null],
    );
  },

  /** A succeeded attempt of another amount is to be refunded. */
  async markRefunding(ex: Executor, id: string) {
    await ex.query(
      `update subscription_charges set status = 'refunding', updated_at = now() where id = $1 and status = 'succeeded'`,
      [id],
    );
  },

  /** A failed week: every succeeded attempt of its run key is to be refunded. */
  async markRunRefunding(ex: Executor, runKey: string) {
    await ex.query(
      `update subscription_charges set status = 'refunding', updated_at = now() where run_key = $1 and status = 'succeeded'`,
      [runKey],
    );
  },

  /**
   * A new attempt. Two instances at once: the unique (run key, attempt) lets one row in; both then ask
   * Stripe with its key, which charges once.
   */
  async insert(
    ex: Executor,
    attempt: {
      subscriptionId: string;
      deliveryDate: string;
      runKey: string;
      attempt: number;
      amountCents: number;
      idempotencyKey: string;
    },
  ) {
    await ex.query(
      `insert into subscription_charges (subscription_id, delivery_date, run_key, attempt, amount_cents, idempotency_key)
       values ($1, $2, $3, $4, $5, $6) on conflict do nothing`,
      [
        attempt.subscriptionId,
        attempt.deliveryDate,
        attempt.runKey,
        attempt.attempt,
        attempt.amountCents,
        attempt.idempotencyKey,
      ],
    );
  },

  /** Charges left pending (by a crash) for a box that will not be ordered for that date, with their box. */
  stalePending(ex: Executor) {
    return ex.query<ChargeRow & ChargeBox & { delivery_date: string; charge_id: string }>(
      `select c.id as charge_id, c.attempt, c.amount_cents as "amountCents", c.idempotency_key as "idempotencyKey",
         c.payment_intent_id as "paymentIntentId", c.status, c.message, c.delivery_date::text as delivery_date, s.id, s.card_ref as "cardRef", s.stripe_customer_id as "stripeCustomerId"
       from subscription_charges c join subscriptions s on ${STALE} where c.status = 'pending'`,
    );
  },

  /** Succeeded charges no order can use any more are to be refunded. */
  async markStaleRefunding(ex: Executor) {
    await ex.query(
      `update subscription_charges c set status = 'refunding', updated_at = now() from subscriptions s
       where ${STALE} and c.status = 'succeeded'`,
    );
  },

  /** Attempts to be refunded, of one run key or (null) of every box, oldest first. */
  refunding(ex: Executor, runKey: string | null): Promise<ChargeRow[]> {
    return ex.query<ChargeRow>(
      `select ${COLUMNS} from subscription_charges where status = 'refunding' and ($1::text is null or run_key = $1)
       order by created_at`,
      [runKey],
    );
  },

  /** The order the attempt paid for. */
  async linkOrder(ex: Executor, id: string, orderId: string) {
    await ex.query('update subscription_charges set order_id = $2, updated_at = now() where id = $1', [id, orderId]);
  },
};
