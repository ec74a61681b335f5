import Papa from 'papaparse';
import {
  CSV_IMPORT_MESSAGES,
  CSV_IMPORT_ROW_LIMIT,
  type ProductInput,
  productInput,
} from '../../../shared/admin-products';
import type { RowError } from '../../../shared/products-csv-diff';
import { AppError } from '../../errors';
import { neutralizeCell } from '../orders/orders-csv';

/**
 * The catalog as CSV: one row per variant, or one row for a product without variants.
 * Product columns repeat on each of its variant rows; money is dollars with two decimals; lists
 * (dietary tags, health benefits) are joined with "|". Images are not in the file and stay as they are.
 */
export const PRODUCTS_CSV_HEADER = [
  'slug',
  'name',
  'category_slug',
  'brand_slug',
  'description',
  'origin_story',
  'health_benefits',
  'tax_class',
  'is_weight_based',
  'unit',
  'dietary_tags',
  'authenticity_badge',
  'is_featured',
  'is_active',
  'variant_name',
  'price',
  'original_price',
  'stock',
] as const;
type Column = (typeof PRODUCTS_CSV_HEADER)[number];
export type CsvRow = Record<Column, string>;

/** What the export reads per product (variants in their order). */
export interface CsvProduct {
  slug: string;
  name: string;
  category_slug: string;
  brand_slug: string | null;
  description: string;
  origin_story: string | null;
  health_benefits: string[];
  tax_class: string;
  is_weight_based: boolean;
  unit: string;
  dietary_info: string[];
  authenticity_badge: string | null;
  is_featured: boolean;
  is_active: boolean;
  price_cents: number;
  original_price_cents: number | null;
  stock_quantity: number;
  variants: { name: string; priceCents: number; originalPriceCents: number | null; stockQuantity: number }[];
}

const dollars = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));
const quantity = (n: number) => String(Math.round(n * 100) / 100);

export function rowsOf(p: CsvProduct): CsvRow[] {
  const base = {
    slug: p.slug,
    name: p.name,
    category_slug: p.category_slug,
    brand_slug: p.brand_slug ?? '',
    description: p.description,
    origin_story: p.origin_story ?? '',
    health_benefits: p.health_benefits.join('|'),
    tax_class: p.tax_class,
    is_weight_based: String(p.is_weight_based),
    unit: p.unit,
    dietary_tags: p.dietary_info.join('|'),
    authenticity_badge: p.authenticity_badge ?? '',
    is_featured: String(p.is_featured),
    is_active: String(p.is_active),
  };
  if (!p.variants.length)
    return [
      {
        ...base,
        variant_name: '',
        price: dollars(p.price_cents),
        original_price: dollars(p.original_price_cents),
        stock: quantity(p.stock_quantity),
      },
    ];
  return p.variants.map((v) => ({
    ...base,
    variant_name: v.name,
    price: dollars(v.priceCents),
    original_price: dollars(v.originalPriceCents),
    stock: quantity(v.stockQuantity),
  }));
}

/** The file: the header, then every row; cells that a spreadsheet would run as formulas are defused. */
export function productsCsv(rows: CsvRow[]): string {
  return Papa.unparse(
    {
      fields: [...PRODUCTS_CSV_HEADER],
      data: rows.map((row) => PRODUCTS_CSV_HEADER.map((column) => neutralizeCell(row[column]))),
    },
    { newline: '\r\n' },
  );
}

/** Undoes the export's formula guard: "'=x" was "=x". */
const cell = (value: string | undefined) => {
  const v = value ?? '';
  return /^'[=+\-@\t\r]/.test(v) ? v.slice(1) : v;
};

/** A turn of the event loop: other requests run between two batches of a long import. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A few hundred rows: parsed in one go, short enough not to hold up other requests. */
const PIECE_CHARS = 32 * 1024;

/**
 * The file cut into pieces that each end at a record boundary (a line break outside quotes: quotes toggle,
 * and an escaped quote "" toggles twice), so every piece parses on its own. Papa's own chunking cuts at
 * the last line break even inside a quoted cell and then misreads the rows around it.
 */
function* recordPieces(text: string): Generator<string> {
  let start = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) quoted = !quoted;
    else if (c === 10 && !quoted && i + 1 - start >= PIECE_CHARS) {
      yield text.slice(start, i + 1);
      start = i + 1;
    }
  }
  if (start < text.length) yield text.slice(start);
}

/**
 * The file's rows with their line numbers (the header is line 1), or the problem with the file itself.
 * Read piece by piece with a turn of the event loop between pieces; stops as soon as the file has more
 * than the limit.
 */
export async function parseProductsCsv(
  text: string,
): Promise<{ rows: { line: number; row: CsvRow }[]; errors: RowError[] }> {
  const rows: { line: number; row: CsvRow }[] = [];
  const errors: RowError[] = [];
  let header: string[] | null = null;
  for (const piece of recordPieces(text.replace(/^\uFEFF/, ''))) {
    const parsed = Papa.parse<string[]>(piece, { skipEmptyLines: 'greedy' });
    let records = parsed.data;
    // Papa numbers a piece's records from 0; the header takes record 0 of the first piece.
    const firstLine = rows.length + (header ? 2 : 1);
    if (!header) {
      header = records[0] ?? [];
      if (header.join(',') !== PRODUCTS_CSV_HEADER.join(','))
        return {
          rows: [],
          errors: [{ row: 1, column: 'header', message: `The header must be: ${PRODUCTS_CSV_HEADER.join(',')}` }],
        };
      records = records.slice(1);
    }
    if (rows.length + records.length > CSV_IMPORT_ROW_LIMIT)
      throw new AppError('TOO_MANY_ROWS', CSV_IMPORT_MESSAGES.tooManyRows, {
        csv: CSV_IMPORT_MESSAGES.tooManyRows,
      });
    for (const e of parsed.errors)
      errors.push({ row: firstLine + (e.row ?? 0), column: '', message: `The row could not be read: ${e.message}` });
    for (const record of records) {
      const line = rows.length + 2;
      if (record.length !== PRODUCTS_CSV_HEADER.length)
        errors.push({
          row: line,
          column: '',
          message: `The row could not be read: expected ${PRODUCTS_CSV_HEADER.length} fields but found ${record.length}`,
        });
      rows.push({
        line,
        row: Object.fromEntries(PRODUCTS_CSV_HEADER.map((c, i) => [c, cell(record[i])])) as CsvRow,
      });
    }
    await nextTurn();
  }
  return { rows, errors };
}

const PRODUCT_COLUMNS = PRODUCTS_CSV_HEADER.slice(0, 14);
/** "4.99" → 499; anything else NaN, for the schema's "must be a number" message. */
const cents = (text: string) => (/^-?\d+(\.\d{1,2})?$/.test(text.trim()) ? Math.round(Number(text) * 100) : Number.NaN);
const optionalCents = (text: string) => (text.trim() === '' ? null : cents(text));
const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const flag = (text: string) => (text === 'true' ? true : text === 'false' ? false : (text as unknown as boolean));
const list = (text: string) => (text ? text.split('|').map((t) => t.trim()) : []);

/** Which column a schema issue is about, and on which of the product's lines. */
function place(path: PropertyKey[], lines: number[]): { row: number; column: string } {
  const [first, index, field] = path;
  const byField: Record<string, string> = {
    priceCents: 'price',
    originalPriceCents: 'original_price',
    stockQuantity: 'stock',
    name: 'name',
    description: 'description',
    originStory: 'origin_story',
    healthBenefits: 'health_benefits',
    unit: 'unit',
    taxClass: 'tax_class',
    dietaryInfo: 'dietary_tags',
    authenticityBadge: 'authenticity_badge',
    isFeatured: 'is_featured',
    isActive: 'is_active',
    isWeightBased: 'is_weight_based',
    slug: 'slug',
  };
  if (first === 'variants' && typeof index === 'number')
    return {
      row: lines[index] ?? lines[0]!,
      column: field === 'name' ? 'variant_name' : (byField[String(field)] ?? 'variant_name'),
    };
  return { row: lines[0]!, column: byField[String(first)] ?? String(first ?? '') };
}

/**
 * One product's rows as the form's input (ids resolved by the caller), with every problem found:
 * rows that disagree on product columns, a mix of variant and plain rows, and the shared schema's rules.
 */
export function productFromRows(
  group: { line: number; row: CsvRow }[],
  ids: { categoryId: string | null; brandId: string | null; variantIds: Map<string, string> },
): { input: ProductInput | null; errors: RowError[] } {
  const errors: RowError[] = [];
  const [first] = group;
  const r = first!.row;
  for (const { line, row } of group.slice(1))
    for (const column of PRODUCT_COLUMNS)
      if (row[column] !== r[column])
        errors.push({ row: line, column, message: `Differs from line ${first!.line} for the same product` });
  const withVariants = group.some((g) => g.row.variant_name !== '');
  if (withVariants && group.some((g) => g.row.variant_name === ''))
    for (const g of group.filter((x) => x.row.variant_name === ''))
      errors.push({
        row: g.line,
        column: 'variant_name',
        message: 'Every row of a product with variants names its variant',
      });
  if (!ids.categoryId) errors.push({ row: first!.line, column: 'category_slug', message: 'Unknown category' });
  if (r.brand_slug && !ids.brandId) errors.push({ row: first!.line, column: 'brand_slug', message: 'Unknown brand' });

  const draft = {
    slug: r.slug,
    name: r.name,
    description: r.description,
    originStory: r.origin_story || null,
    healthBenefits: list(r.health_benefits),
    brandId: ids.brandId,
    categoryId: ids.categoryId ?? '00000000-0000-0000-0000-000000000000',
    priceCents: withVariants ? 0 : cents(r.price),
    originalPriceCents: withVariants ? null : optionalCents(r.original_price),
    stockQuantity: withVariants ? 0 : number(r.stock),
    isWeightBased: flag(r.is_weight_based),
    unit: r.unit,
    taxClass: r.tax_class,
    dietaryInfo: list(r.dietary_tags),
    authenticityBadge: r.authenticity_badge || null,
    isFeatured: flag(r.is_featured),
    isActive: flag(r.is_active),
    variants: withVariants
      ? group.map(({ row }) => ({
          ...(ids.variantIds.has(row.variant_name) ? { id: ids.variantIds.get(row.variant_name) } : {}),
          name: row.variant_name,
          priceCents: cents(row.price),
          originalPriceCents: optionalCents(row.original_price),
          stockQuantity: number(row.stock),
        }))
      : [],
  };
  const parsed = productInput.safeParse(draft);
  if (!parsed.success) {
    const lines = group.map((g) => g.line);
    for (const issue of parsed.error.issues) errors.push({ ...place(issue.path, lines), message: issue.message });
  }
  return { input: errors.length || !parsed.success ? null : parsed.data, errors };
}
