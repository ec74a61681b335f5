import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cardFromIndex, cardJsonFromIndex } from './search-cards';
import { type IndexedProductRow, SearchIndex, type TaxonomyRow } from './search-index';

const brandId = randomUUID();
const categoryId = randomUUID();
const taxonomy = (brandName: string): TaxonomyRow[] => [
  { kind: 'brand', id: brandId, name: brandName, slug: 'laxmi', parent_id: null, is_active: true },
  { kind: 'category', id: categoryId, name: 'Dals', slug: 'dals', parent_id: null, is_active: true },
];

/** A product as the index loads it, its card in the stored form (search-cards.ts `CARD_JSON`). */
function row(id: string, priceCents: number, salePriceCents: number | null): IndexedProductRow {
  const sizes = [
    [randomUUID(), '2 lb', priceCents, null, 10, salePriceCents],
    [randomUUID(), '4 lb', priceCents * 2, null, 0, null],
  ];
  const card = [
    'toor-dal',
    'Toor Dal',
    priceCents,
    null,
    null,
    10,
    false,
    4.5,
    12,
    false,
    'each',
    ['vegan'],
    'organic',
    salePriceCents,
    sizes,
  ];
  return {
    id,
    name: 'Toor Dal',
    description: 'Split pigeon peas',
    brand_id: brandId,
    category_id: categoryId,
    price_cents: priceCents,
    sale_day_price_cents: salePriceCents ?? priceCents,
    rating_average: 4.5,
    rating_count: 12,
    in_stock: true,
    is_featured: false,
    sales_count: 3,
    created_at: new Date(),
    dietary_info: ['vegan'],
    card: JSON.stringify(card),
  };
}

describe('cardJsonFromIndex', () => {
  it('is the card cardFromIndex makes, made again when the product, its brand or the sale changes', () => {
    const index = new SearchIndex();
    index.setTaxonomy(taxonomy('Laxmi'));
    const id = randomUUID();
    index.upsert(id, row(id, 500, 400));
    const json = (sale: boolean) => JSON.parse(cardJsonFromIndex(index, id, sale)!) as unknown;

    for (const sale of [false, true, false]) {
      expect(json(sale)).toEqual(cardFromIndex(index, id, sale));
      // Asked again: the kept json, the same card.
      expect(json(sale)).toEqual(cardFromIndex(index, id, sale));
    }
    expect(json(true)).toMatchObject({ priceCents: 400, thursdaySale: true, brand: 'Laxmi' });
    expect(json(false)).toMatchObject({ priceCents: 500, thursdaySale: false });

    index.upsert(id, row(id, 700, null));
    expect(json(false)).toMatchObject({ priceCents: 700 });
    expect(json(true)).toMatchObject({ priceCents: 700, thursdaySale: false });

    index.setTaxonomy(taxonomy('Laxmi Gold'));
    expect(json(false)).toMatchObject({ brand: 'Laxmi Gold' });
    expect(json(false)).toEqual(cardFromIndex(index, id, false));

    index.upsert(id, null);
    expect(cardJsonFromIndex(index, id, false)).toBeUndefined();
  });
});
