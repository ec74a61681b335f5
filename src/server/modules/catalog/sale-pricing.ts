import type { VariantDto } from '../../../shared/catalog';
import { addDays, storeClock } from '../../../shared/delivery-slots';
import { isSaleDay, salePriceFor, storeMidnight } from '../../../shared/thursday-sale';
import { currentNow } from '../../lib/clock';

/** A size as card queries read it: with its Thursday sale price, which never leaves the server as such. */
export type VariantRow = VariantDto & { salePriceCents?: number | null };

/**
 * SQL for card queries (alias p = products): the product's own Thursday sale price and, per size,
 * `'salePriceCents', ${variantSalePrice}` inside the sizes' json (alias v). Read every day (two index
 * probes per card); whether they apply is decided per request by `cardPrices`.
 */
export const productSalePrice = `(select s.sale_price_cents from thursday_sale_prices s
  where s.product_id = p.id and s.variant_id is null)`;
export const variantSalePrice = `(select s.sale_price_cents from thursday_sale_prices s where s.variant_id = v.id)`;

/**
 * The price a card shows on Thursdays, as SQL over products (alias p): migration 0028 keeps
 * `thursday_price_cents` to what `cardPrices` shows while the sale runs, and products_sale_day_price_idx
 * indexes exactly this expression, so Thursday's price sorts and filters walk an index.
 */
export const SALE_DAY_PRICE = 'coalesce(p.thursday_price_cents, p.price_cents)';

/** The price the shopper sees, for price sorts and filters: Thursday's while the sale runs. */
export const shownPrice = (saleActive: boolean): string => (saleActive ? SALE_DAY_PRICE : 'p.price_cents');

export interface PricedCard {
  priceCents: number;
  originalPriceCents: number | null;
  variants: VariantDto[];
  thursdaySale: boolean;
}

/** The store day (midnight to midnight, as instants) last asked about, and whether the sale runs through it. */
let lastDay: { from: number; until: number; sale: boolean } | undefined;

/**
 * Whether the Thursday sale runs for the request being handled (store time, the request's clock).
 * The answer holds from one store midnight to the next, so it is worked out once per store day (each
 * store-time lookup formats a date with Intl) and again for any moment outside that day, a request
 * clock set back or forward included. Outside a request every call reads the real time.
 */
export function saleRunsNow(): boolean {
  const now = currentNow();
  const at = now.getTime();
  if (!lastDay || at < lastDay.from || at >= lastDay.until) {
    const { date } = storeClock(now);
    lastDay = {
      from: storeMidnight(date).getTime(),
      until: storeMidnight(addDays(date, 1)).getTime(),
      sale: isSaleDay(now),
    };
  }
  return lastDay.sale;
}

/**
 * A card's prices: the regular ones, or while the sale runs the sale's, with the regular price as the
 * struck-through one. A product sold in sizes shows its first size's price, as the admin keeps it.
 */
export function cardPrices(
  row: {
    price_cents: number;
    original_price_cents: number | null;
    sale_price_cents?: number | null;
    variants: VariantRow[];
  },
  saleActive: boolean,
): PricedCard {
  let cut = false;
  const priced = (regular: number, original: number | null, sale: number | null | undefined) => {
    const price = salePriceFor(regular, sale, saleActive);
    if (price === regular) return { priceCents: regular, originalPriceCents: original };
    cut = true;
    return { priceCents: price, originalPriceCents: regular, thursdaySale: true };
  };
  const variants = row.variants.map(({ salePriceCents, ...variant }) => ({
    ...variant,
    ...priced(variant.priceCents, variant.originalPriceCents, salePriceCents),
  }));
  // A sized product's own price is its first size's (the admin keeps them equal).
  const first = variants[0];
  const head =
    first && first.priceCents !== row.variants[0]!.priceCents
      ? { priceCents: first.priceCents, originalPriceCents: first.originalPriceCents }
      : priced(row.price_cents, row.original_price_cents, row.sale_price_cents);
  return { priceCents: head.priceCents, originalPriceCents: head.originalPriceCents, variants, thursdaySale: cut };
}
