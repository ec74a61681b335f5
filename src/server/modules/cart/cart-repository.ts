import type { TaxClass } from '../../../shared/order-totals';
import type { Executor } from '../../db/executor';
import type {
  addresses,
  cartItems,
  deliveryZones,
  draftOrders,
  products,
  recentlyRemovedItems,
  savedForLater,
} from '../../db/schema/index';
import { cardColumns, cardFrom, type ProductRow } from '../catalog/catalog-repository';

type CartItem = typeof cartItems.$inferSelect;
type SavedItem = typeof savedForLater.$inferSelect;
type RemovedItem = typeof recentlyRemovedItems.$inferSelect;

/** A product card row plus what pricing needs; numeric columns come back as float8. */
export interface ProductLineRow extends ProductRow {
  taxClass: TaxClass;
}

/** The line's own columns, prefixed because the product card beside them has an id and timestamps of its own. */
export interface CartLineRow extends ProductLineRow {
  lineId: CartItem['id'];
  lineVariantId: CartItem['variantId'];
  lineQuantity: CartItem['quantity'];
  lineNote: CartItem['customRequirements'];
  lineCreatedAt: CartItem['createdAt'];
  lineUpdatedAt: CartItem['updatedAt'];
}

/** The product (any state) as an add sees it, with the shopper's current line for product + variant. */
export interface AddTargetRow extends ProductLineRow {
  inCart: number | null;
}

export type UpsertedLine = Pick<CartItem, 'id' | 'quantity' | 'customRequirements' | 'createdAt' | 'updatedAt'>;

export type MergeTargetRow = Pick<typeof products.$inferSelect, 'id' | 'name' | 'isActive' | 'isWeightBased'> & {
  stock: number;
  variants: { id: string; name: string; stock: number }[];
};

export interface SavedRow extends ProductLineRow {
  savedId: SavedItem['id'];
  savedVariantId: SavedItem['variantId'];
  savedCreatedAt: SavedItem['createdAt'];
}

export interface RemovedRow extends ProductLineRow {
  removedId: RemovedItem['id'];
  removedVariantId: RemovedItem['variantId'];
  removedQuantity: RemovedItem['quantity'];
  removedNote: RemovedItem['customRequirements'];
  removedAt: RemovedItem['removedAt'];
}

export type DefaultAddressRow = Pick<typeof addresses.$inferSelect, 'zipCode' | 'state'>;

/** The default address and its active zone (nulls when the ZIP has none). */
export type DeliveryEstimateRow = DefaultAddressRow & {
  deliveryChargeCents: number | null;
  expressAvailable: boolean | null;
};

export type ZoneRow = Pick<typeof deliveryZones.$inferSelect, 'deliveryChargeCents' | 'expressAvailable'>;

export type DraftRow = Pick<typeof draftOrders.$inferSelect, 'id' | 'checkoutData' | 'createdAt'>;

/** Where an add takes its line from when it moves one: the row is locked, then deleted once added. */
export type ClaimSource = { table: 'saved_for_later' | 'recently_removed_items'; id: string };

/**
 * Cart writes commit asynchronously (synchronous_commit off for that one statement's transaction): a
 * PostgreSQL crash may lose the last fraction of a second of cart changes, never consistency. The
 * reason is the live channel: a transaction that NOTIFYs holds a database-wide lock through its commit,
 * so with a synchronous commit every cart change would queue behind the previous one's WAL flush
 * (bench/README.md, "Cart"). Every write here is one autocommit statement; none may run inside another
 * module's transaction, which the setting would then also make asynchronous.
 */
export const ASYNC_COMMIT = `(select set_config('synchronous_commit', 'off', true)) as async_commit`;

const lineColumns = `ci.id as "lineId", ci.variant_id as "lineVariantId", ci.quantity::float8 as "lineQuantity",
  ci.custom_requirements as "lineNote", ci.created_at as "lineCreatedAt", ci.updated_at as "lineUpdatedAt",
  p.tax_class as "taxClass"`;
const upsertReturning = `id, quantity::float8 as quantity, custom_requirements as "customRequirements",
  created_at as "createdAt", updated_at as "updatedAt"`;

/**
 * Every statement is scoped by user_id: another shopper's row id simply matches nothing. The cart read
 * and the add are prepared (named): planning the read's joins cost PostgreSQL more than running them.
 */
export const cartRepository = {
  async listLines(ex: Executor, userId: string): Promise<CartLineRow[]> {
    return ex.query<CartLineRow>(
      `select ${lineColumns}, ${cardColumns} ${cardFrom} join cart_items ci on ci.product_id = p.id
         where ci.user_id = $1 order by ci.created_at, ci.id`,
      [userId],
    );
  },

  /**
   * The cart read in one round trip: the default address and its active zone (one row, nulls when
   * there is none) joined with every line. An empty cart gives one row with lineId null.
   */
  async linesWithDelivery(
    ex: Executor,
    userId: string,
  ): Promise<{ lines: CartLineRow[]; delivery: DeliveryEstimateRow | undefined }> {
    const rows = await ex.query<CartLineRow & Partial<DeliveryEstimateRow>>(
      `select d."zipCode", d.state, d."deliveryChargeCents", d."expressAvailable", l.*
         from (select a.zip_code as "zipCode", a.state, z.delivery_charge_cents as "deliveryChargeCents",
                 z.express_available as "expressAvailable"
               from (select 1) one
               left join addresses a on a.user_id = $1 and a.is_default
               left join delivery_zones z on z.zipcode = a.zip_code and z.is_active) d
         left join lateral (
           select ${lineColumns}, ${cardColumns} ${cardFrom} join cart_items ci on ci.product_id = p.id
           where ci.user_id = $1) l on true
         order by l."lineCreatedAt", l."lineId"`,
      [userId],
      'cart_lines_with_delivery',
    );
    const first = rows[0];
    const delivery =
      first?.zipCode && first.state
        ? {
            zipCode: first.zipCode,
            state: first.state,
            deliveryChargeCents: first.deliveryChargeCents ?? null,
            expressAvailable: first.expressAvailable ?? null,
          }
        : undefined;
    return { lines: rows.filter((r) => r.lineId !== null), delivery };
  },

  async line(ex: Executor, userId: string, lineId: string): Promise<CartLineRow | undefined> {
    const rows = await ex.query<CartLineRow>(
      `select ${lineColumns}, ${cardColumns} ${cardFrom} join cart_items ci on ci.product_id = p.id
         where ci.id = $1 and ci.user_id = $2`,
      [lineId, userId],
    );
    return rows[0];
  },

  async addTarget(
    ex: Executor,
    userId: string,
    productId: string,
    variantId: string | null,
  ): Promise<AddTargetRow | undefined> {
    const rows = await ex.query<AddTargetRow>(
      `select ${cardColumns}, p.tax_class as "taxClass",
           (select ci.quantity::float8 from cart_items ci
             where ci.user_id = $1 and ci.product_id = p.id and ci.variant_id is not distinct from $3::uuid) as "inCart"
         ${cardFrom} where p.id = $2`,
      [userId, productId, variantId],
      'cart_add_target',
    );
    return rows[0];
  },

  /**
   * Adds to the shopper's line for product + variant (or creates it), only while the new quantity
   * stays within `limit`; no row back means a concurrent change got there first. With `claim`, the
   * saved or removed row is locked first and deleted only when the add went through.
   */
  async upsertLine(
    ex: Executor,
    line: {
      userId: string;
      productId: string;
      variantId: string | null;
      quantity: number;
      note: string | null;
      limit: number;
    },
    claim?: ClaimSource,
  ): Promise<UpsertedLine | undefined> {
    const params: unknown[] = [line.userId, line.productId, line.variantId, line.quantity, line.note, line.limit];
    const upsert = `insert into cart_items (user_id, product_id, variant_id, quantity, custom_requirements)
        select $1::uuid, $2::uuid, $3::uuid, $4::numeric, $5::text from ${claim ? 'claimed, ' : ''}${ASYNC_COMMIT}
        on conflict on constraint cart_items_line_key do update
          set quantity = cart_items.quantity + excluded.quantity,
              custom_requirements = coalesce(excluded.custom_requirements, cart_items.custom_requirements),
              updated_at = now()
          where cart_items.quantity + excluded.quantity <= $6::numeric
        returning ${upsertReturning}`;
    if (!claim) return (await ex.query<UpsertedLine>(upsert, params, 'cart_upsert_line'))[0];
    params.push(claim.id);
    const rows = await ex.query<UpsertedLine>(
      `with claimed as (select id from ${claim.table} where id = $7::uuid and user_id = $1::uuid for update),
              added as (${upsert}),
              gone as (delete from ${claim.table} where id = $7::uuid and exists (select 1 from added))
         select * from added`,
      params,
    );
    return rows[0];
  },

  async setQuantity(ex: Executor, userId: string, lineId: string, quantity: number, note: string | null | undefined) {
    const rows = await ex.query<UpsertedLine>(
      `update cart_items set quantity = coalesce($3, cart_items.quantity),
           custom_requirements = case when $5 then $4 else cart_items.custom_requirements end, updated_at = now()
         from ${ASYNC_COMMIT} where id = $1 and user_id = $2 returning ${upsertReturning}`,
      [lineId, userId, quantity, note ?? null, note !== undefined],
    );
    return rows[0];
  },

  async setNote(ex: Executor, userId: string, lineId: string, note: string | null) {
    const rows = await ex.query<UpsertedLine>(
      `update cart_items set custom_requirements = $3, updated_at = now()
         from ${ASYNC_COMMIT} where id = $1 and user_id = $2 returning ${upsertReturning}`,
      [lineId, userId, note],
    );
    return rows[0];
  },

  /**
   * Deletes the line and, when `remember`, records it in recently removed in the same statement: one
   * entry per product + variant, the newest `keep` kept.
   */
  async removeLine(ex: Executor, userId: string, lineId: string, remember: boolean, keep: number) {
    const rows = await ex.query<Pick<CartItem, 'id' | 'productId' | 'variantId' | 'quantity'>>(
      `with removed as (
           delete from cart_items where id = $1 and user_id = $2
           returning id, product_id, variant_id, quantity, custom_requirements),
         pruned as (
           delete from recently_removed_items r where $3 and r.user_id = $2 and exists (select 1 from removed) and (
             exists (select 1 from removed d where d.product_id = r.product_id and d.variant_id is not distinct from r.variant_id)
             or r.id in (select id from recently_removed_items where user_id = $2
                         order by removed_at desc, id desc offset $4))),
         remembered as (
           insert into recently_removed_items (user_id, product_id, variant_id, quantity, custom_requirements)
           select $2, product_id, variant_id, quantity, custom_requirements from removed where $3)
         select id, product_id as "productId", variant_id as "variantId", quantity::float8 as quantity
         from removed, ${ASYNC_COMMIT}`,
      [lineId, userId, remember, Math.max(0, keep - 1)],
    );
    return rows[0];
  },

  async clear(ex: Executor, userId: string): Promise<number> {
    const rows = await ex.query<{ n: number }>(
      `with gone as (delete from cart_items where user_id = $1 returning 1)
         select count(gone.*)::int as n from ${ASYNC_COMMIT} left join gone on true`,
      [userId],
    );
    return rows[0]?.n ?? 0;
  },

  async mergeTargets(ex: Executor, productIds: string[]): Promise<MergeTargetRow[]> {
    return ex.query<MergeTargetRow>(
      `select p.id, p.name, p.is_active as "isActive", p.is_weight_based as "isWeightBased", p.stock_quantity::float8 as stock,
           (select coalesce(json_agg(json_build_object('id', v.id, 'name', v.name, 'stock', v.stock_quantity::float8)), '[]'::json)
              from product_variants v where v.product_id = p.id) as variants
         from products p where p.id = any($1::uuid[])`,
      [productIds],
    );
  },

  async lineQuantities(ex: Executor, userId: string) {
    return ex.query<Pick<CartItem, 'productId' | 'variantId' | 'quantity'>>(
      `select product_id as "productId", variant_id as "variantId", quantity::float8 as quantity
       from cart_items where user_id = $1`,
      [userId],
    );
  },

  /**
   * Adds each quantity to the stored line (or creates it), capped at the line's `cap` and never taking a
   * line below what it holds, so an add that lands meanwhile is kept. With `guestCartId`, the lines are
   * added only if this account has not merged that guest cart before, decided in the same statement;
   * the answer says whether they were.
   */
  async addLines(
    ex: Executor,
    userId: string,
    lines: { productId: string; variantId: string | null; quantity: number; cap: number; note: string | null }[],
    guestCartId?: string,
  ): Promise<boolean> {
    const claim = guestCartId
      ? `insert into guest_cart_merges (user_id, guest_cart_id) values ($1, $7)
           on conflict on constraint guest_cart_merges_key do nothing returning 1`
      : 'select 1';
    const rows = await ex.query<{ claimed: number }>(
      // New lines keep the given order: created_at (the cart's order) a microsecond apart.
      `with claimed as (${claim}),
         added as (
           insert into cart_items (user_id, product_id, variant_id, quantity, custom_requirements, created_at)
           select $1, u.product_id, u.variant_id, least(u.quantity, u.cap), u.note,
                  now() + u.ord * interval '1 microsecond'
           from unnest($2::uuid[], $3::uuid[], $4::numeric[], $5::numeric[], $6::text[])
             with ordinality as u(product_id, variant_id, quantity, cap, note, ord),
             claimed, ${ASYNC_COMMIT}
           on conflict on constraint cart_items_line_key do update
             set quantity = greatest(cart_items.quantity, least(cart_items.quantity + excluded.quantity,
                   (select u.cap from unnest($2::uuid[], $3::uuid[], $5::numeric[]) as u(product_id, variant_id, cap)
                    where u.product_id = excluded.product_id
                      and u.variant_id is not distinct from excluded.variant_id))),
                 custom_requirements = coalesce(cart_items.custom_requirements, excluded.custom_requirements),
                 updated_at = now()
           returning 1)
         select (select count(*) from claimed)::int as claimed, (select count(*) from added)::int as added`,
      [
        userId,
        lines.map((l) => l.productId),
        lines.map((l) => l.variantId),
        lines.map((l) => l.quantity),
        lines.map((l) => l.cap),
        lines.map((l) => l.note),
        ...(guestCartId ? [guestCartId] : []),
      ],
    );
    return (rows[0]?.claimed ?? 0) > 0;
  },

  async defaultAddress(ex: Executor, userId: string): Promise<DefaultAddressRow | undefined> {
    const rows = await ex.query<DefaultAddressRow>(
      'select zip_code as "zipCode", state from addresses where user_id = $1 and is_default limit 1',
      [userId],
    );
    return rows[0];
  },

  async activeZone(ex: Executor, zip: string): Promise<ZoneRow | undefined> {
    const rows = await ex.query<ZoneRow>(
      `select delivery_charge_cents as "deliveryChargeCents", express_available as "expressAvailable"
       from delivery_zones where zipcode = $1 and is_active`,
      [zip],
    );
    return rows[0];
  },

  /** The product ids in a shopper's cart, saved list and wishlist, for the live channel's filtering. */
  async watchedProductIds(ex: Executor, userId: string) {
    return ex.query<{ productId: CartItem['productId']; list: 'cart' | 'saved' | 'wishlist' }>(
      `select product_id as "productId", 'cart' as list from cart_items where user_id = $1
         union all select product_id, 'saved' as list from saved_for_later where user_id = $1
         union all select product_id, 'wishlist' as list from wishlist where user_id = $1`,
      [userId],
    );
  },
};
