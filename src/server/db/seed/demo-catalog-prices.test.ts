import { describe, expect, it } from 'vitest';
import { parsePackSize } from '../../../shared/unit-price';
import { generateDemoCatalog } from './demo-catalog';
import type { DemoProduct } from './demo-catalog';
import { BRANDS } from './demo-catalog-data';

const { products, categories } = generateDemoCatalog();
const produceLeaves = new Set(categories.filter((c) => c.parentSlug === 'fresh-produce').map((c) => c.slug));

/** A product's name without the pack size at its end: the listings of one item in different sizes share it. */
const SIZE_AT_END =
  /\s+(?:(?:Family Pack|Bar)\s+)?(?:\d+ x )?(?:\d+(?:\.\d+)?|\d+\/\d+)\s*(?:fl oz|kg|g|ml|L|lb|oz|pints?|gallons?|bunch(?:es)?|pcs|ct|bags|tablets|pearls)\b.*$|\s+(?:Pack|Box|Jar) of \d+.*$|\s+\d+-pack.*$/;

interface Listing {
  product: string;
  size: string;
  priceCents: number;
}

/** Every packed size on sale, grouped by brand and item: a product's own sizes and its other listings. */
function listingsByItem(): Map<string, Listing[]> {
  const groups = new Map<string, Listing[]>();
  for (const p of products) {
    if (p.isWeightBased) continue;
    const entries: Listing[] =
      p.variants.length > 0
        ? p.variants.map((v) => ({ product: p.name, size: v.name, priceCents: v.priceCents }))
        : [{ product: p.name, size: p.name, priceCents: p.priceCents }];
    const key = `${p.brandSlug ?? ''}|${p.categorySlug}|${p.name.replace(SIZE_AT_END, '')}`;
    groups.set(key, [...(groups.get(key) ?? []), ...entries]);
  }
  return groups;
}

/** Pairs where the bigger pack costs more per unit, or no more in all, than a smaller one. */
function badPairs(listings: readonly Listing[]): string[] {
  const sized = listings.flatMap((l) => {
    const size = parsePackSize(l.size);
    return size ? [{ ...l, ...size }] : [];
  });
  const bad: string[] = [];
  for (const small of sized)
    for (const big of sized) {
      if (big.kind !== small.kind || big.amount <= small.amount * 1.02) continue;
      const dearerPerUnit = big.priceCents * small.amount > small.priceCents * big.amount;
      if (dearerPerUnit || big.priceCents <= small.priceCents)
        bad.push(
          `${small.product} (${small.size}) ${small.priceCents}¢ vs ${big.product} (${big.size}) ${big.priceCents}¢`,
        );
    }
  return bad;
}

describe('demo catalog sizes and prices', () => {
  it("never prices a product's bigger size dearer per unit than its smaller one, nor at or under its price", () => {
    const bad = products.flatMap((p: DemoProduct) =>
      badPairs(p.variants.map((v) => ({ product: p.name, size: v.name, priceCents: v.priceCents }))),
    );
    expect(bad).toEqual([]);
    // The check has something to check: most products with sizes have two or three.
    expect(products.filter((p) => p.variants.length >= 2).length).toBeGreaterThan(100);
  });

  it('prices every listing of one item the same way: a bigger pack costs more, but less per unit', () => {
    const groups = [...listingsByItem().values()].filter((g) => g.length > 1);
    expect(groups.length).toBeGreaterThan(100);
    expect(groups.flatMap(badPairs)).toEqual([]);
  });

  it('MDH Kitchen King Masala: 500 g costs more than 200 g, and less per ounce', () => {
    const kitchenKing = listingsByItem().get('mdh|masala-blends|MDH Kitchen King Masala') ?? [];
    const price = (size: string) =>
      kitchenKing.find((l) => parsePackSize(l.size)?.amount === parsePackSize(size)?.amount);
    const small = price('200 g');
    const big = price('500 g');
    expect(small).toBeDefined();
    expect(big).toBeDefined();
    expect(big!.priceCents).toBeGreaterThan(small!.priceCents);
    expect(big!.priceCents / 500).toBeLessThan(small!.priceCents / 200);
  });
});

describe('demo catalog brands', () => {
  it('has no "Unknown Brand": packed goods name their maker; only fresh produce and handmade goods have none', () => {
    const brandNames = new Set(BRANDS.map(([, name]) => name.toLowerCase()));
    expect(brandNames.has('unknown brand')).toBe(false);
    const unbranded = products.filter((p) => p.brandSlug === null);
    const handmade = /Clay Diyas|Brass Diya/;
    expect(unbranded.filter((p) => !produceLeaves.has(p.categorySlug) && !handmade.test(p.name))).toEqual([]);
    expect(products.every((p) => !/unknown brand/i.test(p.name))).toBe(true);
  });
});
