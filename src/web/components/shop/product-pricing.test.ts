import { describe, expect, it } from 'vitest';
import type { ProductCardDto } from '../../../shared/catalog';
import { defaultVariantId, effectiveOffer } from './product-pricing';

const rice = (thursday: boolean): ProductCardDto => ({
  id: '00000000-0000-4000-8000-000000000001',
  slug: 'aged-basmati-rice',
  name: 'Aged Basmati Rice',
  brand: 'Daawat',
  categorySlug: 'rice',
  priceCents: 1899,
  originalPriceCents: null,
  discount: 0,
  image: '/img/products/aged-basmati-rice.svg',
  rating: 4.6,
  ratingCount: 210,
  inStock: true,
  stockQuantity: 12,
  isWeightBased: false,
  unit: 'piece',
  isFeatured: false,
  dietaryInfo: [],
  authenticityBadge: null,
  thursdaySale: thursday,
  variants: [
    {
      id: '00000000-0000-4000-8000-0000000000a1',
      name: '10 lb bag',
      priceCents: 1899,
      originalPriceCents: null,
      stockQuantity: 10,
    },
    thursday
      ? {
          id: '00000000-0000-4000-8000-0000000000a2',
          name: '20 lb bag',
          priceCents: 2499,
          originalPriceCents: 3499,
          stockQuantity: 2,
          thursdaySale: true,
        }
      : {
          id: '00000000-0000-4000-8000-0000000000a2',
          name: '20 lb bag',
          priceCents: 3499,
          originalPriceCents: null,
          stockQuantity: 2,
        },
  ],
});

describe('a product with a size on the Thursday sale', () => {
  it('shows the size on sale first while the sale runs, the first size otherwise', () => {
    expect(defaultVariantId(rice(true))).toBe('00000000-0000-4000-8000-0000000000a2');
    expect(defaultVariantId(rice(false))).toBe('00000000-0000-4000-8000-0000000000a1');
  });

  it('says whether the chosen size is on the sale', () => {
    const product = rice(true);
    expect(effectiveOffer(product, product.variants[1]!.id)).toMatchObject({
      priceCents: 2499,
      thursdaySale: true,
      discount: 29,
    });
    expect(effectiveOffer(product, product.variants[0]!.id)).toMatchObject({ priceCents: 1899, thursdaySale: false });
  });
});
