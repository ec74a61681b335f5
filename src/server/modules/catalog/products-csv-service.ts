import type { AdminProductFilters, ProductInput } from '../../../shared/admin-products';
import { CSV_DIFF_PRODUCT_LIMIT, type CsvProductDiff, csvProductDiffOf } from '../../../shared/products-csv-diff';
import type { Database } from '../../db/client';
import { type AuditActor, recordAudit } from '../admin/audit';
import { type Executor, inTransaction } from '../../db/executor';
import { AppError } from '../../errors';
import {
  adminProductWhere,
  insertProduct,
  saveVariants,
  updateProduct,
  variantsInOrders,
} from './products-admin-repository';
import {
  type CsvProduct,
  type CsvRow,
  nextTurn,
  parseProductsCsv,
  productFromRows,
  productsCsv,
  type RowError,
  rowsOf,
} from './products-csv';

export const CSV_EXPORT_LIMIT = 100_000;
/**
 * Products looked up or checked per turn of the event loop: a 100,000-row file is read, looked up and
 * checked in many short steps, so shoppers' requests are answered between them (bench/README.md "Admin").
 */
const LOOKUP_BATCH = 1_000;
const CHECK_BATCH = 500;

const csvColumns = `p.id, p.slug, p.name, c.slug as category_slug, b.slug as brand_slug, p.description, p.origin_story,
  p.health_benefits, p.tax_class, p.is_weight_based, p.unit, p.dietary_info, p.authenticity_badge, p.is_featured,
  p.is_active, p.price_cents, p.original_price_cents, p.stock_quantity::float8 as stock_quantity,
  (select coalesce(json_agg(json_build_object('id', v.id, 'name', v.name, 'priceCents', v.price_cents,
     'originalPriceCents', v.original_price_cents, 'stockQuantity', v.stock_quantity::float8)
     order by v.sort_order, v.name), '[]'::json) from product_variants v where v.product_id = p.id) as variants`;
const FROM = `from products p join categories c on c.id = p.category_id left join brands b on b.id = p.brand_id`;

type StoredProduct = Omit<CsvProduct, 'variants'> & {
  id: string;
  variants: (CsvProduct['variants'][number] & { id: string })[];
};

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

/**
 * CSV export and import of the catalog. The import always checks the whole file first and
 * lists every row's problems; applying writes every changed product in ONE transaction, so a file either
 * applies whole or not at all.
 */
export function createProductsCsvService(database: Database) {
  return {
    async exportCsv(filters: AdminProductFilters): Promise<{ csv: string; truncated: boolean }> {
      const { where, params } = adminProductWhere(filters);
      const rows = await database.query<StoredProduct>(
        `select ${csvColumns} ${FROM} where ${where} order by p.slug limit ${CSV_EXPORT_LIMIT + 1}`,
        params,
      );
      const truncated = rows.length > CSV_EXPORT_LIMIT;
      return { csv: productsCsv(rows.slice(0, CSV_EXPORT_LIMIT).flatMap(rowsOf)), truncated };
    },

    async importCsv(text: string, apply: boolean, actor: AuditActor): Promise<ImportReport> {
      const { rows, errors } = await parseProductsCsv(text);
      const groups = new Map<string, { line: number; row: CsvRow }[]>();
      for (const r of rows) {
        if (!r.row.slug) {
          errors.push({ row: r.line, column: 'slug', message: 'Slug is required' });
          continue;
        }
        const group = groups.get(r.row.slug);
        if (group) group.push(r);
        else groups.set(r.row.slug, [r]);
      }
      const [categories, brands] = await Promise.all([
        database.query<{ slug: string; id: string }>('select slug, id from categories'),
        database.query<{ slug: string; id: string }>('select slug, id from brands'),
      ]);
      const categoryId = new Map(categories.map((c) => [c.slug, c.id]));
      const brandId = new Map(brands.map((b) => [b.slug, b.id]));
      const slugs = [...groups.keys()];
      const existing = new Map<string, StoredProduct>();
      for (let i = 0; i < slugs.length; i += LOOKUP_BATCH) {
        const stored = await database.query<StoredProduct>(
          `select ${csvColumns} ${FROM} where p.slug = any($1::text[])`,
          [slugs.slice(i, i + LOOKUP_BATCH)],
        );
        for (const p of stored) existing.set(p.slug, p);
        await nextTurn();
      }

      const changes: { id: string | null; slug: string; input: ProductInput }[] = [];
      const diff: CsvProductDiff[] = [];
      let unchanged = 0;
      let checked = 0;
      for (const [slug, group] of groups) {
        if (++checked % CHECK_BATCH === 0) await nextTurn();
        const current = existing.get(slug);
        const result = productFromRows(group, {
          categoryId: categoryId.get(group[0]!.row.category_slug) ?? null,
          brandId: group[0]!.row.brand_slug ? (brandId.get(group[0]!.row.brand_slug) ?? null) : null,
          variantIds: new Map((current?.variants ?? []).map((v) => [v.name, v.id])),
        });
        errors.push(...result.errors);
        if (!result.input) continue;
        // A product whose rows read exactly as the export writes it is left alone (no write, no audit row).
        const storedRows = current ? rowsOf(current) : null;
        if (storedRows && JSON.stringify(storedRows) === JSON.stringify(group.map((g) => g.row))) unchanged++;
        else {
          changes.push({ id: current?.id ?? null, slug, input: result.input });
          if (diff.length < CSV_DIFF_PRODUCT_LIMIT) diff.push(csvProductDiffOf(slug, storedRows, group));
        }
      }
      errors.sort((a, b) => a.row - b.row);
      const report = {
        rows: rows.length,
        products: groups.size,
        creates: changes.filter((c) => !c.id).length,
        updates: changes.filter((c) => c.id).length,
        unchanged,
        errors,
        diff,
        diffTruncated: changes.length > diff.length,
      };
      if (!apply || errors.length || changes.length === 0) return { applied: false, ...report };

      // The file was checked whole above (schema, category and brand by slug, existing slugs), so each
      // product is a plain insert or update here; the import is one staff action with one audit row that
      // names every product it created or changed.
      await inTransaction(database, async (tx: Executor) => {
        for (const change of changes) {
          if (!change.id) {
            const id = await insertProduct(tx, change.slug, change.input);
            await saveVariants(tx, id, change.input.variants);
            continue;
          }
          const kept = change.input.variants.flatMap((v) => (v.id ? [v.id] : []));
          const stuck = await variantsInOrders(tx, change.id, kept);
          if (stuck.length)
            throw new AppError(
              'IN_ORDERS',
              `${change.slug}: ${stuck.map((v) => v.name).join(', ')} is in past orders and cannot be removed; set its stock to 0 instead`,
            );
          await updateProduct(tx, change.id, change.input);
          await saveVariants(tx, change.id, change.input.variants);
        }
        await recordAudit(tx, actor, {
          action: 'product.import',
          entityType: 'product',
          entityId: changes[0]!.id ?? changes[0]!.slug,
          summary: `CSV import: ${report.creates} created, ${report.updates} updated, ${unchanged} unchanged`,
          after: {
            created: changes.filter((c) => !c.id).map((c) => c.slug),
            updated: changes.filter((c) => c.id).map((c) => c.slug),
          },
        });
      });
      return { applied: true, ...report };
    },
  };
}
