import type { Database } from '../../db/client';
import type { Executor } from '../../db/executor';
import { createRefund, type StripeConfig } from '../payments/stripe-client';
import { chargeStripeSavedCard } from './saved-card';

/**
 * The ledger of a Stripe box's off-session charges (`subscription_charges`, docs/decisions/013). Every
 * call to Stripe is preceded by a row (or a status) committed on its own, outside the box's transaction,
 * and followed by its outcome; the box's transaction only reads it (and links the order to the attempt
 * it used). So whatever moment an instance dies at, the next run knows what Stripe may have done:
 * - `pending`: the charge was asked for (or was about to be); asked again with the same key and the same
 *   amount, Stripe answers with the first outcome (or makes the charge if the first request never arrived);
 * - `succeeded`: paid, and not yet refunded; reused only for an order of exactly its amount;
 * - `declined`: the card was refused (the week fails with `message`);
 * - `refunding`: a refund was decided; asked again with its own key until Stripe confirms it;
 * - `refunded`: never paid for anything again.
 */
export type ChargeStatus = 'pending' | 'succeeded' | 'declined' | 'refunding' | 'refunded';

export interface ChargeRow {
  id: string;
  attempt: number;
  amount_cents: number;
  idempotency_key: string;
  payment_intent_id: string | null;
  status: ChargeStatus;
  message: string | null;
}

export interface ChargeBox {
  id: string;
  card_ref: string | null;
  stripe_customer_id: string | null;
}

/** Attempt 1 keeps the key charges had before the ledger; later attempts add their number. */
export const chargeKey = (runKey: string, attempt: number) =>
  attempt === 1 ? `subscription-charge-${runKey}` : `subscription-charge-${runKey}-${attempt}`;
const refundKey = (charge: { idempotency_key: string }) =>
  charge.idempotency_key.replace(/^subscription-charge-/, 'subscription-refund-');

const COLUMNS = 'id, attempt, amount_cents, idempotency_key, payment_intent_id, status, message';

/** The run key's attempts, first to last (in the box's transaction or on their own). */
export const chargesOf = (tx: Executor, runKey: string) =>
  tx.query<ChargeRow>(`select ${COLUMNS} from subscription_charges where run_key = $1 order by attempt`, [runKey]);

/** Tests only: called after each Stripe call, before its outcome is written (a crash at that moment). */
export const chargeTestHooks: { afterStripeCall?: (call: 'charge' | 'refund', charge: ChargeRow) => void } = {};

export function createChargeLedger(database: Database, stripe: StripeConfig | null) {
  const tx = database;

  async function record(id: string, fields: { status: ChargeStatus; intent?: string | null; message?: string }) {
    await tx.query(
      `update subscription_charges set status = $2, payment_intent_id = coalesce($3, payment_intent_id),
         message = coalesce($4, message), updated_at = now() where id = $1`,
      [id, fields.status, fields.intent ?? null, fields.message ?? null],
    );
  }

  /** Asks Stripe for a pending attempt's charge (again: same key, same amount) and writes the outcome. */
  async function charge(box: ChargeBox, deliveryDate: string, row: ChargeRow) {
    const result = await chargeStripeSavedCard(stripe, box, {
      amountCents: row.amount_cents,
      deliveryDate,
      key: row.idempotency_key,
    });
    chargeTestHooks.afterStripeCall?.('charge', row);
    if (result.ok) await record(row.id, { status: 'succeeded', intent: result.ref });
    else await record(row.id, { status: 'declined', message: result.message });
  }

  /** Refunds an attempt marked `refunding` (in full, keyed per attempt) and writes that it is refunded. */
  async function refund(row: ChargeRow) {
    if (!stripe) throw new Error('Stripe keys are needed to refund a subscription charge');
    if (row.payment_intent_id) {
      await createRefund(
        stripe,
        { paymentIntentId: row.payment_intent_id, amountCents: row.amount_cents, orderId: '' },
        refundKey(row),
      );
      chargeTestHooks.afterStripeCall?.('refund', row);
    }
    await record(row.id, { status: 'refunded' });
  }

  return {
    /**
     * Brings the run key's last attempt to an outcome Stripe confirmed: a pending charge is asked again,
     * a refund under way is finished. With `amountCents` (the total about to be ordered) it then makes
     * sure a charge of that amount stands: a succeeded attempt of another amount is refunded first, and a
     * new attempt (next number, its own key) is recorded and charged. A declined last attempt is left for
     * the box's transaction to fail the week with. Stripe errors are thrown (the box is tried next run).
     */
    async settle(box: ChargeBox, deliveryDate: string, runKey: string, amountCents: number | null) {
      for (;;) {
        const charges = await chargesOf(tx, runKey);
        const last = charges.at(-1);
        const refunding = charges.find((c) => c.status === 'refunding');
        if (refunding) await refund(refunding);
        else if (last?.status === 'pending') await charge(box, deliveryDate, last);
        else if (amountCents === null || last?.status === 'declined') return;
        else if (last?.status === 'succeeded' && last.amount_cents === amountCents) return;
        else if (last?.status === 'succeeded') {
          await tx.query(
            `update subscription_charges set status = 'refunding', updated_at = now() where id = $1 and status = 'succeeded'`,
            [last.id],
          );
        } else {
          const attempt = (last?.attempt ?? 0) + 1;
          // Two instances at once: the unique (run key, attempt) lets one row in; both then ask Stripe
          // with its key, which charges once.
          await tx.query(
            `insert into subscription_charges (subscription_id, delivery_date, run_key, attempt, amount_cents, idempotency_key)
             values ($1, $2, $3, $4, $5, $6) on conflict do nothing`,
            [box.id, deliveryDate, runKey, attempt, amountCents, chargeKey(runKey, attempt)],
          );
        }
      }
    },

    /**
     * Refunds every attempt marked `refunding` (by a failed week's transaction, or left by a crash). The
     * sweep of a whole run (no run key) first marks the charges no order can use any more: succeeded (or
     * pending, once Stripe says), without an order, for a box that was cancelled, paused or moved past that
     * date (skipped) since.
     */
    async refundPending(runKey: string | null) {
      if (runKey === null) {
        const stale = `s.id = c.subscription_id and c.order_id is null
          and (s.status <> 'active' or s.next_delivery_date <> c.delivery_date)`;
        // A charge left pending by a crash, for a box that will not be ordered for that date: asked
        // again with its key to learn what Stripe did (charged: refunded below).
        const pending = await tx.query<ChargeRow & ChargeBox & { delivery_date: string; charge_id: string }>(
          `select c.id as charge_id, c.attempt, c.amount_cents, c.idempotency_key, c.payment_intent_id, c.status,
             c.message, c.delivery_date::text as delivery_date, s.id, s.card_ref, s.stripe_customer_id
           from subscription_charges c join subscriptions s on ${stale} where c.status = 'pending'`,
        );
        for (const row of pending) await charge(row, row.delivery_date, { ...row, id: row.charge_id });
        await tx.query(
          `update subscription_charges c set status = 'refunding', updated_at = now() from subscriptions s
           where ${stale} and c.status = 'succeeded'`,
        );
      }
      const rows = await tx.query<ChargeRow>(
        `select ${COLUMNS} from subscription_charges where status = 'refunding' and ($1::text is null or run_key = $1)
         order by created_at`,
        [runKey],
      );
      for (const row of rows) await refund(row);
      return rows.length;
    },
  };
}

export type ChargeLedger = ReturnType<typeof createChargeLedger>;
