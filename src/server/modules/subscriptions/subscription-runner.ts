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
import { inTransaction, type Executor } from '../../db/executor';
import { boxDiscountPercent, priceBox } from './box-pricing';
import { chargeSavedCard, isStripeCard } from './saved-card';
import { createChargeLedger } from './subscription-charges';
import { type ChargeRow, subscriptionChargesRepository as charges } from './subscription-charges-repository';
import {
  type OrderNotes,
  subscriptionChangeMessage,
  subscriptionFailedMessage,
  subscriptionOrderNotesMessage,
} from './subscription-emails';
import { ordersRepository } from '../orders/orders-repository';
import { paymentsRepository } from '../payments/payments-repository';
import { type BoxLineRow, subscriptionsRepository as repo, type SubscriptionRow } from './subscriptions-repository';

const NO_STOCK = 'none of the products in your box are in stock.';
const MISSED = 'the delivery day had passed before the order could be made.';
const SLOTS_FULL = 'every delivery window of that day is full.';
const STOCK_RACE_ATTEMPTS = 3;
const MAX_CHARGE_PASSES = 3;

/** The order's idempotency key: one per subscription and delivery date, so a second order cannot exist. */
export function runKey(subscriptionId: string, deliveryDate: string): string {
  const h = createHash('sha256').update(`subscription:${subscriptionId}:${deliveryDate}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The box's lines that can be ordered: in stock, or replaced by their best match, or left out. */
async function resolveLines(tx: Executor, rows: BoxLineRow[], notes: OrderNotes): Promise<BoxLineRow[]> {
  const kept: BoxLineRow[] = [];
  for (const row of rows) {
    const available = !row.isActive ? 0 : row.variantId ? (row.variantStock ?? 0) : row.hasVariants ? 0 : row.stock;
    if (available >= row.quantity) {
      kept.push(row);
      continue;
    }
    const match =
      row.substitution === 'best_match'
        ? await repo.bestMatch(tx, {
            productId: row.productId,
            categoryId: row.categoryId,
            quantity: row.quantity,
            priceCents: row.variantPriceCents ?? row.priceCents,
            weightBased: row.isWeightBased,
          })
        : undefined;
    const name = row.variantName ? `${row.name} (${row.variantName})` : row.name;
    if (match) {
      kept.push({ ...match, cartItemId: row.cartItemId });
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
  | { kind: 'charge'; sub: SubscriptionRow; date: string; amountCents: number | null }
  | { kind: 'retry' };

class Failed extends Error {}

/** The box's Stripe charge must be made (or settled, with null) outside its transaction before it is ordered. */
class NeedsCharge extends Error {
  constructor(readonly amountCents: number | null) {
    super('charge the box first');
  }
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
  const ledger = createChargeLedger(database, config.stripe);

  /**
   * A card saved through Stripe is charged before the order takes stock, and outside this transaction
   * (subscription-charges.ts): the box is priced here, and unless the ledger holds a succeeded charge of
   * exactly that total for this box and date, the transaction ends with a `charge` outcome; the runner
   * then records and makes the charge (refunding an earlier attempt of another total) and claims the
   * box again. So no Stripe round trip holds a row lock or the connection, every Stripe call is recorded
   * before it is made, and only a charge that succeeded and was not refunded ever pays for an order.
   * If the week fails here, its charges are marked to be refunded in the same transaction (the refund
   * itself is made once that commits).
   */
  async function placeFor(tx: Executor, s: SubscriptionRow, date: string, now: Date, orderNumber: string) {
    if (!isStripeCard(s)) return placeWith(tx, s, date, now, orderNumber, null);
    const key = runKey(s.id, date);
    const attempts = await charges.charges(tx, key);
    // A charge or a refund whose outcome is not known yet (an instance died during it) is settled first.
    if (attempts.some((c) => c.status === 'pending' || c.status === 'refunding')) throw new NeedsCharge(null);
    const last = attempts.at(-1);
    const used: { charge: ChargeRow | null } = { charge: null };
    try {
      const placed = await placeWith(tx, s, date, now, orderNumber, async (amountCents) => {
        if (last?.status === 'declined') throw new Failed(last.message ?? 'Your card was declined.');
        if (last?.status !== 'succeeded' || last.amountCents !== amountCents) throw new NeedsCharge(amountCents);
        used.charge = last;
        return last.paymentIntentId!;
      });
      if (placed && used.charge) await charges.linkOrder(tx, used.charge.id, placed.orderId);
      return placed;
    } catch (error) {
      if (error instanceof Failed) await charges.markRunRefunding(tx, key);
      throw error;
    }
  }

  /**
   * The order for one delivery, in the box's transaction. `chargeFirst` (a Stripe card) charges the
   * priced total before the order statement and answers with its PaymentIntent's id.
   */
  async function placeWith(
    tx: Executor,
    s: SubscriptionRow,
    date: string,
    now: Date,
    orderNumber: string,
    chargeFirst: ((amountCents: number) => Promise<string>) | null,
  ) {
    const notes: OrderNotes = { priceChanges: [], substituted: [], leftOut: [] };
    const zone = await checkoutRepository.zone(tx, s.zipCode);
    // Read in the box's transaction: a change staff save applies from the next box ordered.
    const discountPercent = await boxDiscountPercent(tx);
    const windows = windowsToTry(s.windowStart).filter((w) => isSlotOpen(date, w, now));
    if (!windows.length) throw new Failed(MISSED);
    for (let attempt = 1, w = 0; ; attempt++) {
      notes.substituted = [];
      notes.leftOut = [];
      const rows = await resolveLines(tx, await repo.boxLines(tx, [s.id]), notes);
      if (!rows.length) throw new Failed(NO_STOCK);
      const box = priceBox(rows, zone ?? undefined, s.state, discountPercent);
      const [problem] = box.problems;
      if (problem) throw new Failed(problem.message);
      const card = s.paymentMethod === 'stripe_card';
      const key = runKey(s.id, date);
      const paidIntent = chargeFirst ? await chargeFirst(box.totals.totalCents) : null;
      await repo.startOrderAttempt(tx);
      try {
        const outcome = await placeOrderRepository.place(tx, {
          order: {
            orderNumber,
            userId: s.userId,
            idempotencyKey: key,
            status: card ? 'pending' : 'confirmed',
            paymentMethod: s.paymentMethod,
            paymentStatus: card ? 'pending' : 'unpaid',
            contact: { fullName: s.contactName, email: s.contactEmail, phone: s.contactPhone },
            address: { street: s.street, street2: s.street2, city: s.city, state: s.state, zipCode: s.zipCode },
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
          await repo.undoOrderAttempt(tx);
          // The key's order exists (a run that committed it is impossible without its run row, but the
          // key still decides), or the number was taken: answer with that order, or try another number.
          const existing = await checkoutRepository.orderIdByKey(tx, s.userId, key);
          if (existing) return { orderId: existing, orderNumber: '', notes, discountPercent };
          return null;
        }
        if (card) {
          const charge = paidIntent ? { ok: true as const, ref: paidIntent } : chargeSavedCard(s.cardRef, key);
          if (!charge.ok) {
            await repo.undoOrderAttempt(tx);
            throw new Failed(charge.message);
          }
          await paymentsRepository.paidWithSavedCard(tx, outcome.placed.id, s.cardLast4, charge.ref);
          await ordersRepository.setStatus(tx, outcome.placed.id, 'confirmed', 'Paid with the saved card', null, {
            paymentStatus: 'paid',
          });
        }
        notes.priceChanges = priceChanges(
          box.lines,
          box.lines.map((l) => ({ productId: l.productId, variantId: l.variantId, unitPriceCents: l.seenPriceCents })),
        );
        return { orderId: outcome.placed.id, orderNumber: outcome.placed.orderNumber, notes, discountPercent };
      } catch (error) {
        const reason = placeAbortReason(error);
        if (!reason) throw error;
        await repo.undoOrderAttempt(tx);
        if (reason === 'slot') {
          if (++w >= windows.length) throw new Failed(SLOTS_FULL);
        } else if (attempt >= STOCK_RACE_ATTEMPTS) throw new Failed(NO_STOCK);
      }
    }
  }

  async function runOne(
    tx: Executor,
    dueBy: string,
    now: Date,
    orderNumber: string,
    attempt: { passOver: string[]; claimed: string | null },
  ): Promise<RunOutcome | null> {
    const s = await repo.claimDue(tx, dueBy, attempt.passOver);
    if (!s) return null;
    // Named for the caller: an unexpected failure rolls the transaction back, and the box is passed over.
    attempt.claimed = s.id;
    const date = s.nextDeliveryDate;
    const today = storeClock(now).date;
    let next = deliveryAfter(date, s.frequency, s.anchorDay);
    while (next < today) next = deliveryAfter(next, s.frequency, s.anchorDay);
    try {
      const placed = await placeFor(tx, s, date, now, orderNumber);
      if (!placed) return { kind: 'retry' };
      await repo.recordRun(tx, {
        subscriptionId: s.id,
        deliveryDate: date,
        outcome: 'ordered',
        orderId: placed.orderId,
        discountPercent: placed.discountPercent || null,
      });
      const sub = await repo.update(tx, s.id, { nextDeliveryDate: next });
      return { kind: 'ordered', sub, orderId: placed.orderId, orderNumber: placed.orderNumber, notes: placed.notes };
    } catch (error) {
      if (error instanceof NeedsCharge) return { kind: 'charge', sub: s, date, amountCents: error.amountCents };
      if (!(error instanceof Failed)) throw error;
      await repo.recordRun(tx, { subscriptionId: s.id, deliveryDate: date, outcome: 'failed', message: error.message });
      const sub = await repo.update(tx, s.id, { nextDeliveryDate: next });
      return { kind: 'failed', sub, date, reason: error.message };
    }
  }

  /** Makes the refunds a failed week decided (or a crash left undone); a Stripe error waits for the next run. */
  async function refundCharges(key: string | null) {
    try {
      await ledger.refundPending(key);
    } catch (error) {
      log.error({ err: error }, 'subscription refund failed; tried again next run');
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
      const resumed = await inTransaction(database, async (tx) => {
        const s = await repo.claimResumable(tx, today);
        if (!s) return null;
        const next = nextOnSchedule(s.nextDeliveryDate, s.frequency, s.anchorDay, now);
        return repo.update(tx, s.id, { status: 'active', pausedUntil: null, nextDeliveryDate: next });
      });
      if (!resumed) return;
      await send(subscriptionChangeMessage(resumed, 'resumed', config.publicUrl));
    }
  }

  return {
    /** Makes every order that is due at `now`; returns how many were ordered and how many failed. */
    async runDue(now: Date = new Date()) {
      await resumePaused(now);
      await refundCharges(null);
      const today = storeClock(now).date;
      const dueBy = addDays(today, ORDER_LEAD_DAYS);
      const counts = { ordered: 0, failed: 0 };
      // A box whose attempt failed unexpectedly (a bug, a lost connection) is passed over for the rest of
      // this run, so it cannot hold up every box behind it; the next run tries it again.
      const attempt = { passOver: [] as string[], claimed: null as string | null };
      const chargePasses = new Map<string, number>();
      for (;;) {
        if (!(await repo.anyDue(database, dueBy, attempt.passOver))) return counts;
        // Taken outside the transaction (the counter commits on its own); an unused one is a gap.
        const orderNumber = await orderNumbers.next(today);
        attempt.claimed = null;
        let outcome: RunOutcome | null;
        try {
          outcome = await inTransaction(database, (tx) => runOne(tx, dueBy, now, orderNumber, attempt));
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
        if (outcome.kind === 'charge') {
          const { sub, date } = outcome;
          const passes = (chargePasses.get(sub.id) ?? 0) + 1;
          chargePasses.set(sub.id, passes);
          if (passes > MAX_CHARGE_PASSES) {
            // The total moved under every charge (stock races): left for the next run rather than charged on.
            log.warn({ subscriptionId: sub.id }, 'subscription total kept changing; tried again next run');
            attempt.passOver.push(sub.id);
            continue;
          }
          try {
            await ledger.settle(sub, date, runKey(sub.id, date), outcome.amountCents);
          } catch (error) {
            log.error({ err: error, subscriptionId: sub.id }, 'subscription charge failed; tried again next run');
            attempt.passOver.push(sub.id);
          }
          continue;
        }
        if (outcome.kind === 'failed') {
          counts.failed++;
          if (isStripeCard(outcome.sub)) await refundCharges(runKey(outcome.sub.id, outcome.date));
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
