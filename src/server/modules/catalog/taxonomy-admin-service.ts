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

const categoryColumns = `c.id, c.name, c.slug, c.parent_id as "parentId", c.sort_order as "sortOrder",
  c.is_active as "isActive", c.description, c.image_url as "imageUrl",
  (select count(*)::int from products p where p.category_id = c.id) as products`;
const brandColumns = `b.id, b.name, b.slug, b.is_active as "isActive",
  (select count(*)::int from products p where p.brand_id = b.id) as products`;

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
    const [row] = await tx.query<AdminCategoryDto>(`select ${categoryColumns} from categories c where c.id = $1`, [id]);
    if (!row) throw notFound('Category not found');
    return row;
  };
  const brand = async (tx: Executor, id: string) => {
    const [row] = await tx.query<AdminBrandDto>(`select ${brandColumns} from brands b where b.id = $1`, [id]);
    if (!row) throw notFound('Brand not found');
    return row;
  };
  /** The parent exists and is not the category itself or below it. */
  async function checkParent(tx: Executor, id: string | null, parentId: string | null) {
    if (!parentId) return;
    const rows = await tx.query<{ id: string }>(
      `with recursive up as (select id, parent_id from categories where id = $1
         union all select c.id, c.parent_id from categories c join up on c.id = up.parent_id)
       select id from up`,
      [parentId],
    );
    if (!rows.length) throw fieldError('VALIDATION_FAILED', 'parentId', 'Unknown parent category');
    if (id && rows.some((r) => r.id === id)) throw fieldError('VALIDATION_FAILED', 'parentId', TAXONOMY_MESSAGES.cycle);
  }

  return {
    /** One category (archived too); 404 when there is none. */
    category: (id: string) => inTransaction(database, (tx) => category(tx, id)),
    categories: () =>
      database.query<AdminCategoryDto>(`select ${categoryColumns} from categories c order by c.sort_order, c.name`),
    brands: () => database.query<AdminBrandDto>(`select ${brandColumns} from brands b order by b.name`),

    createCategory: (input: CategoryInput, actor: AuditActor) =>
      write(async (tx) => {
        await checkParent(tx, null, input.parentId);
        const slug = input.slug || slugify(input.name);
        const [row] = await tx.query<{ id: string }>(
          `insert into categories (name, slug, parent_id, description, is_active, sort_order)
           values ($1, $2, $3, $4, $5, (select coalesce(max(sort_order) + 1, 1) from categories
             where parent_id is not distinct from $3::uuid)) returning id`,
          [input.name, slug, input.parentId, input.description, input.isActive],
        );
        const after = await category(tx, row!.id);
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
        await tx.query(
          `update categories set name = $2, parent_id = $3, description = $4, is_active = $5, updated_at = now(),
             sort_order = case when $6 then (select coalesce(max(sort_order) + 1, 1) from categories
               where parent_id is not distinct from $3::uuid) else sort_order end
           where id = $1`,
          [id, input.name, input.parentId, input.description, input.isActive, moved],
        );
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
        const children = await tx.query<{ id: string }>(
          `select id from categories where parent_id is not distinct from $1::uuid for update`,
          [parentId],
        );
        const known = new Set(children.map((c) => c.id));
        if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id)))
          throw fieldError('CONFLICT', 'ids', TAXONOMY_MESSAGES.order);
        await tx.query(
          `update categories c set sort_order = o.position, updated_at = now()
           from unnest($1::uuid[]) with ordinality as o(id, position) where c.id = o.id`,
          [ids],
        );
        await recordAudit(tx, actor, {
          action: 'category.reorder',
          entityType: 'category',
          entityId: parentId ?? 'root',
          summary: 'Reordered categories',
          after: ids,
        });
        return tx.query<AdminCategoryDto>(
          `select ${categoryColumns} from categories c where c.parent_id is not distinct from $1::uuid
           order by c.sort_order, c.name`,
          [parentId],
        );
      }),

    /** Sets (or, with null, clears) the category's uploaded picture; the caller removes the old files. */
    setCategoryImage: (id: string, imageUrl: string | null, actor: AuditActor) =>
      write(async (tx) => {
        const [locked] = await tx.query<{ id: string }>(`select id from categories where id = $1 for update`, [id]);
        if (!locked) throw notFound('Category not found');
        const before = await category(tx, id);
        await tx.query(`update categories set image_url = $2, updated_at = now() where id = $1`, [id, imageUrl]);
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
        const [row] = await tx.query<{ id: string }>(`insert into brands (name, slug) values ($1, $2) returning id`, [
          input.name,
          input.slug || slugify(input.name),
        ]);
        const after = await brand(tx, row!.id);
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
        await tx.query(`update brands set name = $2, is_active = $3, updated_at = now() where id = $1`, [
          id,
          input.name,
          input.isActive ?? before.isActive,
        ]);
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
        await tx.query(`delete from brands where id = $1`, [id]);
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
