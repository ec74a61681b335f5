import { productSalePrice, variantSalePrice } from '../catalog/sale-pricing';
import type { Executor } from '../../db/executor';
import type { TaxClass } from '../../../shared/order-totals';
import type { addresses, cartItems, deliverySlotBookings, deliveryZones, products } from '../../db/schema/index';

export type { NewOrderLine, NewOrderRow } from './order-rows';

/**
 * A cart line with what pricing needs: the line's columns, its product's, and its size's (numeric
 * stock read as float8), the SQL aliasing each to its property name.
 */
export type CheckoutLineRow = Pick<
  typeof cartItems.$inferSelect,
  'productId' | 'variantId' | 'quantity' | 'customRequirements'
> &
  Pick<typeof products.$inferSelect, 'name' | 'slug' | 'isActive' | 'isWeightBased' | 'priceCents'> & {
    cartItemId: string;
    image: string | null;
    taxClass: TaxClass;
    stock: number;
    hasVariants: boolean;
    variantName: string | null;
    variantPriceCents: number | null;
    variantStock: number | null;
    /** The Thursday sale's prices, read in the order's transaction; applied only while the sale runs. */
    salePriceCents?: number | null;
    variantSalePriceCents?: number | null;
  };

/** Each line also carries the ZIP's active delivery zone (nulls when there is none). */
export type CheckoutCartRow = CheckoutLineRow & {
  zoneDeliveryChargeCents: number | null;
  zoneExpressAvailable: boolean | null;
};

export type ZoneRow = Pick<typeof deliveryZones.$inferSelect, 'deliveryChargeCents' | 'expressAvailable'>;

/** What pricing reads of a line's product `p` (CheckoutLineRow's product columns). */
export const PRODUCT_LINE_COLUMNS = `p.name, p.slug, p.images[1] as image, p.is_active as "isActive",
  p.tax_class as "taxClass", p.is_weight_based as "isWeightBased", p.price_cents as "priceCents",
  p.stock_quantity::float8 as stock,
  exists (select 1 from product_variants pv where pv.product_id = p.id) as "hasVariants"`;

/** Checkout's SQL. Each function takes the query of the transaction it belongs to. */
export const checkoutRepository = {
  /**
   * With `lock`, the shopper's cart rows stay locked until commit: two tabs cannot order one cart twice.
   * With `zip`, each row also carries that ZIP's active delivery zone (nulls when there is none).
   */
  async cartLines(tx: Executor, userId: string, lock: boolean, zip: string | null = null): Promise<CheckoutCartRow[]> {
    return tx.query<CheckoutCartRow>(
      `select ci.id as "cartItemId", ci.product_id as "productId", ci.variant_id as "variantId",
         ci.quantity::float8 as quantity, ci.custom_requirements as "customRequirements", ${PRODUCT_LINE_COLUMNS},
         v.name as "variantName", v.price_cents as "variantPriceCents", v.stock_quantity::float8 as "variantStock",
         ${productSalePrice} as "salePriceCents", ${variantSalePrice} as "variantSalePriceCents",
         z.delivery_charge_cents as "zoneDeliveryChargeCents", z.express_available as "zoneExpressAvailable"
       from cart_items ci join products p on p.id = ci.product_id
       left join product_variants v on v.id = ci.variant_id
       left join delivery_zones z on z.zipcode = $2 and z.is_active
       where ci.user_id = $1 order by ci.created_at, ci.id ${lock ? 'for update of ci' : ''}`,
      [userId, zip],
      // Prepared: checkout reads the cart on every quote and order.
      `checkout-cart-lines${lock ? '-locked' : ''}`,
    );
  },

  async zone(tx: Executor, zip: string): Promise<ZoneRow | undefined> {
    const rows = await tx.query<ZoneRow>(
      `select delivery_charge_cents as "deliveryChargeCents", express_available as "expressAvailable"
       from delivery_zones where zipcode = $1 and is_active`,
      [zip],
    );
    return rows[0];
  },

  async defaultAddress(tx: Executor, userId: string) {
    const rows = await tx.query<Pick<typeof addresses.$inferSelect, 'zipCode' | 'state'>>(
      'select zip_code as "zipCode", state from addresses where user_id = $1 and is_default limit 1',
      [userId],
    );
    return rows[0];
  },

  async loyaltyBalance(tx: Executor, userId: string): Promise<number> {
    const rows = await tx.query<{ total_points: number }>(
      'select total_points from user_loyalty_points where user_id = $1',
      [userId],
    );
    return rows[0]?.total_points ?? 0;
  },

  async slotBookings(tx: Executor, from: string, to: string) {
    return tx.query<Pick<typeof deliverySlotBookings.$inferSelect, 'slotDate' | 'windowStart' | 'booked'>>(
      `select slot_date::text as "slotDate", window_start as "windowStart", booked from delivery_slot_bookings
       where slot_date between $1::date and $2::date`,
      [from, to],
    );
  },

  async orderIdByKey(tx: Executor, userId: string, key: string): Promise<string | undefined> {
    const rows = await tx.query<{ id: string }>('select id from orders where user_id = $1 and idempotency_key = $2', [
      userId,
      key,
    ]);
    return rows[0]?.id;
  },

  /** Spends points with a guarded update; false when the balance is too small. */
  async spendPoints(tx: Executor, userId: string, orderId: string, points: number): Promise<boolean> {
    const rows = await tx.query(
      `with spent as (update user_loyalty_points set total_points = total_points - $3, updated_at = now()
         where user_id = $1 and total_points >= $3 returning 1)
       insert into loyalty_ledger (user_id, order_id, points, reason)
       select $1, $2, -$3::int, 'redeemed' from spent returning 1`,
      [userId, orderId, points],
    );
    return rows.length > 0;
  },

  /** Claims an order-number suffix of the store date (it commits on its own); false when it is taken. */
  async claimOrderNumberSuffix(ex: Executor, storeDate: string, suffix: number): Promise<boolean> {
    const rows = await ex.query(
      `insert into order_number_suffixes (store_date, suffix) values ($1, $2) on conflict do nothing returning suffix`,
      [storeDate, suffix],
    );
    return rows.length > 0;
  },

  /**
   * The `pick`-th free suffix (modulo how many are free) in [low, high), or undefined when all are
   * taken: the r-th free one comes after exactly those taken suffixes that have at most r free ones
   * below them. One statement, so the count of free suffixes and the pick see the same claims.
   */
  async freeOrderNumberSuffix(
    ex: Executor,
    storeDate: string,
    range: { low: number; high: number },
    pick: number,
  ): Promise<number | undefined> {
    const [row] = await ex.query<{ suffix: number | null }>(
      `with taken as (
         select suffix - $2::int - (row_number() over (order by suffix) - 1) as free_below
         from order_number_suffixes where store_date = $1 and suffix >= $2 and suffix < $3
       ), day as (
         select $3::int - $2::int - (select count(*)::int from taken) as free
       )
       select case when free > 0 then
         ($2::int + $4::bigint % free + (select count(*) from taken where free_below <= $4::bigint % free))::int
       end as suffix
       from day`,
      [storeDate, range.low, range.high, pick],
    );
    return row?.suffix ?? undefined;
  },
};
