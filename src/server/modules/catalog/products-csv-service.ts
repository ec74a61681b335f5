import type { AdminProductFilters, ProductInput } from '../../../shared/admin-products';
import {
  CSV_DIFF_PRODUCT_LIMIT,
  type CsvProductDiff,
  type ImportReport,
  csvProductDiffOf,
} from '../../../shared/products-csv-diff';
import type { Database } from '../../db/client';
import { type AuditActor, recordAudit } from '../admin/audit';
import { type Executor, inTransaction } from '../../db/executor';
import { AppError } from '../../errors';
import {
  csvProducts,
  csvProductsBySlug,
  insertProduct,
  saveVariants,
  slugIds,
  type StoredProduct,
  updateProduct,
  variantsInOrders,
} from './products-admin-repository';
import { type CsvRow, nextTurn, parseProductsCsv, productFromRows, productsCsv, rowsOf } from './products-csv';

export const CSV_EXPORT_LIMIT = 100_000;
/**
 * Products looked up or checked per turn of the event loop: a 100,000-row file is read, looked up and
 * checked in many short steps, so shoppers' requests are answered between them (bench/README.md "Admin").
 */
const LOOKUP_BATCH = 1_000;
const CHECK_BATCH = 500;

/**
 * CSV export and import of the catalog. The import always checks the whole file first and
 * lists every row's problems; applying writes every changed product in ONE transaction, so a file either
 * applies whole or not at all.
 */
export function createProductsCsvService(database: Database) {
  return {
    async exportCsv(filters: AdminProductFilters): Promise<{ csv: string; truncated: boolean }> {
      const rows = await csvProducts(database, filters, CSV_EXPORT_LIMIT + 1);
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
      const [categories, brands] = await Promise.all([slugIds(database, 'categories'), slugIds(database, 'brands')]);
      const categoryId = new Map(categories.map((c) => [c.slug, c.id]));
      const brandId = new Map(brands.map((b) => [b.slug, b.id]));
      const slugs = [...groups.keys()];
      const existing = new Map<string, StoredProduct>();
      for (let i = 0; i < slugs.length; i += LOOKUP_BATCH) {
        const stored = await csvProductsBySlug(database, slugs.slice(i, i + LOOKUP_BATCH));
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

export type ProductsCsvService = ReturnType<typeof createProductsCsvService>;
