import type { SalePriceLineDto } from '../../../shared/admin-thursday-sale';
import type { Executor } from '../../db/executor';
import { cardColumns, cardFrom, type ProductRow } from './catalog-repository';

export interface SaleProductRow {
  id: string;
  slug: string;
  name: string;
  brand: string;
  category_name: string;
  is_active: boolean;
  stock_quantity: number;
  price_cents: number;
  own_sale_cents: number | null;
  /** Every size with its regular and sale price; empty for a product without sizes. */
  sizes: SalePriceLineDto[];
}

/** A product's sizes (or its own price) with their sale prices, as staff edit them. */
const saleProductColumns = `p.id, p.slug, p.name, coalesce(b.name, 'Unknown Brand') as brand, c.name as category_name,
  p.is_active, p.stock_quantity::float8 as stock_quantity, p.price_cents,
  (select s.sale_price_cents from thursday_sale_prices s where s.product_id = p.id and s.variant_id is null) as own_sale_cents,
  (select coalesce(json_agg(json_build_object('variantId', v.id, 'variantName', v.name,
            'regularPriceCents', v.price_cents, 'salePriceCents', s.sale_price_cents)
          order by v.sort_order, v.name), '[]'::json)
     from product_variants v left join thursday_sale_prices s on s.variant_id = v.id
    where v.product_id = p.id) as sizes`;

/** The Thursday sale's SQL. Each function takes the query of the transaction it belongs to. */
export const thursdaySaleRepository = {
  async saleProducts(tx: Executor): Promise<SaleProductRow[]> {
    return tx.query<SaleProductRow>(
      `select ${saleProductColumns} ${cardFrom}
       where p.id in (select product_id from thursday_sale_prices) order by c.name, p.name, p.id`,
    );
  },

  /** With `lock`, the product row stays locked to the end of the transaction (one staff edit at a time). */
  async saleProduct(tx: Executor, productId: string, lock = false): Promise<SaleProductRow | undefined> {
    const rows = await tx.query<SaleProductRow>(
      `select ${saleProductColumns} ${cardFrom} where p.id = $1 ${lock ? 'for update of p' : ''}`,
      [productId],
    );
    return rows[0];
  },

  async replacePrices(
    tx: Executor,
    productId: string,
    prices: { variantId: string | null; salePriceCents: number }[],
  ): Promise<void> {
    await tx.query('delete from thursday_sale_prices where product_id = $1', [productId]);
    if (!prices.length) return;
    await tx.query(
      `insert into thursday_sale_prices (product_id, variant_id, sale_price_cents)
       select $1, v, c from unnest($2::uuid[], $3::int[]) as t(v, c)`,
      [productId, prices.map((p) => p.variantId), prices.map((p) => p.salePriceCents)],
    );
  },

  /** Open pages and carts holding the product reload it (the live channel's product event). */
  async announce(tx: Executor, productId: string): Promise<void> {
    await tx.query(
      `select pg_notify('cart_channel', json_build_object('t', 'products', 'ids', array[$1::uuid])::text)`,
      [productId],
    );
  },

  /** The shoppers' sale shelf: active products with a sale price, as cards. */
  async saleCards(tx: Executor, limit: number): Promise<ProductRow[]> {
    return tx.query<ProductRow>(
      `select ${cardColumns} ${cardFrom}
       where p.is_active and p.id in (select product_id from thursday_sale_prices)
       order by p.name, p.id limit $1`,
      [limit],
    );
  },
};
