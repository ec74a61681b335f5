import {
  type AdminBrandDto,
  type AdminCategoryDto,
  type BrandInput,
  type CategoryInput,
  TAXONOMY_MESSAGES,
} from '../../../shared/admin-taxonomy';
import { slugify } from '../../../shared/admin-products';
import type { Database } from '../../db/client';
import { AppError, fieldError, notFound } from '../../errors';
import { type AuditActor, recordAudit } from '../admin/audit';
import { isUniqueViolation, type Executor, inTransaction } from '../../db/executor';
import {
  adminBrand,
  adminBrands,
  adminCategories,
  adminCategory,
  adminChildCategories,
  categoryAncestry,
  deleteBrand,
  insertBrand,
  insertCategory,
  lockCategory,
  lockChildCategories,
  setCategoryImage,
  setCategoryOrder,
  updateBrand,
  updateCategory,
} from './taxonomy-admin-repository';

/**
 * Categories (a tree: parent, order, archive) and brands for staff. The storefront reads them through
 * catalog-service's short list cache; the search index hears of them through migration 0014's NOTIFY.
 * Archiving a category hides it from shoppers' lists; its products stay where they are. Archiving a
 * brand leaves it out of the shoppers' brand filters; its products stay on sale under its name
 * (docs/decisions/013), and staff archive products themselves when the shop stops selling them.
 */
export function createTaxonomyAdminService(database: Database) {
  const write = async <T>(work: (tx: Executor) => Promise<T>) => {
    try {
      return await inTransaction(database, work);
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldError('CONFLICT', 'slug', TAXONOMY_MESSAGES.duplicateSlug);
      throw error;
    }
  };
  const category = async (tx: Executor, id: string) => {
    const row = await adminCategory(tx, id);
    if (!row) throw notFound('Category not found');
    return row;
  };
  const brand = async (tx: Executor, id: string) => {
    const row = await adminBrand(tx, id);
    if (!row) throw notFound('Brand not found');
    return row;
  };
  /** The parent exists and is not the category itself or below it. */
  async function checkParent(tx: Executor, id: string | null, parentId: string | null) {
    if (!parentId) return;
    const above = await categoryAncestry(tx, parentId);
    if (!above.length) throw fieldError('VALIDATION_FAILED', 'parentId', 'Unknown parent category');
    if (id && above.includes(id)) throw fieldError('VALIDATION_FAILED', 'parentId', TAXONOMY_MESSAGES.cycle);
  }

  return {
    /** One category (archived too); 404 when there is none. */
    category: (id: string) => inTransaction(database, (tx) => category(tx, id)),
    categories: (): Promise<AdminCategoryDto[]> => adminCategories(database),
    brands: (): Promise<AdminBrandDto[]> => adminBrands(database),

    createCategory: (input: CategoryInput, actor: AuditActor) =>
      write(async (tx) => {
        await checkParent(tx, null, input.parentId);
        const slug = input.slug || slugify(input.name);
        const after = await category(tx, await insertCategory(tx, slug, input));
        await recordAudit(tx, actor, {
          action: 'category.create',
          entityType: 'category',
          entityId: after.id,
          summary: `Created category ${after.name}`,
          after,
        });
        return after;
      }),

    /** Everything but the slug; archiving is isActive = false. */
    updateCategory: (id: string, input: CategoryInput, actor: AuditActor) =>
      write(async (tx) => {
        const before = await category(tx, id);
        if (input.slug && input.slug !== before.slug)
          throw fieldError('VALIDATION_FAILED', 'slug', 'The slug stays as it was created, so links keep working');
        await checkParent(tx, id, input.parentId);
        const moved = before.parentId !== input.parentId;
        await updateCategory(tx, id, input, moved);
        const after = await category(tx, id);
        await recordAudit(tx, actor, {
          action: 'category.update',
          entityType: 'category',
          entityId: id,
          summary: `Edited category ${after.name}`,
          before,
          after,
        });
        return after;
      }),

    orderCategories: (parentId: string | null, ids: string[], actor: AuditActor) =>
      write(async (tx) => {
        const known = new Set(await lockChildCategories(tx, parentId));
        if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id)))
          throw fieldError('CONFLICT', 'ids', TAXONOMY_MESSAGES.order);
        await setCategoryOrder(tx, ids);
        await recordAudit(tx, actor, {
          action: 'category.reorder',
          entityType: 'category',
          entityId: parentId ?? 'root',
          summary: 'Reordered categories',
          after: ids,
        });
        return adminChildCategories(tx, parentId);
      }),

    /** Sets (or, with null, clears) the category's uploaded picture; the caller removes the old files. */
    setCategoryImage: (id: string, imageUrl: string | null, actor: AuditActor) =>
      write(async (tx) => {
        if (!(await lockCategory(tx, id))) throw notFound('Category not found');
        const before = await category(tx, id);
        await setCategoryImage(tx, id, imageUrl);
        const after = await category(tx, id);
        await recordAudit(tx, actor, {
          action: imageUrl ? 'category.image_set' : 'category.image_remove',
          entityType: 'category',
          entityId: id,
          summary: imageUrl
            ? `New picture for category ${after.name}`
            : `Removed the picture of category ${after.name}`,
          before: { imageUrl: before.imageUrl },
          after: { imageUrl },
        });
        return { before, after };
      }),

    createBrand: (input: BrandInput, actor: AuditActor) =>
      write(async (tx) => {
        const after = await brand(tx, await insertBrand(tx, input.name, input.slug || slugify(input.name)));
        await recordAudit(tx, actor, {
          action: 'brand.create',
          entityType: 'brand',
          entityId: after.id,
          summary: `Created brand ${after.name}`,
          after,
        });
        return after;
      }),

    updateBrand: (id: string, input: BrandInput, actor: AuditActor) =>
      write(async (tx) => {
        const before = await brand(tx, id);
        if (input.slug && input.slug !== before.slug)
          throw fieldError('VALIDATION_FAILED', 'slug', 'The slug stays as it was created, so links keep working');
        await updateBrand(tx, id, input, input.isActive ?? before.isActive);
        const after = await brand(tx, id);
        const changes = [
          before.name === after.name ? null : `renamed ${before.name} → ${after.name}`,
          before.isActive === after.isActive ? null : after.isActive ? 'unarchived' : 'archived',
        ].filter(Boolean);
        await recordAudit(tx, actor, {
          action:
            before.isActive === after.isActive ? 'brand.update' : after.isActive ? 'brand.unarchive' : 'brand.archive',
          entityType: 'brand',
          entityId: id,
          summary: `Brand ${after.name}: ${changes.join(', ') || 'saved unchanged'}`,
          before,
          after,
        });
        return after;
      }),

    /** A brand no product uses can go; one in use is archived instead (or its products move first). */
    deleteBrand: (id: string, actor: AuditActor) =>
      write(async (tx) => {
        const before = await brand(tx, id);
        if (before.products > 0) throw new AppError('IN_USE', TAXONOMY_MESSAGES.brandInUse(before.products));
        await deleteBrand(tx, id);
        await recordAudit(tx, actor, {
          action: 'brand.delete',
          entityType: 'brand',
          entityId: id,
          summary: `Deleted brand ${before.name}`,
          before,
        });
      }),
  };
}

export type TaxonomyAdminService = ReturnType<typeof createTaxonomyAdminService>;
