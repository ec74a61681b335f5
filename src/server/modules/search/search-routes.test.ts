import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecentSearchesDto, SearchResultDto, SuggestionsDto } from '../../../shared/search';
import { startShop, type TestShop } from '../../test/harness';
import { buildSearchApp, insertFixtures } from './search-test-fixtures';

type SearchApp = Awaited<ReturnType<typeof buildSearchApp>>;

let shop: TestShop;
let app: SearchApp;
beforeAll(async () => {
  shop = await startShop({ catalogSize: 300, fixtures: false, promos: false });
  await insertFixtures(shop.database, [
    // Ranking: one made-up word, found in a different place in each product.
    { name: 'Quorva Masala', sales: 5 },
    { name: 'Classic Quorva Blend', sales: 50 },
    { name: 'Plain Spice Mix', description: 'Blended with a pinch of quorva.', sales: 90 },
    { name: 'Garam Mix', brand: 'Quorva Foods', sales: 80 },
    { name: 'Morning Chai Mix', category: 'Quorva Corner', sales: 70 },
    { name: 'Quorva Pickle', stock: 0, sales: 100 },
    { name: 'Quorva Chutney', featured: true, sales: 1 },
    { name: 'Hidden Quorva Relish', active: false },
    // Typos and sizes.
    { name: 'Royal Basmati Rice 10 lb' },
    { name: 'Turmeric Powder 200 g' },
    { name: 'Green Cardamom Pods' },
    { name: 'Toor Dal 2 lb', sales: 500 },
    { name: 'Toor Dal 4 lb', sales: 1 },
    { name: 'Sharbati Atta 10 lb', sales: 500 },
    { name: 'Sharbati Atta 20 lb', sales: 1 },
    // Short words: synonyms and corrections must not reach past what was meant.
    { name: 'Kachi Haldi Root', category: 'Pantry Corner' },
    {
      name: 'Toor Dal Tukdi 2 lb',
      description: 'Pressure-cook with turmeric and a drop of oil.',
      category: 'Pantry Corner',
    },
    { name: 'Easy Wash Detergent Powder', description: 'Lifts turmeric and curry stains.', category: 'Laundry Corner' },
    { name: 'Malai Paneer 14 oz', category: 'Pantry Corner' },
    { name: 'Aam Panna Concentrate', category: 'Pantry Corner' },
    { name: 'Kitchen King Masala', category: 'Pantry Corner' },
    { name: 'Whole Masoor 2 lb', category: 'Pantry Corner' },
    { name: 'Moong Namkeen 200 g', category: 'Pantry Corner' },
    { name: 'Kala Namak 1 lb', category: 'Pantry Corner' },
    ...['Bhujia Sev', 'Soan Papdi', 'Aloo Bhujia'].map((name) => ({
      name: `Haldiram's ${name}`,
      category: 'Pantry Corner',
    })),
  ]);
  app = await buildSearchApp(shop.database);
});
afterAll(async () => {
  await app?.close();
  await shop?.close();
});

async function search(query: string, on: SearchApp = app) {
  const response = await on.inject({ method: 'GET', url: `/api/search?${query}` });
  return { status: response.statusCode, body: response.json() as SearchResultDto };
}
async function insertUser(): Promise<string> {
  const [user] = await shop.database.query<{ id: string }>(
    'insert into users (name, email) values ($1, $2) returning id',
    ['Search Tester', `search-${randomUUID()}@example.com`],
  );
  return user!.id;
}
const q = (text: string, extra = '') => `q=${encodeURIComponent(text)}${extra}`;
const names = (body: SearchResultDto) => body.products.map((p) => p.name);

describe('GET /api/search ranking', () => {
  it('ranks name prefix > name > brand > category > description; featured breaks ties; out of stock sinks', async () => {
    const { status, body } = await search(q('quorva'));
    expect(status).toBe(200);
    expect(names(body)).toEqual([
      'Quorva Chutney', // 10 + 5, featured
      'Quorva Masala', // 10 + 5
      'Classic Quorva Blend', // 10
      'Garam Mix', // brand 7
      'Morning Chai Mix', // category 5
      'Plain Spice Mix', // description 3
      'Quorva Pickle', // 10 + 5 but out of stock
    ]);
    expect(body.total).toBe(7);
    expect(body.query).toBe('quorva');
    expect(body.products.at(-1)!.inStock).toBe(false);
  });

  it('is reachable through the shop app and leaves inactive products out', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/search?q=relish%20quorva' });
    expect(response.statusCode).toBe(200);
    expect((response.json() as SearchResultDto).total).toBe(0);
  });

  it.each([
    ['basmatti', 'Royal Basmati Rice 10 lb', 'basmati'],
    ['turmric', 'Turmeric Powder 200 g', 'turmeric'],
    ['cardamon', 'Green Cardamom Pods', 'cardamom'],
  ])('finds %s despite the typo and suggests the spelling', async (typo, name, corrected) => {
    const { body } = await search(q(typo, '&pageSize=100'));
    expect(names(body)).toContain(name);
    expect(body.didYouMean).toBe(corrected);
  });

  it('finds only turmeric for "haldi": a synonym counts in names, not in descriptions', async () => {
    const { body } = await search(q('haldi', '&pageSize=100'));
    expect(names(body)).toEqual(expect.arrayContaining(['Kachi Haldi Root', 'Turmeric Powder 200 g']));
    for (const name of names(body)) expect(name).toMatch(/turmeric|haldi/i);
    expect(body.didYouMean).toBeNull();
    // The typed word itself still counts in descriptions (3, as the spec ranks it)…
    expect(names((await search(q('stains'))).body)).toEqual(['Easy Wash Detergent Powder']);
    // …but under the relevance floor beside products named with it: not padding for "turmeric".
    const typed = await search(q('turmeric', '&pageSize=100'));
    expect(names(typed.body)).toContain('Turmeric Powder 200 g');
    expect(names(typed.body)).not.toContain('Easy Wash Detergent Powder');
  });

  it.each([
    ['hladi', 'haldi', 'Kachi Haldi Root', /turmeric|haldi/i],
    ['panir', 'paneer', 'Malai Paneer 14 oz', /paneer/i],
    ['masla', 'masala', 'Kitchen King Masala', /masala/i],
    ['namkin', 'namkeen', 'Moong Namkeen 200 g', /namkeen|snack/i],
  ])('corrects the short word %s to %s only, not to lookalikes', async (typo, corrected, name, only) => {
    const { body } = await search(q(typo, '&pageSize=100&category=fixture-pantry-corner'));
    expect(body.didYouMean).toBe(corrected);
    expect(names(body)).toContain(name);
    for (const found of names(body)) expect(found).toMatch(only);
  });

  it('does not correct an unfinished word that starts enough product names', async () => {
    const { body } = await search(q('haldir', '&pageSize=100&category=fixture-pantry-corner'));
    expect(body.didYouMean).toBeNull();
    expect(names(body).sort()).toEqual(["Haldiram's Aloo Bhujia", "Haldiram's Bhujia Sev", "Haldiram's Soan Papdi"]);
  });

  it('matches every word, with synonyms per word, narrowed to the size when a product has it', async () => {
    const toor = await search(q('toor daal 4 lb', '&category=fixture-test-shelf'));
    expect(names(toor.body)).toEqual(['Toor Dal 4 lb']);
    expect(toor.body.expandedTerms).toEqual(expect.arrayContaining(['dal', 'lentils', 'pigeon peas', 'arhar']));
    const atta = await search(q('atta 20lb', '&category=fixture-test-shelf'));
    expect(names(atta.body)).toEqual(['Sharbati Atta 20 lb']);
    // No 3 lb pack: the size is dropped rather than finding nothing.
    const other = await search(q('toor dal 3 lb', '&category=fixture-test-shelf'));
    expect(names(other.body)).toEqual(['Toor Dal 2 lb', 'Toor Dal 4 lb']);
    expect((await search(q('toor quorva'))).body.total).toBe(0);
  });

  it('applies the catalog filters and sorts', async () => {
    const inStock = await search(q('quorva', '&inStock=true&sort=popularity'));
    expect(names(inStock.body)).toEqual([
      'Plain Spice Mix',
      'Garam Mix',
      'Morning Chai Mix',
      'Classic Quorva Blend',
      'Quorva Masala',
      'Quorva Chutney',
    ]);
    const priced = await search(q('quorva', '&maxPrice=100'));
    expect(priced.body.total).toBe(0);
  });
});

describe('GET /api/search paging', () => {
  it('pages through every match once, with the total on every page', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const { body } = await search(q('quorva', `&pageSize=2&page=${page}`));
      expect(body.total).toBe(7);
      seen.push(...body.products.map((p) => p.id));
    }
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    expect((await search(q('quorva', '&pageSize=2&page=5'))).body).toMatchObject({ products: [], total: 7, page: 5 });
  });
});

describe('GET /api/search with any input', () => {
  it.each([
    ["'", 'quote'],
    ['"basmati', 'double quote'],
    ['%', 'percent'],
    ['_', 'underscore'],
    ['\\', 'backslash'],
    ["rice' or 1=1; drop table products; --", 'SQL'],
    ['rice & !dal | (atta:*) <-> ghee', 'tsquery syntax'],
    ['(((', 'brackets'],
    ['😀🍚', 'emoji'],
    ['हल्दी', 'Devanagari'],
    ['ñandú crème brûlée', 'accents'],
    ['   ', 'blank'],
    ['', 'empty'],
    ['x'.repeat(1000), '1,000 characters'],
    [`${'basmati '.repeat(120)}`, 'many words'],
  ])('answers 200 for %j (%s)', async (text) => {
    const { status, body } = await search(q(text));
    expect(status).toBe(200);
    expect(body.query.length).toBeLessThanOrEqual(100);
    const suggestions = await app.inject({ method: 'GET', url: `/api/search/suggestions?${q(text)}` });
    expect(suggestions.statusCode).toBe(200);
  });

  it('treats an empty query as no results, and a query over 2,000 characters as a 400', async () => {
    expect((await search('')).body).toMatchObject({ products: [], total: 0, query: '' });
    const long = await search(q('x'.repeat(2001)));
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ error: { code: 'VALIDATION_FAILED', message: 'Search text is too long' } });
  });

  it('searches the first 100 characters of a long query', async () => {
    const { body } = await search(q(`quorva ${'z'.repeat(200)}`));
    expect(body.query).toBe(`quorva ${'z'.repeat(93)}`);
  });

  it('finds Devanagari words through their transliteration', async () => {
    const { body } = await search(q('हल्दी', '&pageSize=100'));
    expect(names(body)).toContain('Turmeric Powder 200 g');
  });

  it('rejects a bad sort or page with the shared messages', async () => {
    expect((await search(q('rice', '&sort=cheapest'))).status).toBe(400);
    expect((await search(q('rice', '&page=0'))).body).toMatchObject({ error: { message: 'Page must be at least 1' } });
  });
});

describe('GET /api/search/suggestions', () => {
  const suggest = async (text: string) =>
    (await app.inject({ method: 'GET', url: `/api/search/suggestions?${q(text)}` })).json() as SuggestionsDto;

  it('starts at 2 trimmed characters', async () => {
    expect((await suggest(' q ')).suggestions).toEqual([]);
    expect((await suggest('qu')).suggestions.length).toBeGreaterThan(0);
  });

  it('puts names starting with the text first, active products only, with card fields', async () => {
    const { suggestions } = await suggest('quorv');
    const found = suggestions.map((s) => s.name);
    expect(found.slice(0, 3).every((n) => n.startsWith('Quorva'))).toBe(true);
    expect(found).toContain('Classic Quorva Blend');
    expect(found).not.toContain('Hidden Quorva Relish');
    expect(suggestions[0]).toMatchObject({
      slug: expect.any(String),
      brand: expect.any(String),
      priceCents: 499,
      image: expect.stringMatching(/^\/img\/products\//),
    });
  });

  it('narrows by a last word of one letter', async () => {
    expect((await suggest('quorva m')).suggestions.map((s) => s.name)).toEqual(['Quorva Masala']);
    expect((await suggest('classic q')).suggestions.map((s) => s.name)).toEqual(['Classic Quorva Blend']);
  });

  it('returns at most 20', async () => {
    await insertFixtures(
      shop.database,
      Array.from({ length: 25 }, (_, i) => ({ name: `Zelkova Snack ${i + 1}` })),
    );
    // The index learns of the new products through NOTIFY, within moments.
    await expect.poll(async () => (await suggest('zelkova')).suggestions.length).toBe(20);
  });

  it('offers categories whose names hold the words, typo-tolerant, at most 3', async () => {
    expect((await suggest('quorv')).categories).toEqual([{ slug: 'fixture-quorva-corner', name: 'Quorva Corner' }]);
    // "qourva" is one swap from quorva, a word of product names: corrected like a product search.
    expect((await suggest('qourva')).categories.map((c) => c.name)).toEqual(['Quorva Corner']);
    expect((await suggest('corner')).categories.length).toBe(3);
    expect((await suggest('zzqq')).categories).toEqual([]);
  });

  it('forgives a typo', async () => {
    const { suggestions } = await suggest('cardamon');
    expect(suggestions.map((s) => s.name)).toContain('Green Cardamom Pods');
    expect((await suggest('hladi')).suggestions.map((s) => s.name)).toContain('Kachi Haldi Root');
  });
});

describe('search history', () => {
  it('records searches of a signed-in shopper (first pages only) and lists recent ones', async () => {
    const userId = await insertUser();
    const signedIn = await buildSearchApp(shop.database, { currentUserId: async () => userId });
    await search(q('Quorva'), signedIn);
    await search(q('quorva', '&page=2&pageSize=2'), signedIn);
    await search(q('basmatti'), signedIn);
    await search('q=', signedIn);
    const rows = await shop.database.query<{ search_query: string; results_count: number }>(
      'select search_query, results_count from search_history where user_id = $1 order by created_at',
      [userId],
    );
    expect(rows).toEqual([
      { search_query: 'Quorva', results_count: 7 },
      { search_query: 'basmatti', results_count: expect.any(Number) },
    ]);
    const recent = (await signedIn.inject({ method: 'GET', url: '/api/search/recent' })).json() as RecentSearchesDto;
    expect(recent.searches).toEqual(['basmatti', 'Quorva']);
    await signedIn.close();
  });

  it('records nothing for a guest, and a failure to record never fails the search', async () => {
    const before = await shop.database.query<{ n: number }>('select count(*)::int as n from search_history');
    expect((await search(q('quorva'))).status).toBe(200);
    // A user id the database does not know: the insert fails, the search does not.
    const broken = await buildSearchApp(shop.database, { currentUserId: async () => randomUUID() });
    expect((await search(q('quorva'), broken)).status).toBe(200);
    await broken.close();
    const after = await shop.database.query<{ n: number }>('select count(*)::int as n from search_history');
    expect(after[0]!.n).toBe(before[0]!.n);
    expect(
      ((await app.inject({ method: 'GET', url: '/api/search/recent' })).json() as RecentSearchesDto).searches,
    ).toEqual([]);
  });
});
