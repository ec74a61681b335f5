import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { addDays, DELIVERY_WINDOW_STARTS, isSlotOpen, storeClock } from '../../../shared/delivery-slots';
import { taxMilliPercent } from '../../../shared/tax';
import { deliveryAfter, nextOnSchedule, ORDER_LEAD_DAYS } from '../../../shared/subscription-schedule';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { EmailMessage, Mailer } from '../../email/mailer';
import { priceChanges } from '../checkout/checkout-pricing';
import { checkoutRepository } from '../checkout/checkout-repository';
import { createOrderNumbers } from '../checkout/order-numbers';
import { placeAbortReason, placeOrderRepository } from '../checkout/place-order-repository';
import type { OrdersService } from '../orders/orders-service';
import { withTransaction, type TxQuery } from '../orders/transaction';
import { priceBox } from './box-pricing';
import { createRefund, type StripeConfig } from '../payments/stripe-client';
import { chargeSavedCard, chargeStripeSavedCard, isStripeCard } from './saved-card';
import {
  type OrderNotes,
  subscriptionChangeMessage,
  subscriptionFailedMessage,
  subscriptionOrderNotesMessage,
} from './subscription-emails';
import { type BoxLineRow, subscriptionsRepository as repo, type SubscriptionRow } from './subscriptions-repository';

const NO_STOCK = 'none of the products in your box are in stock.';
const MISSED = 'the delivery day had passed before the order could be made.';
const SLOTS_FULL = 'every delivery window of that day is full.';
const STOCK_RACE_ATTEMPTS = 3;
const BOX_CHANGED = 'your box changed while its order was being made (a product sold out), so the charge was refunded.';

/** The order's idempotency key: one per subscription and delivery date, so a second order cannot exist. */
export function runKey(subscriptionId: string, deliveryDate: string): string {
  const h = createHash('sha256').update(`subscription:${subscriptionId}:${deliveryDate}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The box's lines that can be ordered: in stock, or replaced by their best match, or left out. */
async function resolveLines(q: TxQuery, rows: BoxLineRow[], notes: OrderNotes): Promise<BoxLineRow[]> {
  const kept: BoxLineRow[] = [];
  for (const row of rows) {
    const available = !row.is_active ? 0 : row.variant_id ? (row.variant_stock ?? 0) : row.has_variants ? 0 : row.stock;
    if (available >= row.quantity) {
      kept.push(row);
      continue;
    }
    const match =
      row.substitution === 'best_match'
        ? await repo.bestMatch(q, {
            productId: row.product_id,
            categoryId: row.category_id,
            quantity: row.quantity,
            priceCents: row.variant_price_cents ?? row.price_cents,
            weightBased: row.is_weight_based,
          })
        : undefined;
    const name = row.variant_name ? `${row.name} (${row.variant_name})` : row.name;
    if (match) {
      kept.push({ ...match, cart_item_id: row.cart_item_id });
      notes.substituted.push({ from: name, to: match.name });
    } else notes.leftOut.push(name);
  }
  return kept;
}

/** The chosen window first, then the others of that day nearest to it. */
const windowsToTry = (chosen: number) =>
  [...DELIVERY_WINDOW_STARTS].sort((a, b) => Math.abs(a - chosen) - Math.abs(b - chosen) || a - b);

type RunOutcome =
  | { kind: 'ordered'; sub: SubscriptionRow; orderId: string; orderNumber: string; notes: OrderNotes }
  | { kind: 'failed'; sub: SubscriptionRow; date: string; reason: string }
  | { kind: 'retry' };

class Failed extends Error {}

/** A Stripe charge made for a delivery in this attempt (none yet: null). */
interface StripeCharge {
  intentId: string | null;
  amountCents: number;
}

/**
 * The Subscribe & Save scheduler's work (docs/decisions/013-subscription-scheduler.md). Each due box
 * is claimed with FOR UPDATE SKIP LOCKED in its own transaction, which also writes its order (with
 * checkout's statement, rules and prices), its run row (unique per box and delivery date) and its
 * next delivery date. Any number of instances may run this at once; if one dies mid-box its
 * transaction rolls back and the box is claimed again, so each delivery is ordered exactly once.
 */
export function createSubscriptionRunner(deps: {
  database: Database;
  config: Config;
  orders: OrdersService;
  mailer: Mailer;
  log: FastifyBaseLogger;
}) {
  const { database, config, orders, mailer, log } = deps;
  const orderNumbers = createOrderNumbers(database, config.orderPrefix);

  /**
   * A card saved through Stripe is charged before the order takes stock (the order statement locks
   * the products' and the slot's rows, and a Stripe round trip must not hold them): once per box and
   * date (the idempotency key), for the total priced from the lines about to be ordered. If the order
   * then cannot be made, the charge is refunded (keyed too) before the run is recorded as failed.
   */
  async function placeFor(q: TxQuery, s: SubscriptionRow, date: string, now: Date, orderNumber: string) {
    if (!isStripeCard(s)) return placeWith(q, s, date, now, orderNumber, null);
    const stripe = config.stripe;
    const key = runKey(s.id, date);
    const charged: StripeCharge = { intentId: null, amountCents: 0 };
    try {
      return await placeWith(q, s, date, now, orderNumber, async (amountCents) => {
        if (charged.intentId) {
          // A retry after a stock race: the same total keeps the charge; another total is refunded.
          if (amountCents === charged.amountCents) return charged.intentId;
          throw new Failed(BOX_CHANGED);
        }
        const charge = await chargeStripeSavedCard(stripe, s, { amountCents, deliveryDate: date, key });
        if (!charge.ok) throw new Failed(charge.message);
        Object.assign(charged, { intentId: charge.ref, amountCents });
        return charge.ref;
      });
    } catch (error) {
      if (charged.intentId && stripe && error instanceof Failed) await refund(stripe, charged, key);
      throw error;
    }
  }

  async function refund(stripe: StripeConfig, charged: StripeCharge, key: string) {
    await createRefund(
      stripe,
      { paymentIntentId: charged.intentId!, amountCents: charged.amountCents, orderId: '' },
      `subscription-refund-${key}`,
    );
  }

  /**
   * The order for one delivery, in the box's transaction. `chargeFirst` (a Stripe card) charges the
   * priced total before the order statement and answers with its PaymentIntent's id.
   */
  async function placeWith(
    q: TxQuery,
    s: SubscriptionRow,
    date: string,
    now: Date,
    orderNumber: string,
    chargeFirst: ((amountCents: number) => Promise<string>) | null,
  ) {
    const notes: OrderNotes = { priceChanges: [], substituted: [], leftOut: [] };
    const zone = await checkoutRepository.zone(q, s.zip_code);
    const windows = windowsToTry(s.window_start).filter((w) => isSlotOpen(date, w, now));
    if (!windows.length) throw new Failed(MISSED);
    for (let attempt = 1, w = 0; ; attempt++) {
      notes.substituted = [];
      notes.leftOut = [];
      const rows = await resolveLines(q, await repo.boxLines(q, [s.id]), notes);
      if (!rows.length) throw new Failed(NO_STOCK);
      const box = priceBox(rows, zone ?? undefined, s.state);
      const [problem] = box.problems;
      if (problem) throw new Failed(problem.message);
      const card = s.payment_method === 'stripe_card';
      const key = runKey(s.id, date);
      const paidIntent = chargeFirst ? await chargeFirst(box.totals.totalCents) : null;
      await q('savepoint subscription_order');
      try {
        const outcome = await placeOrderRepository.place(q, {
          order: {
            orderNumber,
            userId: s.user_id,
            idempotencyKey: key,
            status: card ? 'pending' : 'confirmed',
            paymentMethod: s.payment_method,
            paymentStatus: card ? 'pending' : 'unpaid',
            contact: { fullName: s.contact_name, email: s.contact_email, phone: s.contact_phone },
            address: { street: s.street, street2: s.street2, city: s.city, state: s.state, zipCode: s.zip_code },
            slot: { date, start: windows[w]! },
            express: false,
            totals: { ...box.totals, taxRateMilliPercent: taxMilliPercent(s.state) },
            promoCode: null,
            promoId: null,
          },
          lines: box.lines.map((l) => ({ ...l, cartItemId: null, customRequirements: null })),
          slotCapacity: config.deliverySlotCapacity,
          paymentProvider: chargeFirst ? 'stripe' : card ? 'demo' : 'cod',
          email: null,
        });
        if (!outcome.placed) {
          await q('rollback to savepoint subscription_order');
          // The key's order exists (a run that committed it is impossible without its run row, but the
          // key still decides), or the number was taken: answer with that order, or try another number.
          const existing = await checkoutRepository.orderIdByKey(q, s.user_id, key);
          if (existing) return { orderId: existing, orderNumber: '', notes };
          return null;
        }
        if (card) {
          const charge = paidIntent ? { ok: true as const, ref: paidIntent } : chargeSavedCard(s.card_ref, key);
          if (!charge.ok) {
            await q('rollback to savepoint subscription_order');
            throw new Failed(charge.message);
          }
          await q(
            `update payments set status = 'succeeded', paid_at = now(), card_last4 = $2, provider_ref = $3, updated_at = now()
             where order_id = $1`,
            [outcome.placed.id, s.card_last4, charge.ref],
          );
          await orders.repository.setStatus(q, outcome.placed.id, 'confirmed', 'Paid with the saved card', null, {
            paymentStatus: 'paid',
          });
        }
        notes.priceChanges = priceChanges(
          box.lines,
          box.lines.map((l) => ({ productId: l.productId, variantId: l.variantId, unitPriceCents: l.seenPriceCents })),
        );
        return { orderId: outcome.placed.id, orderNumber: outcome.placed.order_number, notes };
      } catch (error) {
        const reason = placeAbortReason(error);
        if (!reason) throw error;
        await q('rollback to savepoint subscription_order');
        if (reason === 'slot') {
          if (++w >= windows.length) throw new Failed(SLOTS_FULL);
        } else if (attempt >= STOCK_RACE_ATTEMPTS) throw new Failed(NO_STOCK);
      }
    }
  }

  async function runOne(
    q: TxQuery,
    dueBy: string,
    now: Date,
    orderNumber: string,
    attempt: { passOver: string[]; claimed: string | null },
  ): Promise<RunOutcome | null> {
    const s = await repo.claimDue(q, dueBy, attempt.passOver);
    if (!s) return null;
    // Named for the caller: an unexpected failure rolls the transaction back, and the box is passed over.
    attempt.claimed = s.id;
    const date = s.next_delivery_date;
    const today = storeClock(now).date;
    let next = deliveryAfter(date, s.frequency, s.anchor_day);
    while (next < today) next = deliveryAfter(next, s.frequency, s.anchor_day);
    try {
      const placed = await placeFor(q, s, date, now, orderNumber);
      if (!placed) return { kind: 'retry' };
      await repo.recordRun(q, {
        subscriptionId: s.id,
        deliveryDate: date,
        outcome: 'ordered',
        orderId: placed.orderId,
      });
      const sub = await repo.update(q, s.id, { next_delivery_date: next });
      return { kind: 'ordered', sub, ...placed };
    } catch (error) {
      if (!(error instanceof Failed)) throw error;
      await repo.recordRun(q, { subscriptionId: s.id, deliveryDate: date, outcome: 'failed', message: error.message });
      const sub = await repo.update(q, s.id, { next_delivery_date: next });
      return { kind: 'failed', sub, date, reason: error.message };
    }
  }

  async function send(message: EmailMessage | null) {
    if (!message) return;
    try {
      await mailer.send(message);
    } catch (error) {
      log.error({ err: error, kind: message.kind }, 'subscription email failed');
    }
  }

  /** Paused boxes whose resume date has come start again on their own schedule. */
  async function resumePaused(now: Date) {
    const today = storeClock(now).date;
    for (;;) {
      const resumed = await withTransaction(database, async (q) => {
        const s = await repo.claimResumable(q, today);
        if (!s) return null;
        const next = nextOnSchedule(s.next_delivery_date, s.frequency, s.anchor_day, now);
        return repo.update(q, s.id, { status: 'active', paused_until: null, next_delivery_date: next });
      });
      if (!resumed) return;
      await send(subscriptionChangeMessage(resumed, 'resumed', config.publicUrl));
    }
  }

  return {
    /** Makes every order that is due at `now`; returns how many were ordered and how many failed. */
    async runDue(now: Date = new Date()) {
      await resumePaused(now);
      const today = storeClock(now).date;
      const dueBy = addDays(today, ORDER_LEAD_DAYS);
      const counts = { ordered: 0, failed: 0 };
      // A box whose attempt failed unexpectedly (a bug, a lost connection) is passed over for the rest of
      // this run, so it cannot hold up every box behind it; the next run tries it again.
      const attempt = { passOver: [] as string[], claimed: null as string | null };
      for (;;) {
        if (!(await repo.anyDue(database.query, dueBy, attempt.passOver))) return counts;
        // Taken outside the transaction (the counter commits on its own); an unused one is a gap.
        const orderNumber = await orderNumbers.next(today);
        attempt.claimed = null;
        let outcome: RunOutcome | null;
        try {
          outcome = await withTransaction(database, (q) => runOne(q, dueBy, now, orderNumber, attempt));
        } catch (error) {
          const claimed = attempt.claimed;
          if (!claimed) throw error;
          log.error(
            { err: error, subscriptionId: claimed },
            'subscription order failed unexpectedly; tried again next run',
          );
          attempt.passOver.push(claimed);
          continue;
        }
        if (!outcome) return counts;
        if (outcome.kind === 'retry') continue;
        if (outcome.kind === 'failed') {
          counts.failed++;
          await send(subscriptionFailedMessage(outcome.sub, outcome.date, outcome.reason, config.publicUrl));
          continue;
        }
        counts.ordered++;
        await orders.sendConfirmation(outcome.orderId);
        if (outcome.orderNumber) {
          await send(subscriptionOrderNotesMessage(outcome.sub, outcome.orderNumber, outcome.notes, config.publicUrl));
        }
      }
    },
  };
}

export type SubscriptionRunner = ReturnType<typeof createSubscriptionRunner>;
