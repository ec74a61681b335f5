import type { ProductCardDto } from '../../../shared/catalog';
import { toCard } from '../catalog/catalog-service';
import { productSalePrice, variantSalePrice, type VariantRow } from '../catalog/sale-pricing';
import type { SearchIndex } from './search-index';

/**
 * Result cards served from memory (decision 011, "Cards from the index"): beside each slot of the index
 * sits what its card shows, as the json text PostgreSQL built (one flat string per product, nothing for
 * the garbage collector to walk), read by the same notifications as the index. Positional arrays, not
 * objects: keys repeated in every card were half of its bytes. Brand and category come from the index's
 * own columns and taxonomy when the card is made, so renaming a brand needs no card reread. Both the
 * regular and the Thursday sale prices are kept, and which one shows is decided per request by the
 * catalog's own `toCard`, so the sale starts and ends at midnight store time without a reload. The cart,
 * checkout and product pages keep reading PostgreSQL.
 */

/**
 * SQL (alias p = products): a card as json text, in the order `StoredCard` reads it. Sizes in the order
 * the catalog's cards list them (catalog-repository.ts `cardColumns`), each with its sale price.
 */
export const CARD_JSON = `json_build_array(p.slug, p.name, p.price_cents, p.original_price_cents, p.images[1],
  p.stock_quantity::float8, p.is_featured, p.rating_average::float8, p.rating_count, p.is_weight_based, p.unit,
  p.dietary_info, p.authenticity_badge, ${productSalePrice},
  (select coalesce(json_agg(json_build_array(v.id, v.name, v.price_cents, v.original_price_cents,
            v.stock_quantity::float8, ${variantSalePrice}) order by v.sort_order, v.name), '[]'::json)
     from product_variants v where v.product_id = p.id))::text`;

type StoredCard = [
  slug: string,
  name: string,
  priceCents: number,
  originalPriceCents: number | null,
  image: string | null,
  stockQuantity: number,
  isFeatured: boolean,
  rating: number,
  ratingCount: number,
  isWeightBased: boolean,
  unit: string,
  dietaryInfo: string[],
  badge: string | null,
  salePriceCents: number | null,
  sizes: [
    id: string,
    name: string,
    priceCents: number,
    originalPriceCents: number | null,
    stockQuantity: number,
    salePriceCents: number | null,
  ][],
];

/** The card of a product the index holds, as the catalog would show it at this moment; undefined if gone. */
export function cardFromIndex(index: SearchIndex, id: string, saleActive: boolean): ProductCardDto | undefined {
  const slot = index.ids.find(id);
  const text = slot === undefined ? undefined : index.cards[slot];
  if (slot === undefined || text === undefined) return undefined;
  return cardOfSlot(index, slot, id, text, saleActive);
}

/** Cards' json kept per index, at most this many; when full, the card made longest ago goes first. */
export const KEPT_CARD_JSON = 5_000;

interface KeptJson {
  /** What it was made from: the slot's stored card and its brand and category numbers. */
  text: string;
  brand: number;
  category: number;
  json: string;
}

/** The json kept for one index, while its taxonomy and the sale's state stay those it was made with. */
interface CardJsonMemo {
  sale: boolean;
  brands: SearchIndex['brands'];
  categories: SearchIndex['categories'];
  bySlot: Map<number, KeptJson>;
}
const memos = new WeakMap<SearchIndex, CardJsonMemo>();

/**
 * The same card as `cardFromIndex`, as the json text a search reply carries. Making a card (parsing the
 * stored text, prices, unit prices from the names) and serialising it are a large part of a search
 * reply's CPU (bench/README.md "Search"), and the cards search pages show are mostly the same few
 * thousand, so the json of up to KEPT_CARD_JSON cards shown is kept (a few MB; every card of every
 * product would be tens of MB on a big catalog). A kept card is used only while it was made from the
 * slot's current stored card, brand and category, the index's current brands and categories, and the
 * same sale state: a notified change, a renamed brand or the sale starting or ending at midnight makes
 * it again.
 */
export function cardJsonFromIndex(index: SearchIndex, id: string, saleActive: boolean): string | undefined {
  const slot = index.ids.find(id);
  const text = slot === undefined ? undefined : index.cards[slot];
  if (slot === undefined || text === undefined) return undefined;
  let memo = memos.get(index);
  if (!memo || memo.sale !== saleActive || memo.brands !== index.brands || memo.categories !== index.categories) {
    memo = { sale: saleActive, brands: index.brands, categories: index.categories, bySlot: new Map() };
    memos.set(index, memo);
  }
  const brand = index.brand[slot]!;
  const category = index.category[slot]!;
  const kept = memo.bySlot.get(slot);
  if (kept && kept.text === text && kept.brand === brand && kept.category === category) return kept.json;
  const json = JSON.stringify(cardOfSlot(index, slot, id, text, saleActive));
  if (kept) memo.bySlot.delete(slot);
  else if (memo.bySlot.size >= KEPT_CARD_JSON) memo.bySlot.delete(memo.bySlot.keys().next().value!);
  memo.bySlot.set(slot, { text, brand, category, json });
  return json;
}

function cardOfSlot(index: SearchIndex, slot: number, id: string, text: string, saleActive: boolean): ProductCardDto {
  const [
    slug,
    name,
    price,
    original,
    image,
    stock,
    featured,
    rating,
    ratingCount,
    weighed,
    unit,
    dietary,
    badge,
    sale,
    sizes,
  ] = JSON.parse(text) as StoredCard;
  const brandNumber = index.brand[slot]!;
  const brand = brandNumber >= 0 ? index.brands.get(index.groupIds[brandNumber]!) : undefined;
  const categoryId = index.groupIds[index.category[slot]!]!;
  return toCard(
    {
      id,
      slug,
      name,
      brand: brand?.name ?? null,
      brand_slug: brand?.slug ?? null,
      category_id: categoryId,
      category_slug: index.categories.get(categoryId)?.slug ?? '',
      price_cents: price,
      original_price_cents: original,
      images: image ? [image] : [],
      stock_quantity: stock,
      is_active: true,
      is_featured: featured,
      rating_average: rating,
      rating_count: ratingCount,
      is_weight_based: weighed,
      unit,
      dietary_info: dietary,
      authenticity_badge: badge,
      sale_price_cents: sale,
      variants: sizes.map(
        ([sizeId, sizeName, priceCents, originalPriceCents, stockQuantity, salePriceCents]): VariantRow => ({
          id: sizeId,
          name: sizeName,
          priceCents,
          originalPriceCents,
          stockQuantity,
          salePriceCents,
        }),
      ),
    },
    saleActive,
  );
}
