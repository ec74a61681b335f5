import type { Executor } from '../../db/executor';
import type { products, subscriptionItems, subscriptionRuns, subscriptions } from '../../db/schema/index';
import { type CheckoutLineRow, PRODUCT_LINE_COLUMNS } from '../checkout/checkout-repository';

/** A box as stored (dates as YYYY-MM-DD text), its text columns narrowed to what the table's checks allow. */
export type SubscriptionRow = Omit<
  typeof subscriptions.$inferSelect,
  'status' | 'frequency' | 'paymentMethod' | 'updatedAt'
> & {
  status: 'active' | 'paused' | 'cancelled';
  frequency: 'weekly' | 'biweekly' | 'monthly';
  paymentMethod: 'cod' | 'stripe_card';
};

/** What a change may set on a box (each key is the table's property name; COLUMN_OF gives its column). */
export type SubscriptionChanges = Partial<
  Pick<
    SubscriptionRow,
    | 'status'
    | 'frequency'
    | 'anchorDay'
    | 'nextDeliveryDate'
    | 'windowStart'
    | 'pausedUntil'
    | 'street'
    | 'street2'
    | 'city'
    | 'state'
    | 'zipCode'
  >
>;

const COLUMN_OF: Record<keyof SubscriptionChanges, string> = {
  status: 'status',
  frequency: 'frequency',
  anchorDay: 'anchor_day',
  nextDeliveryDate: 'next_delivery_date',
  windowStart: 'window_start',
  pausedUntil: 'paused_until',
  street: 'street',
  street2: 'street2',
  city: 'city',
  state: 'state',
  zipCode: 'zip_code',
};

/**
 * A box line in the shape checkout prices a cart line (checkout-pricing.ts), so the box is priced by
 * the same code: `cartItemId` carries the subscription item's id.
 */
export type BoxLineRow = CheckoutLineRow &
  Pick<typeof subscriptionItems.$inferSelect, 'seenPriceCents'> &
  Pick<typeof products.$inferSelect, 'categoryId'> & {
    substitution: 'best_match' | 'specific' | 'refund';
  };

/** One delivery date's run, with its order's number. */
export type RunRow = Pick<
  typeof subscriptionRuns.$inferSelect,
  'subscriptionId' | 'deliveryDate' | 'orderId' | 'message'
> & {
  outcome: 'ordered' | 'skipped' | 'failed';
  orderNumber: string | null;
};

export interface NewItem {
  productId: string;
  variantId: string | null;
  quantity: number;
  substitution: string;
  seenPriceCents: number;
}

const COLUMNS = `id, user_id as "userId", status, frequency, anchor_day as "anchorDay",
  next_delivery_date::text as "nextDeliveryDate", window_start as "windowStart", paused_until::text as "pausedUntil",
  contact_name as "contactName", contact_email as "contactEmail", contact_phone as "contactPhone", street, street2,
  city, state, zip_code as "zipCode", payment_method as "paymentMethod", card_last4 as "cardLast4",
  card_ref as "cardRef", card_brand as "cardBrand", stripe_customer_id as "stripeCustomerId",
  created_at as "createdAt"`;

/** What checkout's pricing reads of a line's product and size (see CheckoutLineRow), and the category. */
const PRODUCT_COLUMNS = `${PRODUCT_LINE_COLUMNS}, p.category_id as "categoryId"`;
const VARIANT_COLUMNS = `v.name as "variantName", v.price_cents as "variantPriceCents",
  v.stock_quantity::float8 as "variantStock"`;

/** Subscriptions' SQL; each function takes the query of the transaction it belongs to. */
export const subscriptionsRepository = {
  COLUMNS,

  /** Staff's Subscribe & Save terms; null before staff first saved them (the default applies). */
  async settings(tx: Executor): Promise<{ discount_percent: number; updated_at: Date | string } | null> {
    const [row] = await tx.query<{ discount_percent: number; updated_at: Date | string }>(
      'select discount_percent, updated_at from subscription_settings where id',
    );
    return row ?? null;
  },

  async saveSettings(tx: Executor, discountPercent: number) {
    const [row] = await tx.query<{ discount_percent: number; updated_at: Date | string }>(
      `insert into subscription_settings (id, discount_percent) values (true, $1)
       on conflict (id) do update set discount_percent = excluded.discount_percent, updated_at = now()
       returning discount_percent, updated_at`,
      [discountPercent],
    );
    return row!;
  },

  async insert(
    tx: Executor,
    s: Omit<SubscriptionRow, 'id' | 'status' | 'pausedUntil' | 'createdAt'>,
  ): Promise<SubscriptionRow> {
    const [row] = await tx.query<SubscriptionRow>(
      `insert into subscriptions (user_id, frequency, anchor_day, next_delivery_date, window_start, contact_name,
         contact_email, contact_phone, street, street2, city, state, zip_code, payment_method, card_last4, card_ref,
         card_brand, stripe_customer_id)
       values ($1, $2, $3, $4::date, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18) returning ${COLUMNS}`,
      [
        s.userId,
        s.frequency,
        s.anchorDay,
        s.nextDeliveryDate,
        s.windowStart,
        s.contactName,
        s.contactEmail,
        s.contactPhone,
        s.street,
        s.street2,
        s.city,
        s.state,
        s.zipCode,
        s.paymentMethod,
        s.cardLast4,
        s.cardRef,
        s.cardBrand,
        s.stripeCustomerId,
      ],
    );
    return row!;
  },

  async replaceItems(tx: Executor, subscriptionId: string, items: NewItem[]) {
    await tx.query('delete from subscription_items where subscription_id = $1', [subscriptionId]);
    await tx.query(
      `insert into subscription_items (subscription_id, product_id, variant_id, quantity, substitution, seen_price_cents, position)
       select $1, u.product_id, u.variant_id, u.quantity, u.substitution, u.seen, u.ord
       from unnest($2::uuid[], $3::uuid[], $4::numeric[], $5::text[], $6::int[]) with ordinality
         as u(product_id, variant_id, quantity, substitution, seen, ord)`,
      [
        subscriptionId,
        items.map((i) => i.productId),
        items.map((i) => i.variantId),
        items.map((i) => i.quantity),
        items.map((i) => i.substitution),
        items.map((i) => i.seenPriceCents),
      ],
    );
  },

  /** The shopper's own (userId) or any (null, staff); `lock` holds the row for a change. */
  async find(tx: Executor, id: string, userId: string | null, lock = false): Promise<SubscriptionRow | undefined> {
    const rows = await tx.query<SubscriptionRow>(
      `select ${COLUMNS} from subscriptions where id = $1 and ($2::uuid is null or user_id = $2) ${lock ? 'for update' : ''}`,
      [id, userId],
    );
    return rows[0];
  },

  async listForUser(tx: Executor, userId: string): Promise<SubscriptionRow[]> {
    return tx.query<SubscriptionRow>(
      `select ${COLUMNS} from subscriptions where user_id = $1
       order by status = 'cancelled', next_delivery_date, created_at`,
      [userId],
    );
  },

  /** The box's lines with today's catalog prices and stock (checkout's line shape). */
  async boxLines(tx: Executor, subscriptionIds: string[]): Promise<(BoxLineRow & { subscriptionId: string })[]> {
    return tx.query(
      `select si.subscription_id as "subscriptionId", si.id as "cartItemId", si.product_id as "productId",
         si.variant_id as "variantId", si.quantity::float8 as quantity, null::text as "customRequirements",
         ${PRODUCT_COLUMNS}, ${VARIANT_COLUMNS}, si.seen_price_cents as "seenPriceCents", si.substitution
       from subscription_items si join products p on p.id = si.product_id
       left join product_variants v on v.id = si.variant_id
       where si.subscription_id = any($1::uuid[]) order by si.subscription_id, si.position`,
      [subscriptionIds],
    );
  },

  /** Products as box lines before a box exists (the sign-up's estimate). */
  async productLines(
    tx: Executor,
    items: { productId: string; variantId: string | null; quantity: number; substitution: string }[],
  ): Promise<BoxLineRow[]> {
    return tx.query(
      `select u.ord::text as "cartItemId", p.id as "productId", v.id as "variantId", u.quantity::float8 as quantity,
         null::text as "customRequirements", ${PRODUCT_COLUMNS}, ${VARIANT_COLUMNS},
         coalesce(v.price_cents, p.price_cents) as "seenPriceCents", u.substitution
       from unnest($1::uuid[], $2::uuid[], $3::numeric[], $4::text[]) with ordinality as u(product_id, variant_id, quantity, substitution, ord)
       join products p on p.id = u.product_id
       left join product_variants v on v.id = u.variant_id and v.product_id = p.id
       order by u.ord`,
      [
        items.map((i) => i.productId),
        items.map((i) => i.variantId),
        items.map((i) => i.quantity),
        items.map((i) => i.substitution),
      ],
    );
  },

  async hasRun(
    tx: Executor,
    subscriptionId: string,
    deliveryDate: string,
    outcome: RunRow['outcome'],
  ): Promise<boolean> {
    const rows = await tx.query(
      'select 1 from subscription_runs where subscription_id = $1 and delivery_date = $2::date and outcome = $3',
      [subscriptionId, deliveryDate, outcome],
    );
    return rows.length > 0;
  },

  async runs(tx: Executor, subscriptionIds: string[], limit = 12): Promise<RunRow[]> {
    return tx.query(
      `select "subscriptionId", "deliveryDate", outcome, "orderId", "orderNumber", message from (
         select r.subscription_id as "subscriptionId", r.delivery_date::text as "deliveryDate", r.outcome,
           r.order_id as "orderId", o.order_number as "orderNumber", r.message,
           row_number() over (partition by r.subscription_id order by r.delivery_date desc) as n
         from subscription_runs r left join orders o on o.id = r.order_id
         where r.subscription_id = any($1::uuid[])) x
       where n <= $2 order by "subscriptionId", "deliveryDate" desc`,
      [subscriptionIds, limit],
    );
  },

  /** Records what happened to one delivery date; false when that date was already run (the unique key). */
  async recordRun(
    tx: Executor,
    run: {
      subscriptionId: string;
      deliveryDate: string;
      outcome: RunRow['outcome'];
      orderId?: string | null;
      message?: string | null;
      /** The Subscribe & Save percent the order was priced with. */
      discountPercent?: number | null;
    },
  ): Promise<boolean> {
    const rows = await tx.query(
      `insert into subscription_runs (subscription_id, delivery_date, outcome, order_id, message, discount_percent)
       values ($1, $2::date, $3, $4, $5, $6) on conflict (subscription_id, delivery_date) do nothing returning 1`,
      [
        run.subscriptionId,
        run.deliveryDate,
        run.outcome,
        run.orderId ?? null,
        run.message ?? null,
        run.discountPercent ?? null,
      ],
    );
    return rows.length > 0;
  },

  async update(tx: Executor, id: string, set: SubscriptionChanges): Promise<SubscriptionRow> {
    const keys = Object.keys(set) as (keyof SubscriptionChanges)[];
    const [row] = await tx.query<SubscriptionRow>(
      `update subscriptions set ${keys.map((k, i) => `${COLUMN_OF[k]} = $${i + 2}`).join(', ')}, updated_at = now()
       where id = $1 returning ${COLUMNS}`,
      [id, ...keys.map((k) => set[k])],
    );
    return row!;
  },

  /**
   * Claims one active box whose order is due (delivery on or before `dueBy`), skipping boxes another
   * instance holds and those this run passes over (`passOver`: their attempt failed unexpectedly): the claim lasts until the caller's transaction ends, and the run it writes there
   * moves the box on, so no other claim can see the same delivery date again.
   */
  async claimDue(tx: Executor, dueBy: string, passOver: string[] = []): Promise<SubscriptionRow | undefined> {
    const rows = await tx.query<SubscriptionRow>(
      `select ${COLUMNS} from subscriptions where status = 'active' and next_delivery_date <= $1::date
         and id <> all($2::uuid[])
       order by next_delivery_date, id limit 1 for update skip locked`,
      [dueBy, passOver],
    );
    return rows[0];
  },

  /** Whether any box is due at all (a cheap look before taking an order number for it). */
  async anyDue(tx: Executor, dueBy: string, passOver: string[] = []): Promise<boolean> {
    const rows = await tx.query(
      `select 1 from subscriptions where status = 'active' and next_delivery_date <= $1::date
         and id <> all($2::uuid[]) limit 1`,
      [dueBy, passOver],
    );
    return rows.length > 0;
  },

  /** Paused boxes whose resume date has come, one at a time as claimDue. */
  async claimResumable(tx: Executor, today: string): Promise<SubscriptionRow | undefined> {
    const rows = await tx.query<SubscriptionRow>(
      `select ${COLUMNS} from subscriptions where status = 'paused' and paused_until <= $1::date
       order by paused_until, id limit 1 for update skip locked`,
      [today],
    );
    return rows[0];
  },

  /** An in-stock product of the same category and kind, closest in price: the "best match" substitute. */
  async bestMatch(
    tx: Executor,
    line: { productId: string; categoryId: string | null; quantity: number; priceCents: number; weightBased: boolean },
  ) {
    const rows = await tx.query<BoxLineRow>(
      `select p.id::text as "cartItemId", p.id as "productId", null::uuid as "variantId", $3::float8 as quantity,
         null::text as "customRequirements", ${PRODUCT_COLUMNS}, null::text as "variantName",
         null::int as "variantPriceCents", null::float8 as "variantStock", p.price_cents as "seenPriceCents",
         'best_match' as substitution
       from products p
       where p.category_id = $2 and p.id <> $1 and p.is_active and p.is_weight_based = $5 and p.stock_quantity >= $3
         and not exists (select 1 from product_variants pv where pv.product_id = p.id)
       order by abs(p.price_cents - $4), p.id limit 1`,
      [line.productId, line.categoryId, line.quantity, line.priceCents, line.weightBased],
    );
    return rows[0];
  },

  /** The shopper's Stripe Customer, made the first time a card was saved through Stripe. */
  async stripeCustomerId(ex: Executor, userId: string): Promise<string | undefined> {
    const [row] = await ex.query<{ customer_id: string }>(
      'select customer_id from stripe_customers where user_id = $1',
      [userId],
    );
    return row?.customer_id;
  },

  /** Keeps the shopper's Stripe Customer; a row already there stays. */
  async keepStripeCustomer(ex: Executor, userId: string, customerId: string) {
    await ex.query(
      'insert into stripe_customers (user_id, customer_id) values ($1, $2) on conflict (user_id) do nothing',
      [userId, customerId],
    );
  },

  /** Marks where the box's order attempt starts, so a refused attempt is undone alone. */
  async startOrderAttempt(tx: Executor) {
    await tx.query('savepoint subscription_order');
  },

  /** Undoes the order attempt since startOrderAttempt; the box's transaction goes on. */
  async undoOrderAttempt(tx: Executor) {
    await tx.query('rollback to savepoint subscription_order');
  },
};
