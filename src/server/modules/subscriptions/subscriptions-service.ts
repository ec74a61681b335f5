import type { FastifyBaseLogger } from 'fastify';
import { quantityProblem } from '../../../shared/cart-constants';
import { addDays, dateLabel, DELIVERY_WINDOW_STARTS, storeClock, windowLabel } from '../../../shared/delivery-slots';
import {
  dayOfMonth,
  deliveryAfter,
  deliveryDateChoices,
  isDeliveryDateChoice,
  nextOnSchedule,
  ORDER_LEAD_DAYS,
  scheduleLabel,
} from '../../../shared/subscription-schedule';
import {
  type CreateSubscriptionInput,
  DEFAULT_SUBSCRIPTION_DISCOUNT_PERCENT,
  type EstimateSubscriptionInput,
  SUBSCRIPTION_MESSAGES,
  type SubscriptionSettingsDto,
  type SubscriptionSettingsInput,
  type SubscriptionDto,
  type SubscriptionOptionsDto,
  type UpdateSubscriptionInput,
} from '../../../shared/subscriptions';
import { isValidZip } from '../../../shared/zip';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Mailer } from '../../email/mailer';
import { AppError, fieldError, notFound } from '../../errors';
import { recordAudit, type AuditActor } from '../admin/audit';
import { checkoutRepository } from '../checkout/checkout-repository';
import { inTransaction, type Executor } from '../../db/executor';
import { boxDiscountPercent, estimateDto, priceBox } from './box-pricing';
import { saveDemoCard, startStripeCardSetup, type StripeSavedCard, verifyStripeCardSetup } from './saved-card';
import { type SubscriptionChange, subscriptionChangeMessage } from './subscription-emails';
import {
  type BoxLineRow,
  type SubscriptionChanges,
  subscriptionsRepository as repo,
  type SubscriptionRow,
} from './subscriptions-repository';

/** Problems that would fail every order of the box: refused when it is saved (stock may come back). */
const BLOCKING = new Set(['CART_EMPTY', 'MINIMUM_ORDER', 'DELIVERY_UNAVAILABLE', 'VARIANT_REQUIRED']);

/** A dated pause reaches at most a year ahead; longer is an indefinite pause. */
const MAX_PAUSE_DAYS = 365;

/**
 * One line per product (and size): a product sent on two lines is one line with the quantities added, so
 * the cart's per-line limit (quantityProblem) applies to the whole amount, as adding it twice to the cart
 * would. The first line's substitution choice is kept.
 */
function oneLinePerProduct(items: CreateSubscriptionInput['items']) {
  const lines = new Map<
    string,
    { productId: string; variantId: string | null; quantity: number; substitution: string }
  >();
  for (const i of items) {
    const variantId = i.variantId ?? null;
    const key = `${i.productId}/${variantId}`;
    const line = lines.get(key);
    if (line) line.quantity = Math.round((line.quantity + i.quantity) * 100) / 100;
    else
      lines.set(key, {
        productId: i.productId,
        variantId,
        quantity: i.quantity,
        substitution: i.substitution ?? 'best_match',
      });
  }
  return [...lines.values()];
}

/** Shopper and staff operations on Subscribe & Save boxes; `now` comes from the app's clock. */
export function createSubscriptionsService(deps: {
  database: Database;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
  paymentMode: 'demo' | 'stripe';
}) {
  const { database, config, mailer, log, paymentMode } = deps;

  async function send(s: SubscriptionRow, change: SubscriptionChange, options?: { extra?: string; byStaff?: boolean }) {
    try {
      await mailer.send(subscriptionChangeMessage(s, change, config.publicUrl, options));
    } catch (error) {
      log.error({ err: error, subscriptionId: s.id }, 'subscription email failed');
    }
  }

  /** The items checked against the catalog, priced at today's prices (what the shopper is shown). */
  async function checkedItems(tx: Executor, items: CreateSubscriptionInput['items'], zip: string, state: string) {
    const normalized = oneLinePerProduct(items);
    const rows = await repo.productLines(tx, normalized);
    if (rows.length !== normalized.length)
      throw fieldError('VALIDATION_FAILED', 'items', 'One of the products in your box is no longer sold');
    rows.forEach((row, i) => {
      if (!row.isActive)
        throw fieldError('VALIDATION_FAILED', `items.${i}`, SUBSCRIPTION_MESSAGES.productGone(row.name));
      if (normalized[i]!.variantId && !row.variantId)
        throw fieldError('VALIDATION_FAILED', `items.${i}`, SUBSCRIPTION_MESSAGES.productGone(row.name));
      const problem = quantityProblem(row.quantity, row.isWeightBased);
      if (problem) throw fieldError('VALIDATION_FAILED', `items.${i}.quantity`, `${row.name}: ${problem}`);
    });
    const zone = isValidZip(zip) ? await checkoutRepository.zone(tx, zip) : undefined;
    const blocking = priceBox(rows, zone, state, 0).problems.find((p) => BLOCKING.has(p.code));
    if (blocking) throw new AppError(blocking.code, blocking.message);
    return rows.map((r) => ({
      productId: r.productId,
      variantId: r.variantId,
      quantity: r.quantity,
      substitution: r.substitution,
      seenPriceCents: r.variantPriceCents ?? r.priceCents,
    }));
  }

  /** Full answers for a shopper's (or staff's) boxes: estimate at today's prices and recent runs. */
  async function toDtos(tx: Executor, subs: SubscriptionRow[]): Promise<SubscriptionDto[]> {
    if (!subs.length) return [];
    const ids = subs.map((s) => s.id);
    const [lines, runs, discountPercent] = await Promise.all([
      repo.boxLines(tx, ids),
      repo.runs(tx, ids),
      boxDiscountPercent(tx),
    ]);
    const zones = new Map<string, Awaited<ReturnType<typeof checkoutRepository.zone>>>();
    for (const zip of new Set(subs.map((s) => s.zipCode))) zones.set(zip, await checkoutRepository.zone(tx, zip));
    return subs.map((s) => {
      const zone = zones.get(s.zipCode);
      const box = priceBox(
        lines.filter((l) => l.subscriptionId === s.id),
        zone,
        s.state,
        discountPercent,
      );
      return {
        id: s.id,
        status: s.status,
        frequency: s.frequency,
        schedule: scheduleLabel(s.frequency, s.nextDeliveryDate, s.anchorDay),
        anchorDay: s.anchorDay,
        nextDeliveryDate: s.nextDeliveryDate,
        nextOrderDate: addDays(s.nextDeliveryDate, -ORDER_LEAD_DAYS),
        windowStart: s.windowStart,
        pausedUntil: s.pausedUntil,
        contact: { fullName: s.contactName, email: s.contactEmail, phone: s.contactPhone },
        address: { street: s.street, street2: s.street2, city: s.city, state: s.state, zipCode: s.zipCode },
        paymentMethod: s.paymentMethod,
        cardLast4: s.cardLast4,
        cardBrand: s.cardBrand,
        estimate: estimateDto(box, Boolean(zone)),
        runs: runs
          .filter((r) => r.subscriptionId === s.id)
          .map((r) => ({
            deliveryDate: r.deliveryDate,
            outcome: r.outcome,
            orderId: r.orderId,
            orderNumber: r.orderNumber,
            message: r.message,
          })),
        createdAt: new Date(s.createdAt).toISOString(),
      };
    });
  }

  async function one(id: string, userId: string | null) {
    const s = await repo.find(database, id, userId);
    if (!s) throw notFound(SUBSCRIPTION_MESSAGES.notFound);
    return (await toDtos(database, [s]))[0]!;
  }

  /**
   * A change under the box's row lock; refused once cancelled. Emails the shopper after the commit.
   * `work` answers null when the box is already as asked (a repeated or concurrent request): nothing is
   * written, audited or emailed, and the box is answered as it is.
   */
  async function change(
    id: string,
    userId: string | null,
    work: (
      tx: Executor,
      s: SubscriptionRow,
    ) => Promise<{ row: SubscriptionRow; change: SubscriptionChange; extra?: string } | null>,
    actor?: AuditActor,
  ) {
    const done = await inTransaction(database, async (tx) => {
      const s = await repo.find(tx, id, userId, true);
      if (!s) throw notFound(SUBSCRIPTION_MESSAGES.notFound);
      if (s.status === 'cancelled') throw new AppError('SUBSCRIPTION_CANCELLED', SUBSCRIPTION_MESSAGES.cancelled);
      const result = await work(tx, s);
      if (result && actor) {
        await recordAudit(tx, actor, {
          action: `subscription.${result.change}`,
          entityType: 'subscription',
          entityId: s.id,
          summary: `${s.contactEmail}'s subscription: ${s.status} → ${result.row.status}${result.row.pausedUntil ? ` until ${result.row.pausedUntil}` : ''}`,
          before: { status: s.status, pausedUntil: s.pausedUntil },
          after: { status: result.row.status, pausedUntil: result.row.pausedUntil },
        });
      }
      return result;
    });
    if (done) await send(done.row, done.change, { extra: done.extra, byStaff: Boolean(actor) });
    return one(id, userId);
  }

  function checkDate(date: string, now: Date) {
    if (!isDeliveryDateChoice(date, now))
      throw fieldError('VALIDATION_FAILED', 'nextDeliveryDate', SUBSCRIPTION_MESSAGES.date);
  }

  const pause = (id: string, userId: string | null, until: string | null, now: Date, actor?: AuditActor) =>
    change(
      id,
      userId,
      async (tx, s) => {
        if (s.status === 'paused' && s.pausedUntil === until) return null;
        const today = storeClock(now).date;
        if (until !== null && (until <= today || until > addDays(today, MAX_PAUSE_DAYS))) {
          throw fieldError('VALIDATION_FAILED', 'until', SUBSCRIPTION_MESSAGES.pauseUntil);
        }
        return { row: await repo.update(tx, s.id, { status: 'paused', pausedUntil: until }), change: 'paused' };
      },
      actor,
    );

  const cancel = (id: string, userId: string | null, actor?: AuditActor) =>
    change(
      id,
      userId,
      async (tx, s) => ({
        row: await repo.update(tx, s.id, { status: 'cancelled', pausedUntil: null }),
        change: 'cancelled',
      }),
      actor,
    );

  return {
    async options(now: Date): Promise<SubscriptionOptionsDto> {
      const today = storeClock(now).date;
      return {
        deliveryDates: deliveryDateChoices(now).map((date) => ({ date, label: dateLabel(date, today) })),
        windows: DELIVERY_WINDOW_STARTS.map((start) => ({ start, label: windowLabel(start) })),
        paymentMode,
        discountPercent: await boxDiscountPercent(database),
      };
    },

    async settings(): Promise<SubscriptionSettingsDto> {
      const row = await repo.settings(database);
      return {
        discountPercent: row?.discount_percent ?? DEFAULT_SUBSCRIPTION_DISCOUNT_PERCENT,
        updatedAt: row ? new Date(row.updated_at).toISOString() : null,
      };
    },

    /** Staff set the Subscribe & Save percent; the next box orders use it. Audited with the change. */
    async saveSettings(input: SubscriptionSettingsInput, actor: AuditActor): Promise<SubscriptionSettingsDto> {
      const row = await inTransaction(database, async (tx) => {
        const before = (await repo.settings(tx))?.discount_percent ?? DEFAULT_SUBSCRIPTION_DISCOUNT_PERCENT;
        const saved = await repo.saveSettings(tx, input.discountPercent);
        await recordAudit(tx, actor, {
          action: 'subscription.settings',
          entityType: 'subscription_settings',
          entityId: 'subscribe-and-save',
          summary: `Subscribe & Save discount: ${before}% → ${saved.discount_percent}%`,
          before: { discountPercent: before },
          after: { discountPercent: saved.discount_percent },
        });
        return saved;
      });
      return { discountPercent: row.discount_percent, updatedAt: new Date(row.updated_at).toISOString() };
    },

    async estimate(input: EstimateSubscriptionInput) {
      const tx = database;
      const rows: BoxLineRow[] = await repo.productLines(tx, oneLinePerProduct(input.items));
      const zip = input.zipCode && isValidZip(input.zipCode) ? input.zipCode : null;
      const zone = zip ? await checkoutRepository.zone(tx, zip) : null;
      const box = priceBox(rows, zone, input.state?.toUpperCase() ?? null, await boxDiscountPercent(tx));
      return estimateDto(box, zip ? Boolean(zone) : null);
    },

    /** Stripe mode: a SetupIntent for the shopper's Stripe customer, which the browser confirms with the card. */
    async startCardSetup(user: { id: string; email: string }) {
      if (paymentMode !== 'stripe' || !config.stripe) {
        throw new AppError('STRIPE_NOT_CONFIGURED', 'Cards are saved with the demo processor in this shop');
      }
      return startStripeCardSetup(database, config.stripe, user);
    },

    async create(userId: string, input: CreateSubscriptionInput, now: Date) {
      checkDate(input.nextDeliveryDate, now);
      const method = input.payment.method;
      let card: { last4: string | null; ref: string } | null = null;
      let stripeCard: StripeSavedCard | null = null;
      if (method === 'stripe_card' && paymentMode === 'stripe' && config.stripe) {
        // The card was saved in the browser, with Stripe; Stripe (not the browser) says whether it was.
        if (!input.payment.setupIntentId)
          throw fieldError('VALIDATION_FAILED', 'card', SUBSCRIPTION_MESSAGES.cardNeeded);
        stripeCard = await verifyStripeCardSetup(database, config.stripe, userId, input.payment.setupIntentId);
        card = stripeCard;
      } else if (method === 'stripe_card') {
        if (!input.payment.card) throw fieldError('VALIDATION_FAILED', 'card.number', SUBSCRIPTION_MESSAGES.cardNeeded);
        card = saveDemoCard(input.payment.card.number);
      }
      const a = input.address;
      const row = await inTransaction(database, async (tx) => {
        const items = await checkedItems(tx, input.items, a.zipCode, a.state);
        const s = await repo.insert(tx, {
          userId: userId,
          frequency: input.frequency,
          anchorDay: dayOfMonth(input.nextDeliveryDate),
          nextDeliveryDate: input.nextDeliveryDate,
          windowStart: input.windowStart,
          contactName: input.contact.fullName,
          contactEmail: input.contact.email,
          contactPhone: input.contact.phone,
          street: a.street,
          street2: a.street2 ?? '',
          city: a.city,
          state: a.state,
          zipCode: a.zipCode,
          paymentMethod: method,
          cardLast4: card?.last4 ?? null,
          cardRef: card?.ref ?? null,
          cardBrand: stripeCard?.brand ?? null,
          stripeCustomerId: stripeCard?.customerId ?? null,
        });
        await repo.replaceItems(tx, s.id, items);
        return s;
      });
      await send(row, 'created');
      return one(row.id, userId);
    },

    list: async (userId: string) => toDtos(database, await repo.listForUser(database, userId)),
    get: (id: string, userId: string | null) => one(id, userId),

    update: (id: string, userId: string, input: UpdateSubscriptionInput, now: Date) =>
      change(id, userId, async (tx, s) => {
        const set: SubscriptionChanges = {};
        if (input.nextDeliveryDate !== undefined && input.nextDeliveryDate !== s.nextDeliveryDate) {
          checkDate(input.nextDeliveryDate, now);
          set.nextDeliveryDate = input.nextDeliveryDate;
          set.anchorDay = dayOfMonth(input.nextDeliveryDate);
        }
        if (input.frequency) set.frequency = input.frequency;
        if (input.windowStart !== undefined) set.windowStart = input.windowStart;
        const a = input.address;
        if (a)
          Object.assign(set, {
            street: a.street,
            street2: a.street2 ?? '',
            city: a.city,
            state: a.state,
            zipCode: a.zipCode,
          });
        const zip = a?.zipCode ?? s.zipCode;
        const state = a?.state ?? s.state;
        if (input.items) await repo.replaceItems(tx, s.id, await checkedItems(tx, input.items, zip, state));
        else if (a) {
          const current = await repo.boxLines(tx, [s.id]);
          const zone = await checkoutRepository.zone(tx, zip);
          const blocking = priceBox(current, zone, state, 0).problems.find((p) => BLOCKING.has(p.code));
          if (blocking) throw new AppError(blocking.code, blocking.message);
        }
        const row = Object.keys(set).length ? await repo.update(tx, s.id, set) : s;
        return { row, change: 'updated' };
      }),

    /** Skips the delivery named; naming one already skipped is answered as done. */
    skip: (id: string, userId: string | null, deliveryDate: string) =>
      change(id, userId, async (tx, s) => {
        if (await repo.hasRun(tx, s.id, deliveryDate, 'skipped')) return null;
        if (deliveryDate !== s.nextDeliveryDate)
          throw new AppError('NOT_NEXT_DELIVERY', SUBSCRIPTION_MESSAGES.skipNotNext, {
            deliveryDate: SUBSCRIPTION_MESSAGES.skipNotNext,
          });
        if (s.status !== 'active')
          throw new AppError('NOT_ACTIVE', 'Only an active subscription has a next delivery to skip');
        await repo.recordRun(tx, { subscriptionId: s.id, deliveryDate: s.nextDeliveryDate, outcome: 'skipped' });
        const next = deliveryAfter(s.nextDeliveryDate, s.frequency, s.anchorDay);
        return {
          row: await repo.update(tx, s.id, { nextDeliveryDate: next }),
          change: 'skipped',
          extra: s.nextDeliveryDate,
        };
      }),

    pause,

    resume: (id: string, userId: string | null, now: Date) =>
      change(id, userId, async (tx, s) => {
        if (s.status === 'active') return null;
        const next = nextOnSchedule(s.nextDeliveryDate, s.frequency, s.anchorDay, now);
        return {
          row: await repo.update(tx, s.id, { status: 'active', pausedUntil: null, nextDeliveryDate: next }),
          change: 'resumed',
        };
      }),

    cancel,
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
