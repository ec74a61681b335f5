import type { AccountService } from '../account/account-service';
import {
  CHECKOUT_MESSAGES,
  type CheckoutQuoteDto,
  type PlaceOrder,
  type PlaceOrderResult,
  type QuoteInput,
  type SlotsDto,
} from '../../../shared/checkout';
import {
  addDays,
  dateLabel,
  isSlotOpen,
  openSlots,
  SAME_DAY_CUTOFF_HOUR,
  SLOT_FULL_MESSAGE,
  SLOT_UNAVAILABLE_MESSAGE,
  SLOT_DAYS,
  storeClock,
  windowLabel,
} from '../../../shared/delivery-slots';
import { initialOrderStatus } from '../../../shared/orders';
import { PROMO_MESSAGES } from '../../../shared/promos';
import { computeTotals, expressChargeCents } from '../../../shared/order-totals';
import { taxMilliPercent } from '../../../shared/tax';
import { isValidZip } from '../../../shared/zip';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { EmailMessage } from '../../email/mailer';
import type { ConfirmationFields } from '../orders/order-emails';
import { toOrderDto } from '../orders/order-dto';
import type { OrderDetailRow } from '../orders/orders-repository';
import type { OrdersService } from '../orders/orders-service';
import { stockRepository } from '../orders/stock-repository';
import { isRetryable, inTransaction, type Executor } from '../../db/executor';
import type { PaymentsService } from '../payments/payments-service';
import { promoAnswer, promoEffect } from '../promos/promo-rules';
import { promosRepository } from '../promos/promos-repository';
import { SHOP_STATE } from '../cart/cart-summary';
import { isSaleDay } from '../../../shared/thursday-sale';
import { cartProblems, priceChanges, priceLines, problemError, totalsLines, type PricedLine } from './checkout-pricing';
import { checkoutRepository as repo, type NewOrderRow } from './checkout-repository';
import { keyReusedError, sameOrderRequest } from './idempotent-replay';
import { createOrderNumbers } from './order-numbers';
import { type PlaceAbort, placeAbortReason, placeOrderRepository as placeRepo } from './place-order-repository';

/** Only after three attempts in a row found the cart changed between reading and ordering it. */
const CART_CHANGED_MESSAGE = 'Your cart changed while the order was being placed. Please check it and try again.';

/**
 * The order row was not written: its number was taken (rare, see order-numbers.ts), or a submit with
 * the same idempotency key was being written at the same moment and rolled back. Try again.
 */
class NotInserted extends Error {}

/** A placed order, or the id of the one an earlier submit with the same idempotency key placed. */
type Placed = { row: OrderDetailRow; lines: PricedLine[]; email: EmailMessage | null } | { replayed: string };

/** The order statement rolled itself back; `lines` are what it tried to take. */
class PlaceAborted extends Error {
  constructor(
    readonly reason: PlaceAbort,
    readonly lines: PricedLine[],
  ) {
    super(`order not placed: ${reason}`);
  }
}

const confirmationFields = (o: NewOrderRow, lines: PricedLine[]): ConfirmationFields => ({
  contactEmail: o.contact.email,
  contactName: o.contact.fullName,
  orderNumber: o.orderNumber,
  deliveryDate: o.slot.date,
  deliveryWindowStart: o.slot.start,
  street: o.address.street,
  city: o.address.city,
  state: o.address.state,
  zipCode: o.address.zipCode,
  totalCents: o.totals.totalCents,
  paymentMethod: o.paymentMethod,
  lines: lines.map((l) => ({
    quantity: l.quantity,
    name: l.name,
    variantName: l.variantName,
    lineTotalCents: l.lineTotalCents,
    weightBased: l.weightBased,
  })),
});

const promoError = (message: string) => new AppError('PROMO_INVALID', message, { 'payment.promoCode': message });

export function createCheckoutService(deps: {
  database: Database;
  config: Config;
  orders: OrdersService;
  payments: PaymentsService;
  accounts: Pick<AccountService, 'rememberAddress'>;
}) {
  const { database, config, orders, payments, accounts } = deps;
  const orderNumbers = createOrderNumbers(database, config.orderPrefix);

  /** Promo and loyalty for a subtotal: the effect to apply, or the reason the code does not apply. */
  async function promoFor(tx: Executor, code: string | null, userId: string, subtotalCents: number, now: Date) {
    if (!code) return { row: undefined, effect: null, problem: null };
    const row = await promosRepository.findForUser(tx, code, userId);
    const problem = promoAnswer(row, subtotalCents, now);
    return { row: problem ? undefined : row, effect: problem ? null : promoEffect(row!), problem };
  }

  /**
   * One attempt: read and price the cart (with the ZIP's zone), check it, then write the order with one
   * statement (place-order-repository.ts). `tx` is a transaction only when a promo or loyalty points are
   * redeemed, since those rows need the order's id; otherwise the statement is its own transaction.
   */
  async function placeOnce(
    tx: Executor,
    userId: string,
    input: PlaceOrder,
    now: Date,
    lock: boolean,
    orderNumber: string,
  ): Promise<Placed> {
    const address = input.delivery.address;
    const rows = await repo.cartLines(tx, userId, lock, address.zipCode);
    if (!rows.length) {
      // An empty cart after a success is the usual retry of the same submit: answer with that order.
      const existing = await repo.orderIdByKey(tx, userId, input.idempotencyKey);
      if (existing) return { replayed: existing };
    }
    const lines = priceLines(rows, isSaleDay(now));
    const subtotalCents = lines.reduce((sum, l) => sum + l.lineTotalCents, 0);
    const zone = rows[0]?.zoneDeliveryChargeCents != null ? rows[0] : undefined;
    const [problem] = cartProblems(rows, lines, subtotalCents, Boolean(zone));
    if (problem) throw problemError(problem);

    const promo = await promoFor(tx, input.payment.promoCode, userId, subtotalCents, now);
    if (promo.problem) throw promoError(promo.problem);
    const wanted = input.payment.loyaltyPoints;
    if (wanted > 0) {
      const balance = await repo.loyaltyBalance(tx, userId);
      if (wanted > balance) throw new AppError('LOYALTY', CHECKOUT_MESSAGES.notEnoughPoints(balance));
    }
    const totals = computeTotals({
      lines: totalsLines(lines),
      zone: { deliveryChargeCents: zone!.zoneDeliveryChargeCents!, expressAvailable: zone!.zoneExpressAvailable! },
      express: input.delivery.express,
      state: address.state,
      tip: input.payment.tip,
      promo: promo.effect,
      loyaltyPoints: wanted,
    });
    const method = input.payment.method;
    const paymentStatus = method === 'cod' ? 'unpaid' : 'pending';
    const status = initialOrderStatus(method, paymentStatus);
    const substitution = new Map(
      input.delivery.substitutions.map((s) => [`${s.productId}:${s.variantId ?? ''}`, s.preference]),
    );
    const orderLines = lines.map((l) => ({
      ...l,
      substitution: substitution.get(`${l.productId}:${l.variantId ?? ''}`) ?? 'best_match',
    }));

    const order: NewOrderRow = {
      orderNumber,
      userId,
      idempotencyKey: input.idempotencyKey,
      status,
      paymentMethod: method,
      paymentStatus,
      contact: input.contact,
      address,
      slot: input.delivery.slot,
      express: totals.expressCents > 0,
      totals: { ...totals, taxRateMilliPercent: taxMilliPercent(address.state), taxState: totals.taxState },
      promoCode: promo.row?.code ?? null,
      promoId: promo.row?.id ?? null,
    };
    const email = status === 'confirmed' ? orders.outboxConfirmation(confirmationFields(order, lines)) : null;
    let outcome;
    try {
      outcome = await placeRepo.place(tx, {
        order,
        lines: orderLines,
        slotCapacity: config.deliverySlotCapacity,
        paymentProvider: payments.provider(method),
        email,
      });
    } catch (error) {
      const reason = placeAbortReason(error);
      throw reason ? new PlaceAborted(reason, lines) : error;
    }
    const placed = outcome.placed;
    if (placed) {
      if (promo.row && !(await promosRepository.redeem(tx, promo.row.id, userId, placed.id)))
        throw promoError(PROMO_MESSAGES.usedUp);
      if (totals.loyaltyPointsUsed > 0 && !(await repo.spendPoints(tx, userId, placed.id, totals.loyaltyPointsUsed))) {
        throw new AppError('LOYALTY', CHECKOUT_MESSAGES.notEnoughPoints(await repo.loyaltyBalance(tx, userId)));
      }
      return { row: placed, lines, email };
    }
    if (!outcome.numberTaken) {
      const existing = await repo.orderIdByKey(tx, userId, input.idempotencyKey);
      if (existing) return { replayed: existing };
    }
    throw new NotInserted();
  }

  /**
   * Places the order, trying again when the cart changed under it, when stock that looked short is
   * there after all, or when PostgreSQL broke a deadlock; otherwise says what stopped it.
   */
  async function place(userId: string, input: PlaceOrder, now: Date): Promise<Placed> {
    const redeems = Boolean(input.payment.promoCode) || input.payment.loyaltyPoints > 0;
    const storeDate = storeClock(now).date;
    for (let attempt = 1, notInserted = 0; ;) {
      // Taken before the order's transaction: the counter commits on its own (order-numbers.ts). An
      // attempt that is refused leaves its number unused, a gap nobody sees.
      const orderNumber = await orderNumbers.next(storeDate);
      try {
        return redeems
          ? await inTransaction(database, (tx) => placeOnce(tx, userId, input, now, true, orderNumber))
          : await placeOnce(database, userId, input, now, false, orderNumber);
      } catch (error) {
        if (error instanceof NotInserted) {
          if (++notInserted > 12) throw new Error('Could not find a free order number');
          continue;
        }
        const last = attempt++ >= 3;
        if (error instanceof PlaceAborted) {
          if (error.reason === 'slot') {
            throw new AppError('SLOT_FULL', SLOT_FULL_MESSAGE, { 'delivery.slot': SLOT_FULL_MESSAGE });
          }
          const problem = error.reason === 'stock' ? await stockProblem(error.lines) : undefined;
          if (problem) throw problemError(problem);
          if (last) throw new AppError('CART_CHANGED', CART_CHANGED_MESSAGE);
        } else if (last || !isRetryable(error)) throw error;
      }
    }
  }

  /** The stock message for lines the order could not take (another order took the units first). */
  async function stockProblem(lines: PricedLine[]) {
    const stock = await stockRepository.lock(database, lines);
    const cartRows = lines.map((l) => {
      const product = stock.products.get(l.productId);
      const available = !product?.isActive ? 0 : l.variantId ? (stock.variants.get(l.variantId) ?? 0) : product.stock;
      return { ...l, availableQuantity: available };
    });
    return cartProblems([], cartRows, Number.MAX_SAFE_INTEGER, true)[0];
  }

  return {
    async slots(now: Date = new Date()): Promise<SlotsDto> {
      const today = storeClock(now).date;
      const booked = await repo.slotBookings(database, today, addDays(today, SLOT_DAYS - 1));
      const taken = new Map(booked.map((b) => [`${b.slotDate}:${b.windowStart}`, b.booked]));
      const days = new Map<string, SlotsDto['days'][number]>();
      for (const { date, start } of openSlots(now)) {
        const remaining = Math.max(0, config.deliverySlotCapacity - (taken.get(`${date}:${start}`) ?? 0));
        if (!days.has(date)) days.set(date, { date, label: dateLabel(date, today), slots: [] });
        days.get(date)!.slots.push({ date, start, label: windowLabel(start), remaining, available: remaining > 0 });
      }
      return { days: [...days.values()], sameDayCutoff: `${SAME_DAY_CUTOFF_HOUR - 12}:00 PM` };
    },

    /** What the order would be right now, with every problem listed (nothing is written). */
    async quote(
      userId: string,
      input: QuoteInput & { express: boolean; loyaltyPoints: number; promoCode: string | null },
      now = new Date(),
    ): Promise<CheckoutQuoteDto> {
      const tx = database;
      const rows = await repo.cartLines(tx, userId, false);
      const lines = priceLines(rows, isSaleDay(now));
      const subtotalCents = lines.reduce((sum, l) => sum + l.lineTotalCents, 0);
      const fallback = input.zipCode ? undefined : await repo.defaultAddress(tx, userId);
      const zip = input.zipCode ?? fallback?.zipCode;
      // The cart's rule: before a state is known the estimate is the shop's own (every zone is in Texas).
      const state = input.state ?? fallback?.state ?? SHOP_STATE;
      const zone = zip && isValidZip(zip) ? await repo.zone(tx, zip) : undefined;
      const deliveryAvailable = zip ? Boolean(zone) : null;
      const promo = await promoFor(tx, input.promoCode, userId, subtotalCents, now);
      const balance = await repo.loyaltyBalance(tx, userId);
      const zoneRule = zone
        ? { deliveryChargeCents: zone.deliveryChargeCents, expressAvailable: zone.expressAvailable }
        : null;
      const totals = computeTotals({
        lines: totalsLines(lines),
        zone: zoneRule,
        express: input.express,
        state,
        tip: input.tip,
        promo: promo.effect,
        loyaltyPoints: Math.min(input.loyaltyPoints, balance),
      });
      const problems = cartProblems(rows, lines, subtotalCents, deliveryAvailable);
      return {
        lines: lines.map(({ cartItemId: _c, slug: _s, taxClass: _t, customRequirements: _r, ...line }) => line),
        totals,
        promo: promo.row
          ? {
              code: promo.row.code,
              kind: promo.row.kind,
              description: promo.row.description,
              discountCents: totals.discountCents,
            }
          : null,
        promoMessage: promo.problem,
        loyaltyBalance: balance,
        deliveryAvailable,
        expressAvailable: Boolean(zone?.expressAvailable),
        expressPriceCents: zone?.expressAvailable ? expressChargeCents(zoneRule) : null,
        valid: problems.length === 0,
        message: problems[0]?.message ?? null,
        problems,
      };
    },

    /** One transaction places the order; payment is taken after it commits. */
    async placeOrder(userId: string, input: PlaceOrder, now: Date = new Date()): Promise<PlaceOrderResult> {
      const { slot } = input.delivery;
      if (!isSlotOpen(slot.date, slot.start, now)) {
        throw new AppError('SLOT_UNAVAILABLE', SLOT_UNAVAILABLE_MESSAGE, {
          'delivery.slot': SLOT_UNAVAILABLE_MESSAGE,
        });
      }
      const method = input.payment.method;
      if (method === 'stripe_card' && payments.mode === 'demo' && !input.card) {
        throw new AppError('VALIDATION_FAILED', CHECKOUT_MESSAGES.cardNumber, {
          'card.number': CHECKOUT_MESSAGES.cardNumber,
        });
      }
      const placed = await place(userId, input, now);
      if ('replayed' in placed) {
        // The same order again: a Stripe payment still awaited gets its client secret again, and a
        // method changed since the first submit replaces the order's while it awaits payment.
        const { order, row } = await orders.detailWithRow(placed.replayed, userId);
        if (!sameOrderRequest(row, input)) throw keyReusedError();
        const { order: current, payment } = await payments.replay(userId, order, method, input.card);
        return {
          order: current,
          payment,
          priceChanges: [],
          priceMessage: null,
          replayed: true,
        };
      }
      await placeRepo.cartCleared(database, userId);
      if (input.delivery.saveAddress) await accounts.rememberAddress(userId, input.delivery.address);
      let order = toOrderDto(placed.row);
      const payment = await payments.collect(
        {
          id: order.id,
          orderNumber: order.orderNumber,
          totalCents: order.totalCents,
          paymentMethod: order.paymentMethod,
        },
        input.card,
      );
      if (order.status === 'confirmed') {
        if (placed.email) orders.confirmationKept(placed.email);
        else await orders.sendConfirmation(order.id, placed.row);
      }
      if (payment.status !== 'unpaid') order = await orders.detail(order.id, userId);
      const changes = priceChanges(placed.lines, input.expected?.lines);
      return {
        order,
        payment,
        priceChanges: changes,
        priceMessage: changes.length ? CHECKOUT_MESSAGES.priceChanged : null,
        replayed: false,
      };
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
