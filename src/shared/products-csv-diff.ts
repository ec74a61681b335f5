import { z } from 'zod';

/**
 * What a products CSV import would change, shown by its dry run before anything is written: per product,
 * per row (one row per size), the fields whose text differs (old → new), the sizes it adds and the sizes
 * it would drop. Rows are compared as the export writes them, so a value reads the same as in the file.
 */
export const CSV_DIFF_PRODUCT_LIMIT = 500;

/** The columns a person reads by name; the file's own header stays in the file. */
export const CSV_COLUMN_LABELS: Record<string, string> = {
  slug: 'Slug',
  name: 'Name',
  category_slug: 'Category',
  brand_slug: 'Brand',
  description: 'Description',
  origin_story: 'Origin story',
  health_benefits: 'Health benefits',
  tax_class: 'Tax class',
  is_weight_based: 'Sold by weight',
  unit: 'Unit',
  dietary_tags: 'Dietary tags',
  authenticity_badge: 'Authenticity badge',
  is_featured: 'Featured',
  is_active: 'Active',
  variant_name: 'Size',
  price: 'Price',
  original_price: 'Original price',
  stock: 'Stock',
};

/** The fields a new row shows (all of its row would be too much to read). */
const NEW_ROW_COLUMNS = ['name', 'category_slug', 'price', 'original_price', 'stock'];

export const csvFieldChange = z.object({ column: z.string(), before: z.string(), after: z.string() });
export const csvRowDiff = z.object({
  /** The file's line, or null for a size the file leaves out (it would be removed). */
  line: z.number().int().nullable(),
  variant: z.string(),
  state: z.enum(['new', 'changed', 'removed']),
  fields: z.array(csvFieldChange),
});
export const csvProductDiff = z.object({
  slug: z.string(),
  name: z.string(),
  state: z.enum(['new', 'changed']),
  rows: z.array(csvRowDiff),
});
export type CsvFieldChange = z.infer<typeof csvFieldChange>;
export type CsvRowDiff = z.infer<typeof csvRowDiff>;
export type CsvProductDiff = z.infer<typeof csvProductDiff>;

type Row = Record<string, string>;

/**
 * One product's diff: `stored` is null for a new product. Rows are matched by size name (a product
 * without sizes has one row with an empty name); a row that matches and reads the same is left out.
 */
export function csvProductDiffOf(
  slug: string,
  stored: Row[] | null,
  incoming: { line: number; row: Row }[],
): CsvProductDiff {
  const name = incoming[0]?.row.name || stored?.[0]?.name || slug;
  if (!stored)
    return {
      slug,
      name,
      state: 'new',
      rows: incoming.map(({ line, row }) => ({
        line,
        variant: row.variant_name ?? '',
        state: 'new' as const,
        fields: NEW_ROW_COLUMNS.filter((c) => row[c]).map((column) => ({ column, before: '', after: row[column]! })),
      })),
    };
  const byVariant = new Map(stored.map((row) => [row.variant_name ?? '', row]));
  const rows: CsvRowDiff[] = [];
  const seen = new Set<string>();
  for (const { line, row } of incoming) {
    const variant = row.variant_name ?? '';
    seen.add(variant);
    const old = byVariant.get(variant);
    if (!old) {
      rows.push({
        line,
        variant,
        state: 'new',
        fields: NEW_ROW_COLUMNS.filter((c) => c !== 'name' && c !== 'category_slug' && row[c]).map((column) => ({
          column,
          before: '',
          after: row[column]!,
        })),
      });
      continue;
    }
    const fields = Object.keys(CSV_COLUMN_LABELS)
      .filter((column) => (old[column] ?? '') !== (row[column] ?? ''))
      .map((column) => ({ column, before: old[column] ?? '', after: row[column] ?? '' }));
    if (fields.length) rows.push({ line, variant, state: 'changed', fields });
  }
  for (const [variant] of byVariant)
    if (!seen.has(variant)) rows.push({ line: null, variant, state: 'removed', fields: [] });
  return { slug, name, state: 'changed', rows };
}

/** A problem with one cell of an imported file (row numbers as a spreadsheet shows them). */
export interface RowError {
  row: number;
  column: string;
  message: string;
}

/** What a CSV import (dry run or applied) answers with. */
export interface ImportReport {
  applied: boolean;
  rows: number;
  products: number;
  creates: number;
  updates: number;
  unchanged: number;
  errors: RowError[];
  /** What would change, product by product (the first CSV_DIFF_PRODUCT_LIMIT products). */
  diff: CsvProductDiff[];
  diffTruncated: boolean;
}
