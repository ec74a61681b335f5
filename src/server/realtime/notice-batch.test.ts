import { describe, expect, it } from 'vitest';
import { NoticeBatch } from './notice-batch';

const rice = '00000000-0000-4000-8000-000000000001';
const bag10 = '00000000-0000-4000-8000-00000000000a';
const bag20 = '00000000-0000-4000-8000-00000000000b';
const dal = '00000000-0000-4000-8000-000000000002';

describe('NoticeBatch', () => {
  it('runs two drops of one price in a window from the first price to the last', () => {
    const batch = new NoticeBatch();
    batch.take({ k: 'price_drop', items: [[dal, 1000, 900]] });
    batch.take({ k: 'price_drop', items: [[dal, 900, 800]] });
    expect(batch.dropsByProduct().get(dal)).toEqual({ productId: dal, variantId: null, was: 1000, now: 800 });
  });

  it("makes one notice of a product's own row and its first size changed together, naming the size", () => {
    const batch = new NoticeBatch();
    // The admin saves the 10 lb bag, then copies its price to the product; the 20 lb bag drops less.
    batch.take({
      k: 'price_drop',
      items: [
        [rice, 1899, 1709, bag10],
        [rice, 3499, 3299, bag20],
      ],
    });
    batch.take({ k: 'price_drop', items: [[rice, 1899, 1709]] });
    expect([...batch.dropsByProduct().values()]).toEqual([{ productId: rice, variantId: bag10, was: 1899, now: 1709 }]);
  });

  it("names a size that came back, over the product's own restock", () => {
    const batch = new NoticeBatch();
    batch.take({ k: 'back_in_stock', items: [[rice]] });
    batch.take({ k: 'back_in_stock', items: [[rice, bag20], [dal]] });
    expect(Object.fromEntries(batch.restocksByProduct())).toEqual({
      [rice]: { productId: rice, variantId: bag20 },
      [dal]: { productId: dal, variantId: null },
    });
  });

  it('adds up news for everyone across notifications, keeping the first 5 ids', () => {
    const batch = new NoticeBatch();
    batch.take({ k: 'new_arrival', ids: ['a', 'b', 'c', 'd', 'e'], n: 120 });
    batch.take({ k: 'new_arrival', ids: ['f'], n: 1 });
    expect(batch.broadcast.get('new_arrival')).toEqual({ ids: ['a', 'b', 'c', 'd', 'e'], n: 121 });
  });
});
