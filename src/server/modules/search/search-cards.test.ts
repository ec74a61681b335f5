import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cardFromIndex, cardJsonFromIndex } from './search-cards';
import { SearchIndex } from './search-index';
import { indexedToorDal as row, toorDalTaxonomy as taxonomy } from './search-test-fixtures';

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
