import type { Database } from '../../db/client';
import { createRefund, type StripeConfig } from '../payments/stripe-client';
import { chargeStripeSavedCard } from './saved-card';
import {
  type ChargeBox,
  type ChargeRow,
  type ChargeStatus,
  subscriptionChargesRepository as charges,
} from './subscription-charges-repository';

/** Attempt 1 keeps the key charges had before the ledger; later attempts add their number. */
export const chargeKey = (runKey: string, attempt: number) =>
  attempt === 1 ? `subscription-charge-${runKey}` : `subscription-charge-${runKey}-${attempt}`;
const refundKey = (charge: { idempotencyKey: string }) =>
  charge.idempotencyKey.replace(/^subscription-charge-/, 'subscription-refund-');

/** Tests only: called after each Stripe call, before its outcome is written (a crash at that moment). */
export const chargeTestHooks: { afterStripeCall?: (call: 'charge' | 'refund', charge: ChargeRow) => void } = {};

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
export function createChargeLedger(database: Database, stripe: StripeConfig | null) {
  const record = (id: string, fields: { status: ChargeStatus; intent?: string | null; message?: string }) =>
    charges.record(database, id, fields);

  /** Asks Stripe for a pending attempt's charge (again: same key, same amount) and writes the outcome. */
  async function charge(box: ChargeBox, deliveryDate: string, row: ChargeRow) {
    const result = await chargeStripeSavedCard(stripe, box, {
      amountCents: row.amountCents,
      deliveryDate,
      key: row.idempotencyKey,
    });
    chargeTestHooks.afterStripeCall?.('charge', row);
    if (result.ok) await record(row.id, { status: 'succeeded', intent: result.ref });
    else await record(row.id, { status: 'declined', message: result.message });
  }

  /** Refunds an attempt marked `refunding` (in full, keyed per attempt) and writes that it is refunded. */
  async function refund(row: ChargeRow) {
    if (!stripe) throw new Error('Stripe keys are needed to refund a subscription charge');
    if (row.paymentIntentId) {
      await createRefund(
        stripe,
        { paymentIntentId: row.paymentIntentId, amountCents: row.amountCents, orderId: '' },
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
        const attempts = await charges.charges(database, runKey);
        const last = attempts.at(-1);
        const refunding = attempts.find((c) => c.status === 'refunding');
        if (refunding) await refund(refunding);
        else if (last?.status === 'pending') await charge(box, deliveryDate, last);
        else if (amountCents === null || last?.status === 'declined') return;
        else if (last?.status === 'succeeded' && last.amountCents === amountCents) return;
        else if (last?.status === 'succeeded') await charges.markRefunding(database, last.id);
        else {
          const attempt = (last?.attempt ?? 0) + 1;
          await charges.insert(database, {
            subscriptionId: box.id,
            deliveryDate,
            runKey,
            attempt,
            amountCents,
            idempotencyKey: chargeKey(runKey, attempt),
          });
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
        // A charge left pending by a crash, for a box that will not be ordered for that date: asked
        // again with its key to learn what Stripe did (charged: refunded below).
        const pending = await charges.stalePending(database);
        for (const row of pending) await charge(row, row.delivery_date, { ...row, id: row.charge_id });
        await charges.markStaleRefunding(database);
      }
      const rows = await charges.refunding(database, runKey);
      for (const row of rows) await refund(row);
      return rows.length;
    },
  };
}

export type ChargeLedger = ReturnType<typeof createChargeLedger>;
