import type { Database } from '../db/client';

/**
 * Hand-made products whose stock, kind and tax class the cart, checkout and order tests rely on:
 * mangoes $12.99 × 100, rice in two sizes (the 20 lb bag 2 in stock), okra sold by weight, paneer
 * $5.99 × 3, ghee out of stock, a taxable incense and a snack.
 */
export interface FixtureProduct {
  id: string;
  name: string;
  priceCents: number;
  stock: number;
  isWeightBased: boolean;
  taxClass: 'food' | 'taxable';
  variants: { id: string; name: string; priceCents: number; stock: number }[];
}

const FIXTURES = {
  mangoes: { name: 'Alphonso Mangoes (Box of 6)', priceCents: 1299, stock: 100 },
  rice: {
    name: 'Aged Basmati Rice',
    priceCents: 1899,
    stock: 12,
    variants: [
      { name: '10 lb bag', priceCents: 1899, stock: 10 },
      { name: '20 lb bag', priceCents: 3499, stock: 2 },
    ],
  },
  okra: { name: 'Fresh Okra (Bhindi)', priceCents: 399, stock: 30, isWeightBased: true },
  paneer: { name: 'Malai Paneer 14 oz', priceCents: 599, stock: 3 },
  ghee: { name: 'Desi Cow Ghee 1 L', priceCents: 2499, stock: 0 },
  incense: { name: 'Sandalwood Agarbatti', priceCents: 499, stock: 50, taxClass: 'taxable' as const },
  snack: { name: 'Masala Peanuts 200 g', priceCents: 299, stock: 40 },
};
export type FixtureName = keyof typeof FIXTURES;
export type FixtureProducts = Record<FixtureName, FixtureProduct>;

/** Writes the fixture products into the first category (the generated catalog's). */
export async function insertFixtureProducts(database: Database): Promise<FixtureProducts> {
  const [category] = await database.query<{ id: string }>('select id from categories order by sort_order limit 1');
  const out = {} as FixtureProducts;
  for (const [key, spec] of Object.entries(FIXTURES) as [FixtureName, (typeof FIXTURES)[FixtureName]][]) {
    const isWeightBased = 'isWeightBased' in spec ? spec.isWeightBased : false;
    const taxClass = 'taxClass' in spec ? spec.taxClass : 'food';
    const [row] = await database.query<{ id: string }>(
      `insert into products (name, slug, price_cents, stock_quantity, category_id, is_weight_based, unit, tax_class)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
      [
        spec.name,
        `fixture-${key}`,
        spec.priceCents,
        spec.stock,
        category!.id,
        isWeightBased,
        isWeightBased ? 'lb' : 'piece',
        taxClass,
      ],
    );
    const variants = [];
    for (const [index, v] of ('variants' in spec ? spec.variants : []).entries()) {
      const [variant] = await database.query<{ id: string }>(
        `insert into product_variants (product_id, name, price_cents, stock_quantity, sort_order) values ($1, $2, $3, $4, $5) returning id`,
        [row!.id, v.name, v.priceCents, v.stock, index],
      );
      variants.push({ id: variant!.id, ...v });
    }
    out[key] = {
      id: row!.id,
      name: spec.name,
      priceCents: spec.priceCents,
      stock: spec.stock,
      isWeightBased,
      taxClass,
      variants,
    };
  }
  return out;
}

/** Puts every fixture product back as it was and empties every shopper's lists. */
export async function resetFixtureProducts(database: Database, products: Partial<FixtureProducts>) {
  for (const table of ['cart_items', 'saved_for_later', 'recently_removed_items', 'draft_orders', 'addresses'])
    await database.query(`delete from ${table}`);
  for (const product of Object.values(products)) {
    await database.query('update products set stock_quantity = $2, is_active = true, price_cents = $3 where id = $1', [
      product.id,
      product.stock,
      product.priceCents,
    ]);
    for (const v of product.variants)
      await database.query('update product_variants set stock_quantity = $2 where id = $1', [v.id, v.stock]);
  }
}
