import {
  type AdminProductDto,
  type AdminProductListDto,
  type AdminProductListQuery,
  type ProductInput,
  type QuickEditInput,
  slugify,
} from '../../../shared/admin-products';
import type { Database } from '../../db/client';
import { AppError, fieldError, notFound } from '../../errors';
import { type AuditActor, recordAudit } from '../admin/audit';
import { isUniqueViolation, type Executor, inTransaction } from '../../db/executor';
import {
  type AdminProductDetailRow,
  type AdminProductRow,
  appendImage,
  brandExists,
  categoryExists,
  deleteProduct,
  insertProduct,
  listAdminProducts,
  productDetail,
  removeImageUrl,
  saveVariants,
  setProductActive,
  setProductPriceAndStock,
  setVariantPriceAndStock,
  slugTaken,
  syncFromVariants,
  updateProduct,
  variantsInOrders,
} from './products-admin-repository';

const NOT_FOUND = 'Product not found';
export const DUPLICATE_SLUG = 'A product with this slug already exists';

/**
 * Staff product writes. Each write is one transaction with its audit row: a refused rule
 * anywhere (unknown category, a taken slug, a variant still in orders) leaves nothing half-saved.
 * Shoppers' open pages hear of price and stock changes through the products/variants NOTIFY triggers
 * (migration 0005); the storefront's short caches (catalog-service) catch up within their TTLs.
 */
export function createProductsAdminService(database: Database) {
  const tx = <T>(work: (tx: Executor) => Promise<T>) => inTransaction(database, work);

  async function checkReferences(tx: Executor, input: ProductInput) {
    if (!(await categoryExists(tx, input.categoryId)))
      throw fieldError('VALIDATION_FAILED', 'categoryId', 'Unknown category');
    if (input.brandId && !(await brandExists(tx, input.brandId)))
      throw fieldError('VALIDATION_FAILED', 'brandId', 'Unknown brand');
  }

  async function loaded(tx: Executor, id: string) {
    const row = await productDetail(tx, id);
    if (!row) throw notFound(NOT_FOUND);
    return toDto(row);
  }

  async function createIn(tx: Executor, slug: string, input: ProductInput, actor: AuditActor) {
    await checkReferences(tx, input);
    if (await slugTaken(tx, slug)) throw fieldError('CONFLICT', 'slug', DUPLICATE_SLUG);
    const id = await insertProduct(tx, slug, input);
    await saveVariants(tx, id, input.variants);
    const after = await loaded(tx, id);
    await recordAudit(tx, actor, {
      action: 'product.create',
      entityType: 'product',
      entityId: id,
      summary: `Created ${after.name} (${slug})`,
      after,
    });
    return after;
  }

  async function updateIn(tx: Executor, id: string, input: ProductInput, actor: AuditActor) {
    const beforeRow = await productDetail(tx, id, true);
    if (!beforeRow) throw notFound(NOT_FOUND);
    if (input.slug && input.slug !== beforeRow.slug)
      throw fieldError(
        'VALIDATION_FAILED',
        'slug',
        'The slug stays as it was created, so links to the product keep working',
      );
    await checkReferences(tx, input);
    const keptIds = input.variants.flatMap((v) => (v.id ? [v.id] : []));
    const stuck = await variantsInOrders(tx, id, keptIds);
    if (stuck.length)
      throw fieldError(
        'CONFLICT',
        'variants',
        `${stuck.map((v) => v.name).join(', ')} is in past orders and cannot be removed; set its stock to 0 instead`,
      );
    await updateProduct(tx, id, input);
    const { unknownIndex } = await saveVariants(tx, id, input.variants);
    if (unknownIndex !== null) {
      const message = 'This variant does not belong to the product';
      throw new AppError('VALIDATION_FAILED', message, { [`variants.${unknownIndex}.id`]: message });
    }
    const before = toDto(beforeRow);
    const after = await loaded(tx, id);
    await recordAudit(tx, actor, {
      action: 'product.update',
      entityType: 'product',
      entityId: id,
      summary: `Edited ${after.name}`,
      before,
      after,
    });
    return after;
  }

  return {
    async list(query: AdminProductListQuery): Promise<AdminProductListDto> {
      const { page, pageSize, ...filters } = query;
      const { rows, total } = await listAdminProducts(database, filters, page, pageSize);
      return { products: rows.map(toRowDto), total, page, pageSize };
    },

    async detail(id: string): Promise<AdminProductDto> {
      return loaded(database, id);
    },

    /** An uploaded image joins the product's gallery, with its audit row, in one transaction. */
    async addImage(id: string, productName: string, url: string, actor: AuditActor): Promise<void> {
      await tx(async (tx) => {
        await appendImage(tx, id, url);
        await recordAudit(tx, actor, {
          action: 'product.image_add',
          entityType: 'product',
          entityId: id,
          summary: `Added an image to ${productName}`,
          after: { image: url },
        });
      });
    },

    /** An image leaves the product's gallery, with its audit row, in one transaction. */
    async removeImage(id: string, productName: string, url: string, actor: AuditActor): Promise<void> {
      await tx(async (tx) => {
        await removeImageUrl(tx, id, url);
        await recordAudit(tx, actor, {
          action: 'product.image_remove',
          entityType: 'product',
          entityId: id,
          summary: `Removed an image from ${productName}`,
          before: { image: url },
        });
      });
    },

    async create(input: ProductInput, actor: AuditActor): Promise<AdminProductDto> {
      const slug = input.slug || slugify(input.name);
      if (!slug) throw fieldError('VALIDATION_FAILED', 'slug', 'Give the product a slug of letters and digits');
      try {
        return await tx((tx) => createIn(tx, slug, input, actor));
      } catch (error) {
        // Two staff creating the same slug at once: the unique index decides, the message is the same.
        if (isUniqueViolation(error)) throw fieldError('CONFLICT', 'slug', DUPLICATE_SLUG);
        throw error;
      }
    },

    async update(id: string, input: ProductInput, actor: AuditActor): Promise<AdminProductDto> {
      return tx((tx) => updateIn(tx, id, input, actor));
    },

    /** The list's inline edit: one product's (or variant's) price and/or stock. */
    async quickEdit(id: string, input: QuickEditInput, actor: AuditActor): Promise<AdminProductDto> {
      return tx(async (tx) => {
        const beforeRow = await productDetail(tx, id, true);
        if (!beforeRow) throw notFound(NOT_FOUND);
        const target = input.variantId
          ? beforeRow.variants.find((v) => v.id === input.variantId)
          : beforeRow.variants.length
            ? null
            : {
                priceCents: beforeRow.priceCents,
                originalPriceCents: beforeRow.originalPriceCents,
                stockQuantity: beforeRow.stockQuantity,
              };
        if (target === undefined)
          throw fieldError('VALIDATION_FAILED', 'variantId', 'This variant does not belong to the product');
        if (target === null) throw fieldError('VALIDATION_FAILED', 'variantId', 'Choose which variant to change');
        const next = {
          priceCents: input.priceCents ?? target.priceCents,
          originalPriceCents:
            input.originalPriceCents === undefined ? target.originalPriceCents : input.originalPriceCents,
          stockQuantity: input.stockQuantity ?? target.stockQuantity,
        };
        if (next.originalPriceCents !== null && next.originalPriceCents < next.priceCents)
          throw fieldError('VALIDATION_FAILED', 'originalPriceCents', 'Original price cannot be below the price');
        if (!beforeRow.isWeightBased && !Number.isInteger(next.stockQuantity))
          throw fieldError('VALIDATION_FAILED', 'stockQuantity', 'Stock of a counted product is a whole number');
        if (input.variantId) {
          await setVariantPriceAndStock(tx, input.variantId, next);
          await syncFromVariants(tx, id);
        } else {
          await setProductPriceAndStock(tx, id, next);
        }
        const label = 'name' in target ? `${beforeRow.name} · ${String(target.name)}` : beforeRow.name;
        await recordAudit(tx, actor, {
          action: 'product.quick_edit',
          entityType: 'product',
          entityId: id,
          summary: `${label}: ${describeQuick(target, next)}`,
          before: { variantId: input.variantId ?? null, ...pick(target) },
          after: { variantId: input.variantId ?? null, ...next },
        });
        return loaded(tx, id);
      });
    },

    /** Archiving hides the product from shoppers; its order lines, carts' history and slug stay intact. */
    async setArchived(id: string, archived: boolean, actor: AuditActor): Promise<AdminProductDto> {
      return tx(async (tx) => {
        const name = await setProductActive(tx, id, !archived);
        if (name === undefined) throw notFound(NOT_FOUND);
        await recordAudit(tx, actor, {
          action: archived ? 'product.archive' : 'product.restore',
          entityType: 'product',
          entityId: id,
          summary: `${archived ? 'Archived' : 'Restored'} ${name}`,
          before: { isActive: archived },
          after: { isActive: !archived },
        });
        return loaded(tx, id);
      });
    },

    /** Only a product no order ever named may be deleted; any other is archived instead. */
    async remove(id: string, actor: AuditActor): Promise<void> {
      await tx(async (tx) => {
        const row = await productDetail(tx, id, true);
        if (!row) throw notFound(NOT_FOUND);
        if (row.orderLines > 0)
          throw new AppError(
            'IN_ORDERS',
            `${row.name} is in ${row.orderLines} order line${row.orderLines === 1 ? '' : 's'}: archive it instead`,
          );
        await deleteProduct(tx, id);
        await recordAudit(tx, actor, {
          action: 'product.delete',
          entityType: 'product',
          entityId: id,
          summary: `Deleted ${row.name} (${row.slug}), never ordered`,
          before: toDto(row),
        });
      });
    },
  };
}

export type ProductsAdminService = ReturnType<typeof createProductsAdminService>;

type Numbers = { priceCents: number; originalPriceCents: number | null; stockQuantity: number };
const pick = (t: Numbers): Numbers => ({
  priceCents: t.priceCents,
  originalPriceCents: t.originalPriceCents,
  stockQuantity: t.stockQuantity,
});
const dollars = (c: number | null) => (c === null ? 'none' : `$${(c / 100).toFixed(2)}`);
function describeQuick(before: Numbers, after: Numbers) {
  const parts: string[] = [];
  if (before.priceCents !== after.priceCents)
    parts.push(`price ${dollars(before.priceCents)} → ${dollars(after.priceCents)}`);
  if (before.originalPriceCents !== after.originalPriceCents)
    parts.push(`original ${dollars(before.originalPriceCents)} → ${dollars(after.originalPriceCents)}`);
  if (before.stockQuantity !== after.stockQuantity)
    parts.push(`stock ${before.stockQuantity} → ${after.stockQuantity}`);
  return parts.join(', ') || 'no change';
}

const iso = (d: Date | string) => new Date(d).toISOString();

function toRowDto(r: AdminProductRow) {
  return {
    id: r.id,
    name: r.name,
    slug: r.slug,
    brand: r.brand,
    category: r.category,
    priceCents: r.priceCents,
    originalPriceCents: r.originalPriceCents,
    stockQuantity: r.stockQuantity,
    isWeightBased: r.isWeightBased,
    unit: r.unit,
    isActive: r.isActive,
    isFeatured: r.isFeatured,
    variants: r.variants,
    updatedAt: iso(r.updatedAt),
    image: r.image,
  };
}

function toDto(r: AdminProductDetailRow): AdminProductDto {
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    description: r.description,
    originStory: r.originStory,
    healthBenefits: r.healthBenefits,
    brandId: r.brandId,
    categoryId: r.categoryId,
    priceCents: r.priceCents,
    originalPriceCents: r.originalPriceCents,
    stockQuantity: r.stockQuantity,
    isWeightBased: r.isWeightBased,
    unit: r.unit as AdminProductDto['unit'],
    taxClass: r.taxClass,
    dietaryInfo: r.dietaryInfo as AdminProductDto['dietaryInfo'],
    authenticityBadge: r.authenticityBadge as AdminProductDto['authenticityBadge'],
    isFeatured: r.isFeatured,
    isActive: r.isActive,
    variants: r.variants,
    images: r.images,
    orderLines: r.orderLines,
    updatedAt: iso(r.updatedAt),
  };
}
