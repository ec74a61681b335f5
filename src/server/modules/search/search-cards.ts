import type { ProductCardDto } from '../../../shared/catalog';
import { cardVariants, type ProductRow } from '../catalog/catalog-repository';
import { toCard } from '../catalog/catalog-service';
import { productSalePrice } from '../catalog/sale-pricing';
import type { SearchIndex } from './search-index';

/**
 * Result cards served from memory (decision 011, "Cards from the index"): beside each slot of the index
 * sits what its card shows, as the json text PostgreSQL built (one flat string per product, nothing for
 * the garbage collector to walk), read by the same notifications as the index. Brand and category names
 * are looked up in the index's taxonomy when the card is made, so renaming a brand needs no card reread.
 * Both the regular and the Thursday sale prices are kept, and which one shows is decided per request by
 * the catalog's own `toCard`, so the sale starts and ends at midnight store time without a reload.
 * The cart, checkout and product pages keep reading PostgreSQL.
 */

/** SQL (alias p = products): a card's fields as json text, keys as ProductRow names them. */
export const CARD_JSON = `json_build_object('slug', p.slug, 'name', p.name, 'brand_id', p.brand_id,
  'category_id', p.category_id, 'price_cents', p.price_cents, 'original_price_cents', p.original_price_cents,
  'images', p.images[1:1], 'stock_quantity', p.stock_quantity::float8, 'is_featured', p.is_featured,
  'rating_average', p.rating_average::float8, 'rating_count', p.rating_count, 'is_weight_based', p.is_weight_based,
  'unit', p.unit, 'dietary_info', p.dietary_info, 'authenticity_badge', p.authenticity_badge,
  'sale_price_cents', ${productSalePrice}, 'variants', ${cardVariants})::text`;

type StoredCard = Omit<ProductRow, 'id' | 'brand' | 'brand_slug' | 'category_slug' | 'is_active'> & {
  brand_id: string | null;
};

/** The card of a product the index holds, as the catalog would show it at this moment; undefined if gone. */
export function cardFromIndex(index: SearchIndex, id: string, saleActive: boolean): ProductCardDto | undefined {
  const slot = index.ids.find(id);
  const text = slot === undefined ? undefined : index.cards[slot];
  if (text === undefined) return undefined;
  const stored = JSON.parse(text) as StoredCard;
  const brand = stored.brand_id ? index.brands.get(stored.brand_id) : undefined;
  return toCard(
    {
      ...stored,
      id,
      brand: brand?.name ?? null,
      brand_slug: brand?.slug ?? null,
      category_slug: index.categories.get(stored.category_id)?.slug ?? '',
      is_active: true,
    },
    saleActive,
  );
}
