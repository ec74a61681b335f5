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
