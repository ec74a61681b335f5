import { vi } from 'vitest';
import type { ProductCardDto } from '../../shared/catalog';

/** A counted, in-stock product card (3 left) for component tests of the add-to-cart controls. */
export const toorDalCard: ProductCardDto = {
  id: '00000000-0000-4000-8000-000000000001',
  slug: 'toor-dal',
  name: 'Toor Dal',
  brand: 'Swad',
  categorySlug: 'dals',
  priceCents: 599,
  originalPriceCents: null,
  discount: 0,
  image: '/img/products/toor-dal.svg',
  rating: 4,
  ratingCount: 10,
  inStock: true,
  stockQuantity: 3,
  isWeightBased: false,
  unit: 'piece',
  isFeatured: false,
  dietaryInfo: [],
  authenticityBadge: null,
  variants: [],
};

/** A weighed product card sold by the pound, for the weight steps and the estimated price. */
export const redPumpkinCard: ProductCardDto = {
  ...toorDalCard,
  id: '00000000-0000-4000-8000-000000000002',
  slug: 'red-pumpkin',
  name: 'Red Pumpkin',
  priceCents: 199,
  stockQuantity: 40,
  isWeightBased: true,
  unit: 'lb',
};

/** A fetch stand-in that answers every request with these cards, as the products-by-id read does. */
export const productsResponse = (cards: ProductCardDto[]) =>
  vi.fn(
    async () => new Response(JSON.stringify(cards), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
