import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResultDto } from '../../../shared/search';
import type { Database } from '../../db/client';
import { createTestDatabase } from '../../test/harness';
import { buildSearchApp, insertFixtures } from './search-test-fixtures';

/** Each pair: a product named with one word must be found by the other, in both directions. */
const PAIRS = [
  ['jeera', 'cumin'],
  ['haldi', 'turmeric'],
  ['dhania', 'coriander'],
  ['methi', 'fenugreek'],
  ['atta', 'whole wheat flour'],
  ['maida', 'all purpose flour'],
  ['besan', 'gram flour'],
  ['daal', 'lentils'],
  ['toor', 'pigeon peas'],
  ['arhar', 'tuvar'],
  ['chana', 'chickpeas'],
  ['rajma', 'kidney beans'],
  ['chawal', 'rice'],
  ['sooji', 'semolina'],
  ['rava', 'sooji'],
  ['gur', 'jaggery'],
  ['elaichi', 'cardamom'],
  ['ghee', 'clarified butter'],
  ['paneer', 'cottage cheese'],
] as const;

const title = (words: string) => words.replace(/\b\w/g, (c) => c.toUpperCase());

let database: Database;
let app: Awaited<ReturnType<typeof buildSearchApp>>;
beforeAll(async () => {
  database = await createTestDatabase();
  await insertFixtures(
    database,
    PAIRS.flatMap(([a, b], i) => [{ name: `${title(a)} Pack ${i}a` }, { name: `${title(b)} Pack ${i}b` }]),
  );
  app = await buildSearchApp(database);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function found(text: string): Promise<string[]> {
  const response = await app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(text)}&pageSize=100` });
  expect(response.statusCode).toBe(200);
  return (response.json() as SearchResultDto).products.map((p) => p.name);
}

describe('synonyms and transliterations', () => {
  it.each(PAIRS.map(([a, b], i) => [a, b, i] as const))('%s ↔ %s', async (a, b, i) => {
    const both = [`${title(a)} Pack ${i}a`, `${title(b)} Pack ${i}b`];
    expect(await found(a)).toEqual(expect.arrayContaining(both));
    expect(await found(b)).toEqual(expect.arrayContaining(both));
  });

  it('names what it searched besides the typed words', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/search?q=jeera' });
    expect((response.json() as SearchResultDto).expandedTerms).toEqual(expect.arrayContaining(['cumin']));
  });

  it('ranks the typed word above its synonym only by the spec weights, not by chance', async () => {
    // Both names match (10) and start with the term (5): a tie, broken by featured, then sales, then id.
    const [first, second] = await found('jeera');
    expect([first, second].sort()).toEqual(['Cumin Pack 0b', 'Jeera Pack 0a']);
  });
});
