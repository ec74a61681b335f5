import { lowestSalePriceCents, MAX_SALE_DISCOUNT_PERCENT, salePriceProblem } from '../../../shared/thursday-sale';
import type { Database } from '../client';

/**
 * The demo Thursday sale (docs/decisions/017): one product per leaf category below, at the percent off
 * given, so the home page's "Thursday sale: up to 40% off" banner leads to a sale with something on it.
 * A product sold in sizes gets a sale price per size, as staff would set it.
 */
export const DEMO_SALE_PICKS: readonly { category: string; percentOff: number; sized: boolean }[] = [
  { category: 'fresh-vegetables', percentOff: 20, sized: false },
  { category: 'fresh-fruits', percentOff: 25, sized: false },
  { category: 'leafy-greens-herbs', percentOff: 15, sized: false },
  { category: 'toor-dal', percentOff: 30, sized: true },
  { category: 'moong-urad-dal', percentOff: 20, sized: false },
  { category: 'chana-masoor-dal', percentOff: 15, sized: false },
  { category: 'basmati-rice', percentOff: 25, sized: true },
  { category: 'sona-masoori-regional-rice', percentOff: 20, sized: false },
  { category: 'whole-wheat-atta', percentOff: 30, sized: true },
  { category: 'besan-gram-flours', percentOff: 10, sized: false },
  { category: 'namkeen-snacks', percentOff: 35, sized: true },
  { category: 'biscuits-cookies-rusk', percentOff: 40, sized: false },
  { category: 'indian-sweets', percentOff: 25, sized: false },
  { category: 'masala-blends', percentOff: 20, sized: true },
  { category: 'whole-spices', percentOff: 30, sized: false },
  { category: 'ghee', percentOff: 15, sized: true },
  { category: 'tea', percentOff: 20, sized: false },
];

/**
 * A shelf-looking sale price about `percentOff` below the regular one: ending in 9 cents when that stays
 * within the shop's rules, else the plain cut, else the deepest cut the 40% claim allows. Null when no
 * price passes the rules the admin applies (salePriceProblem), e.g. a regular price of a cent.
 */
export function demoSalePriceCents(regularCents: number, percentOff: number): number | null {
  const cut = Math.floor((regularCents * (100 - Math.min(percentOff, MAX_SALE_DISCOUNT_PERCENT))) / 100);
  const endingIn9 = cut - (((cut % 10) + 1) % 10);
  return (
    [endingIn9, cut, Math.max(cut, lowestSalePriceCents(regularCents))].find(
      (c) => salePriceProblem(regularCents, c) === null,
    ) ?? null
  );
}

interface Pick {
  product_id: string;
  percent_off: number;
  price_cents: number;
  sizes: { id: string; priceCents: number }[];
}

/**
 * Puts the demo picks on the Thursday sale when the sale has never been touched: no sale price and no
 * staff edit of the sale in the audit log, so a sale staff emptied stays empty after a restart, and a
 * second run adds nothing. Products are chosen by stable criteria (category, then the best rated active,
 * in-stock product without a standing markdown, then slug), never by generated ids.
 */
export async function seedThursdaySale(database: Database): Promise<number> {
  const [state] = await database.query<{ touched: boolean }>(
    `select exists (select 1 from thursday_sale_prices)
         or exists (select 1 from audit_log where action like 'thursday\\_sale.%') as touched`,
  );
  if (state?.touched) return 0;
  const picks = await database.query<Pick>(
    `select p.id as product_id, l.percent_off, p.price_cents,
       (select coalesce(json_agg(json_build_object('id', v.id, 'priceCents', v.price_cents)
                 order by v.sort_order, v.name), '[]'::json)
          from product_variants v where v.product_id = p.id) as sizes
     from unnest($1::text[], $2::int[], $3::bool[]) as l(slug, percent_off, sized)
     cross join lateral (
       select p.* from products p join categories c on c.id = p.category_id
       where c.slug = l.slug and p.is_active and p.stock_quantity >= 10 and p.original_price_cents is null
         and exists (select 1 from product_variants v where v.product_id = p.id) = l.sized
         and not exists (select 1 from product_variants v
                         where v.product_id = p.id and v.original_price_cents is not null)
       order by p.rating_average desc, p.rating_count desc, p.slug limit 1) p`,
    [
      DEMO_SALE_PICKS.map((p) => p.category),
      DEMO_SALE_PICKS.map((p) => p.percentOff),
      DEMO_SALE_PICKS.map((p) => p.sized),
    ],
  );
  const rows: { productId: string; variantId: string | null; salePriceCents: number }[] = [];
  for (const pick of picks) {
    const lines = pick.sizes.length
      ? pick.sizes.map((size) => ({ variantId: size.id, regular: size.priceCents }))
      : [{ variantId: null, regular: pick.price_cents }];
    for (const line of lines) {
      const salePriceCents = demoSalePriceCents(line.regular, pick.percent_off);
      if (salePriceCents !== null) rows.push({ productId: pick.product_id, variantId: line.variantId, salePriceCents });
    }
  }
  if (!rows.length) return 0;
  // Two instances starting on one empty database at once: the second's rows are already there.
  const inserted = await database.query(
    `insert into thursday_sale_prices (product_id, variant_id, sale_price_cents)
     select * from unnest($1::uuid[], $2::uuid[], $3::int[])
     on conflict on constraint thursday_sale_prices_item_key do nothing returning id`,
    [rows.map((r) => r.productId), rows.map((r) => r.variantId), rows.map((r) => r.salePriceCents)],
  );
  return inserted.length;
}
