import { describe, expect, it } from 'vitest';
import { SHORT_PREFIX_KEPT, searchIndex, suggestFromIndex } from './search-engine';
import { type IndexedProductRow, SearchIndex, type TaxonomyRow } from './search-index';
import { planSearch } from './search-planner';
import { documentWords, parseSearch } from './search-terms';

/**
 * Short unfinished words ("ma", "gh", "poh") keep their ranked first pages on the index; these tests
 * hold the kept pages to what ranking every match gives, before and after products change.
 */

const WORDS = ['masala', 'mango', 'makhana', 'mathri', 'ghee', 'gulab', 'jamun', 'poha', 'pohe', 'paneer', 'basmati'];
const MORE = ['rice', 'chai', 'chana', 'dal', 'dosa', 'atta', 'aloo', 'bhujia', 'pickle', 'gur', 'magaz', 'poori'];
const taxonomy: TaxonomyRow[] = [
  { kind: 'brand', id: 'b1', name: 'Maharaja Foods', slug: 'maharaja', parent_id: null, is_active: true },
  { kind: 'brand', id: 'b2', name: 'Ghar Ka Swad', slug: 'ghar', parent_id: null, is_active: true },
  { kind: 'brand', id: 'b3', name: 'Pohawala', slug: 'pohawala', parent_id: null, is_active: true },
  { kind: 'category', id: 'c1', name: 'Spices & Masalas', slug: 'spices-masalas', parent_id: null, is_active: true },
  { kind: 'category', id: 'c2', name: 'Dairy & Ghee', slug: 'dairy-ghee', parent_id: null, is_active: true },
  { kind: 'category', id: 'c3', name: 'Makhana Snacks', slug: 'snacks', parent_id: null, is_active: true },
  { kind: 'category', id: 'c4', name: 'Mithai', slug: 'mithai', parent_id: 'c3', is_active: true },
];

/** A small seeded generator, so every run ranks the same catalog. */
function random(seed: number) {
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
}

function rowOf(i: number, next: () => number): IndexedProductRow {
  const pick = (list: string[]) => list[Math.floor(next() * list.length)]!;
  const name = [pick(WORDS), pick(next() < 0.5 ? WORDS : MORE), pick(MORE)].join(' ');
  const price = 100 + Math.floor(next() * 2000);
  return {
    id: `00000000-0000-0000-0000-${String(i).padStart(12, '0')}`,
    name,
    description: `${pick(MORE)} ${pick(WORDS)}`,
    brand_id: next() < 0.6 ? pick(['b1', 'b2', 'b3']) : null,
    category_id: pick(['c1', 'c2', 'c3', 'c4']),
    price_cents: price,
    sale_day_price_cents: price,
    rating_average: Math.round(next() * 50) / 10,
    rating_count: Math.floor(next() * 100),
    in_stock: next() < 0.8,
    is_featured: next() < 0.1,
    // Few distinct sales, so ties fall through to the id.
    sales_count: Math.floor(next() * 5),
    created_at: new Date(0),
    dietary_info: null,
  };
}

/** Every two- and three-letter start of a word in names, brands and categories. */
function shortPrefixes(): string[] {
  const words = [...WORDS, ...MORE, ...taxonomy.flatMap((row) => documentWords(row.name))];
  return [...new Set(words.flatMap((w) => [w.slice(0, 2), w.slice(0, 3)]))].sort();
}

const base = { pageSize: 20, sort: 'relevance' as const };

function pages(index: SearchIndex, q: string, extra: { minRating?: number } = {}) {
  const { plan } = planSearch(index, parseSearch(q), 'search');
  return Array.from({ length: SHORT_PREFIX_KEPT / 20 + 1 }, (_, i) =>
    searchIndex(index, plan, { ...base, page: i + 1, ...extra }),
  );
}

function suggestions(index: SearchIndex, q: string) {
  const parsed = parseSearch(q, { unfinished: true });
  return suggestFromIndex(index, planSearch(index, parsed, 'suggest').plan, documentWords(q), 8);
}

describe('kept rankings of short unfinished words', () => {
  it('give the pages and totals of ranking every match, and follow products as they change', () => {
    const next = random(7);
    const rows = Array.from({ length: 1_500 }, (_, i) => rowOf(i, next));
    const index = new SearchIndex();
    index.setTaxonomy(taxonomy);
    for (const row of rows) index.upsert(row.id, row);
    const prefixes = shortPrefixes();

    const check = () => {
      // Suggestions are ranked again on an index holding the same products, built from scratch.
      const fresh = new SearchIndex();
      fresh.setTaxonomy(taxonomy);
      for (const row of rows) if (row) fresh.upsert(row.id, row);
      for (const q of prefixes) {
        // minRating 0 holds every product but is a filter, so it ranks every match.
        expect(pages(index, q), q).toEqual(pages(index, q, { minRating: 0 }));
        expect(suggestions(index, q), q).toEqual(suggestions(fresh, q));
        fresh.ranked.clear();
      }
    };
    check();
    // The rankings are kept (so the checks above compared kept pages with ranked ones).
    expect(index.ranked.size).toBeGreaterThan(5);

    // Renamed into and out of a prefix, out of stock, featured, a best seller, another brand and
    // category, gone, and new.
    const change = (i: number, edit: Partial<IndexedProductRow> | null) => {
      rows[i] = (edit ? { ...rows[i]!, ...edit } : null) as IndexedProductRow;
      index.upsert(`00000000-0000-0000-0000-${String(i).padStart(12, '0')}`, rows[i] ?? null);
    };
    change(3, { name: 'Magaz Poori Special' });
    change(4, { name: 'Atta Chakki Fresh' });
    change(5, { in_stock: !rows[5]!.in_stock });
    change(6, { is_featured: true, sales_count: 99 });
    change(7, { brand_id: 'b1', category_id: 'c2' });
    change(8, null);
    for (let i = rows.length; i < 1_520; i++) {
      rows.push(rowOf(i, next));
      index.upsert(rows[i]!.id, rows[i]!);
    }
    check();

    // A renamed brand: every kept ranking goes.
    taxonomy[0] = { ...taxonomy[0]!, name: 'Gharana Foods' };
    index.setTaxonomy(taxonomy);
    expect(index.ranked.size).toBe(0);
    check();
  });
});
