import { describe, expect, it } from 'vitest';
import { SEARCH_EXACT_TOTAL_LIMIT } from '../../../shared/search';
import { rankAll, rankEarly, searchIndex, type SearchFilters } from './search-engine';
import { type IndexedProductRow, SearchIndex, type TaxonomyRow } from './search-index';
import { planSearch } from './search-planner';
import { parseSearch } from './search-terms';

/**
 * The early-stopping ranking walks blocks of slots best bound first and stops once its page is certain:
 * it must give the page that ranking every match gives, and say "1,000+" only when at least that many match.
 * Small blocks (32 slots) so a catalog of a few thousand products has many.
 */
const SHIFT = 5;

const taxonomy: TaxonomyRow[] = [
  { kind: 'brand', id: 'b1', name: 'Swad', slug: 'swad', parent_id: null, is_active: true },
  { kind: 'brand', id: 'b2', name: 'Masala King', slug: 'masala-king', parent_id: null, is_active: true },
  { kind: 'category', id: 'c1', name: 'Dals & Pulses', slug: 'dals-pulses', parent_id: null, is_active: true },
  { kind: 'category', id: 'c2', name: 'Spices & Masalas', slug: 'spices-masalas', parent_id: null, is_active: true },
  { kind: 'category', id: 'c3', name: 'Snacks', slug: 'snacks', parent_id: null, is_active: true },
  { kind: 'category', id: 'c4', name: 'Tea & Chai', slug: 'tea', parent_id: null, is_active: true },
];
const SHELVES: [string, string[]][] = [
  ['c1', ['toor', 'moong', 'chana', 'urad', 'masoor', 'dal', 'dal']],
  ['c2', ['garam', 'chaat', 'chai', 'masala', 'masala', 'haldi']],
  ['c3', ['dal', 'masala', 'bhujia', 'mathri', 'chakli']],
  ['c4', ['masala', 'chai', 'assam', 'ginger', 'tulsi']],
];
const SIZES = ['1 lb', '2 lb', '4 lb', '500 g'];

/** A seeded generator, so every run ranks the same catalog. */
function random(seed: number) {
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
}

const prices = (cents: number) => ({ price_cents: cents, sale_day_price_cents: cents });

function row(id: string, category: string, name: string): IndexedProductRow {
  return {
    id,
    name,
    description: '',
    brand_id: null,
    category_id: category,
    ...prices(500),
    rating_average: 4,
    rating_count: 1,
    in_stock: true,
    is_featured: false,
    sales_count: 0,
    created_at: new Date(0),
    dietary_info: null,
  };
}

/** Products loaded shelf by shelf, as the server loads them (decision 011, "Slots in shelf order"). */
function catalog(count: number): SearchIndex {
  const next = random(7);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
  const rows: IndexedProductRow[] = Array.from({ length: count }, (_, i) => {
    const [category, words] = pick(SHELVES);
    const id = `00000000-0000-0000-0000-${String(i).padStart(12, '0')}`;
    return {
      ...row(id, category, `${pick(words)} ${pick(words)} ${pick(SIZES)}`),
      description: `${pick(words)} ${pick(['fresh', 'dal', 'spiced', 'masala'])}`,
      brand_id: next() < 0.5 ? pick(['b1', 'b2']) : null,
      ...prices(100 + Math.floor(next() * 2000)),
      rating_average: Math.round(next() * 50) / 10,
      in_stock: next() < 0.85,
      is_featured: next() < 0.05,
      // Few distinct sales: many ties, broken by featured, sales and the id.
      sales_count: Math.floor(next() * 4),
    };
  });
  rows.sort((a, b) => a.category_id.localeCompare(b.category_id) || a.name.localeCompare(b.name));
  const index = new SearchIndex();
  index.setTaxonomy(taxonomy);
  for (const row of rows) index.upsert(row.id, row);
  return index;
}

const QUERIES = [
  'dal',
  'masala',
  'masala chai',
  'chai',
  'ma',
  'ch',
  'toor dal',
  'dal 2 lb',
  'masalla',
  'swad dal',
  'assam',
];
const VARIANTS: Partial<SearchFilters>[] = [
  {},
  { page: 3 },
  { page: 40, pageSize: 50 },
  { pageSize: 10 },
  { inStock: true },
  { maxPrice: 900 },
  { category: 'snacks' },
  { brands: ['swad'] },
];

describe('ranking that stops early', () => {
  const index = catalog(4_000);
  const blocks = ((index.slotCount - 1) >> SHIFT) + 1;

  // A limit of 50 as well, so the walk stops among blocks whose bounds tie with its page's last score.
  it.each([SEARCH_EXACT_TOTAL_LIMIT, 50])(
    'gives the page ranking every match gives, and the same total below %i',
    (limit) => {
      let stoppedWithMany = 0;
      for (const q of QUERIES) {
        const { plan } = planSearch(index, parseSearch(q), 'search');
        for (const variant of VARIANTS) {
          const filters: SearchFilters = { page: 1, pageSize: 20, sort: 'relevance', ...variant };
          const first = filters.page * filters.pageSize;
          const all = rankAll(index, plan, filters, false, first);
          const expected = { q, variant, slots: Array.from(all.slots), total: all.total };
          const early = rankEarly(index, plan, filters, false, first, { shift: SHIFT, exactUpTo: limit });
          expect({ q, variant, slots: Array.from(early.slots), total: early.total }).toEqual(
            all.total < limit ? expected : { ...expected, total: expect.toSatisfy((n: number) => n >= limit) },
          );
          if (early.blocksWalked < blocks / 2 && all.total >= limit) stoppedWithMany++;
        }
      }
      // It does stop early: common words are ranked from a few blocks.
      expect(stoppedWithMany).toBeGreaterThan(5);
    },
  );

  it('ranks products added after the first search as ranking every match does', () => {
    const changing = catalog(2_000);
    const plan = planSearch(changing, parseSearch('dal'), 'search').plan;
    const filters: SearchFilters = { page: 1, pageSize: 20, sort: 'relevance' };
    const same = () =>
      expect(Array.from(rankEarly(changing, plan, filters, false, 20, { shift: SHIFT, exactUpTo: 50 }).slots)).toEqual(
        Array.from(rankAll(changing, plan, filters, false, 20).slots),
      );
    same();
    // New slots go to the end, past the shelves: best sellers on the staple shelf that must come first.
    for (let i = 0; i < 40; i++) {
      const id = `10000000-0000-0000-0000-${String(i).padStart(12, '0')}`;
      const added = { ...row(id, 'c1', 'Dal Tadka 2 lb'), description: 'dal', sales_count: 100 + i, is_featured: true };
      changing.upsert(id, added);
    }
    same();
  });

  it('counts "1,000+" only from the limit on, whatever the page', () => {
    const search = (q: string, page = 1) =>
      searchIndex(index, planSearch(index, parseSearch(q), 'search').plan, { page, pageSize: 20, sort: 'relevance' });
    const many = search('dal');
    expect(
      rankAll(
        index,
        planSearch(index, parseSearch('dal'), 'search').plan,
        { page: 1, pageSize: 20, sort: 'relevance' },
        false,
        20,
      ).total,
    ).toBeGreaterThan(SEARCH_EXACT_TOTAL_LIMIT);
    expect(many).toMatchObject({ total: SEARCH_EXACT_TOTAL_LIMIT, totalIsEstimate: true });
    expect(search('dal', 40)).toMatchObject({ total: SEARCH_EXACT_TOTAL_LIMIT, totalIsEstimate: true });
    const few = search('assam');
    expect(few.total).toBeLessThan(SEARCH_EXACT_TOTAL_LIMIT);
    expect(few.totalIsEstimate).toBe(false);
  });
});
