import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStaff, startShop, type TestShop } from '../../test/harness';
import { CSV_IMPORT_MESSAGES, CSV_IMPORT_ROW_LIMIT } from '../../../shared/admin-products';
import type { ImportReport } from '../../../shared/products-csv-diff';
import { bulkCatalogCsv } from './products-csv-test-kit';

/** CSV export and import on the whole 1,200-product demo catalog. */
let shop: TestShop;
let cookie: string;

beforeAll(async () => {
  shop = await startShop({ catalogSize: 1200, fixtures: false, promos: false });
  cookie = (await signInStaff(shop)).cookie;
}, 120_000);
afterAll(async () => shop?.close());

const headers = () => ({ origin: shop.config.publicUrl, cookie });
const exportCsv = async (query = '') => {
  const response = await shop.app.inject({ url: `/api/admin/products/export.csv${query}`, headers: headers() });
  expect(response.statusCode).toBe(200);
  return response.body;
};
const importCsv = async (csv: string, apply: boolean) => {
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/admin/products/import',
    headers: headers(),
    payload: { csv, apply },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ImportReport;
};
/** The file's records (a description may hold a line break inside quotes, so not split by line). */
const records = (csv: string) => csv.split(/\r\n(?=[a-z0-9-]+,)/);
/** The export's header, then copies of its rows under new slugs until the file has `count` rows. */
const copiesUnderNewSlugs = (exported: string, count: number) => {
  const lines = records(exported);
  const rows: string[] = [];
  for (let copy = 1; rows.length < count; copy++)
    for (const line of lines.slice(1)) {
      if (rows.length >= count) break;
      rows.push(line.replace(/^([a-z0-9-]+),/, (_m, slug: string) => `${slug}-bulk${copy},`));
    }
  return [lines[0], ...rows].join('\r\n');
};
const productCount = async () =>
  (await shop.database.query<{ n: number }>('select count(*)::int as n from products'))[0]!.n;

describe('export → import → export', () => {
  it('gives identical bytes and changes nothing', { timeout: 120_000 }, async () => {
    const first = await exportCsv();
    const lines = records(first);
    expect(lines[0]).toBe(
      'slug,name,category_slug,brand_slug,description,origin_story,health_benefits,tax_class,is_weight_based,unit,dietary_tags,authenticity_badge,is_featured,is_active,variant_name,price,original_price,stock',
    );
    const products = (await shop.database.query<{ n: number }>('select count(*)::int as n from products'))[0]!.n;
    expect(products).toBe(1200);
    expect(lines.length - 1).toBeGreaterThan(1200);

    const started = Date.now();
    const report = await importCsv(first, true);
    expect(report).toMatchObject({ products: 1200, unchanged: 1200, creates: 0, updates: 0, errors: [] });
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(await exportCsv()).toBe(first);
  });

  it('applies a changed price and a new product with two variants in one go', { timeout: 60_000 }, async () => {
    const original = await exportCsv();
    const lines = records(original);
    const plain = lines.findIndex((l, i) => i > 0 && /,(?:true|false),true,,\d+\.\d\d,,\d+$/.test(l));
    expect(plain).toBeGreaterThan(0);
    const changed = lines[plain]!.replace(/,,(\d+\.\d\d),,(\d+)$/, ',,1.23,,$2');
    const category = lines[1]!.split(',')[2];
    const added = [
      `staff-kodo-millet-upma-mix,Kodo Millet Upma Mix,${category},,Roasted kodo millet with urad dal.,,,food,false,piece,vegetarian|vegan,traditional,false,true,500 g,3.49,,40`,
      `staff-kodo-millet-upma-mix,Kodo Millet Upma Mix,${category},,Roasted kodo millet with urad dal.,,,food,false,piece,vegetarian|vegan,traditional,false,true,1 kg,6.29,6.99,25`,
    ];
    const file = [...lines.slice(0, plain), changed, ...lines.slice(plain + 1), ...added].join('\r\n');
    const dry = await importCsv(file, false);
    expect(dry).toMatchObject({ applied: false, creates: 1, updates: 1, errors: [], diffTruncated: false });
    // The dry run says what would change: the changed price old → new on its line, and the new rows.
    const [slugOfChanged, nameOfChanged] = lines[plain]!.split(',');
    const oldPrice = /,,(\d+\.\d\d),,\d+$/.exec(lines[plain]!)![1]!;
    expect(dry.diff).toEqual([
      {
        slug: slugOfChanged,
        name: nameOfChanged,
        state: 'changed',
        rows: [
          {
            line: plain + 1,
            variant: '',
            state: 'changed',
            fields: [{ column: 'price', before: oldPrice, after: '1.23' }],
          },
        ],
      },
      {
        slug: 'staff-kodo-millet-upma-mix',
        name: 'Kodo Millet Upma Mix',
        state: 'new',
        rows: [
          expect.objectContaining({ line: lines.length + 1, variant: '500 g', state: 'new' }),
          expect.objectContaining({ line: lines.length + 2, variant: '1 kg', state: 'new' }),
        ],
      },
    ]);
    expect(dry.diff[1]!.rows[1]!.fields).toContainEqual({ column: 'original_price', before: '', after: '6.99' });
    expect(await exportCsv()).toBe(original);

    expect(await importCsv(file, true)).toMatchObject({ applied: true, creates: 1, updates: 1 });
    const slug = lines[plain]!.split(',')[0];
    const [row] = await shop.database.query<{ price_cents: number }>(
      'select price_cents from products where slug = $1',
      [slug],
    );
    expect(row!.price_cents).toBe(123);
    const detail = (await shop.app.inject({ url: '/api/products/staff-kodo-millet-upma-mix' })).json();
    expect(detail.variants.map((v: { name: string }) => v.name)).toEqual(['500 g', '1 kg']);
  });
});

describe('a file with bad rows', () => {
  it('names every bad row and applies nothing, not even the good rows', { timeout: 60_000 }, async () => {
    const original = await exportCsv();
    const lines = records(original);
    const plain = (from: number) =>
      lines.findIndex((l, i) => i > from && /,(?:true|false),true,,\d+\.\d\d,,\d+$/.test(l));
    const [a, b, c] = [plain(0), plain(plain(0)), plain(plain(plain(0)))];
    const bad = [...lines];
    bad[a] = bad[a]!.replace(/,,(\d+\.\d\d),,(\d+)$/, ',,-1.00,,$2');
    bad[b] = bad[b]!.replace(/^([^,]+,[^,]+,)[^,]+,/, '$1no-such-category,');
    bad[c] = bad[c]!.replace(/,,(\d+\.\d\d),,(\d+)$/, ',,9.99,1.00,$2');
    // A good change in the same file must not be applied either.
    const good = plain(c);
    bad[good] = bad[good]!.replace(/,,(\d+\.\d\d),,(\d+)$/, ',,2.22,,$2');

    const report = await importCsv(bad.join('\r\n'), true);
    expect(report.applied).toBe(false);
    expect(report.errors).toEqual([
      { row: a + 1, column: 'price', message: 'Price cannot be negative' },
      { row: b + 1, column: 'category_slug', message: 'Unknown category' },
      { row: c + 1, column: 'original_price', message: 'Original price cannot be below the price' },
    ]);
    // The refused rows are reported as problems, not as changes; the good change is still shown.
    expect(report.diff.map((d) => d.slug)).toEqual([bad[good]!.split(',')[0]]);
    expect(await exportCsv()).toBe(original);
  });

  it('refuses a file whose header is not the documented one', async () => {
    const report = await importCsv('sku,title,price\r\nA1,Rice,1.00', true);
    expect(report.errors).toEqual([
      { row: 1, column: 'header', message: expect.stringMatching(/^The header must be: slug,name,/) },
    ]);
  });
});

describe('a large file', () => {
  // The stated size, 10,000 rows, is timed by bench/admin/csv-import.ts (bench/README.md "Admin"); this
  // file is large enough for the same path: more new products than one lookup batch (1,000), every one
  // checked and then written in the one transaction.
  it('imports 1,500 rows of new products in one transaction', { timeout: 120_000 }, async () => {
    // Copies of the catalog under new slugs until the file has 1,500 rows (over 1,000 new products).
    const report = await importCsv(copiesUnderNewSlugs(await exportCsv(), 1_500), true);
    expect(report).toMatchObject({ applied: true, rows: 1_500, updates: 0, errors: [] });
    expect(report.creates).toBeGreaterThan(1_000);
    const [count] = await shop.database.query<{ n: number }>(
      `select count(*)::int as n from products where slug like '%-bulk%'`,
    );
    expect(count!.n).toBe(report.creates);
  });
});

describe('a file at the row limit', () => {
  const categorySlug = async () =>
    (await shop.database.query<{ slug: string }>('select slug from categories order by slug limit 1'))[0]!.slug;

  it(
    `refuses more than ${CSV_IMPORT_ROW_LIMIT.toLocaleString('en-US')} rows with its message and changes nothing`,
    {
      timeout: 120_000,
    },
    async () => {
      const before = await productCount();
      const file = bulkCatalogCsv(CSV_IMPORT_ROW_LIMIT + 1, await categorySlug(), 'over');
      const response = await shop.app.inject({
        method: 'POST',
        url: '/api/admin/products/import',
        headers: headers(),
        payload: { csv: file, apply: true },
      });
      expect(response.statusCode).toBe(413);
      expect(response.json().error).toMatchObject({ code: 'TOO_MANY_ROWS', message: CSV_IMPORT_MESSAGES.tooManyRows });
      expect(await productCount()).toBe(before);
    },
  );

  // A shopper's latency during 100,000-row dry runs is measured by bench/admin/csv-import-latency.ts; here
  // a file of DRY_RUN_ROWS is read in dozens of pieces, looked up in many batches and checked in many more.
  const DRY_RUN_ROWS = 20_000;
  it('keeps answering shoppers while a 20,000-row dry run is checked', { timeout: 300_000 }, async () => {
    const file = bulkCatalogCsv(DRY_RUN_ROWS, await categorySlug(), 'dry');
    let importDone = false;
    const dryRun = importCsv(file, false).finally(() => (importDone = true));
    // A shopper's catalog pages one after another, each after a short pause, for as long as the check
    // runs: a check that held the event loop would let through only the few that fit into its database
    // waits. (The pause leaves the check most of the time: on PGlite the database shares the thread.)
    // Measured against the check's own length, so a slower or busier machine does not change the verdict:
    // no wait for an answer may be a third of the whole check (one that held the loop would be most of it).
    const started = performance.now();
    let answeredDuring = 0;
    let last = started;
    let longestWait = 0;
    while (!importDone) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      const page = await shop.app.inject({ url: '/api/products?pageSize=24' });
      expect(page.statusCode).toBe(200);
      const now = performance.now();
      if (!importDone) {
        answeredDuring++;
        longestWait = Math.max(longestWait, now - last);
      }
      last = now;
    }
    const checkMs = performance.now() - started;
    const report = await dryRun;
    expect(report).toMatchObject({ applied: false, rows: DRY_RUN_ROWS, errors: [] });
    expect(answeredDuring).toBeGreaterThanOrEqual(5);
    expect(longestWait, `longest wait ${longestWait} ms of ${checkMs} ms`).toBeLessThan(checkMs / 3);
  });
});
