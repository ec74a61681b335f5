import type { AdminBrandDto, AdminCategoryDto, BrandInput, CategoryInput } from '../../../shared/admin-taxonomy';
import type { Executor } from '../../db/executor';

/** Categories and brands as staff see them, each with the number of products in it. */
const categoryColumns = `c.id, c.name, c.slug, c.parent_id as "parentId", c.sort_order as "sortOrder",
  c.is_active as "isActive", c.description, c.image_url as "imageUrl",
  (select count(*)::int from products p where p.category_id = c.id) as products`;
const brandColumns = `b.id, b.name, b.slug, b.is_active as "isActive",
  (select count(*)::int from products p where p.brand_id = b.id) as products`;

export async function adminCategory(ex: Executor, id: string): Promise<AdminCategoryDto | undefined> {
  const [row] = await ex.query<AdminCategoryDto>(`select ${categoryColumns} from categories c where c.id = $1`, [id]);
  return row;
}

export function adminCategories(ex: Executor): Promise<AdminCategoryDto[]> {
  return ex.query<AdminCategoryDto>(`select ${categoryColumns} from categories c order by c.sort_order, c.name`);
}

/** The children of a parent (null: the top level), in their order. */
export function adminChildCategories(ex: Executor, parentId: string | null): Promise<AdminCategoryDto[]> {
  return ex.query<AdminCategoryDto>(
    `select ${categoryColumns} from categories c where c.parent_id is not distinct from $1::uuid
     order by c.sort_order, c.name`,
    [parentId],
  );
}

export async function adminBrand(ex: Executor, id: string): Promise<AdminBrandDto | undefined> {
  const [row] = await ex.query<AdminBrandDto>(`select ${brandColumns} from brands b where b.id = $1`, [id]);
  return row;
}

export function adminBrands(ex: Executor): Promise<AdminBrandDto[]> {
  return ex.query<AdminBrandDto>(`select ${brandColumns} from brands b order by b.name`);
}

/** The category and every category above it (empty when there is no such category). */
export async function categoryAncestry(ex: Executor, id: string): Promise<string[]> {
  const rows = await ex.query<{ id: string }>(
    `with recursive up as (select id, parent_id from categories where id = $1
       union all select c.id, c.parent_id from categories c join up on c.id = up.parent_id)
     select id from up`,
    [id],
  );
  return rows.map((r) => r.id);
}

/** A new category goes last among its siblings. */
export async function insertCategory(ex: Executor, slug: string, input: CategoryInput): Promise<string> {
  const [row] = await ex.query<{ id: string }>(
    `insert into categories (name, slug, parent_id, description, is_active, sort_order)
     values ($1, $2, $3, $4, $5, (select coalesce(max(sort_order) + 1, 1) from categories
       where parent_id is not distinct from $3::uuid)) returning id`,
    [input.name, slug, input.parentId, input.description, input.isActive],
  );
  return row!.id;
}

/** Everything but the slug; a category `moved` to another parent goes last among its new siblings. */
export async function updateCategory(ex: Executor, id: string, input: CategoryInput, moved: boolean) {
  await ex.query(
    `update categories set name = $2, parent_id = $3, description = $4, is_active = $5, updated_at = now(),
       sort_order = case when $6 then (select coalesce(max(sort_order) + 1, 1) from categories
         where parent_id is not distinct from $3::uuid) else sort_order end
     where id = $1`,
    [id, input.name, input.parentId, input.description, input.isActive, moved],
  );
}

/** The ids of a parent's children, locked until the transaction ends. */
export async function lockChildCategories(ex: Executor, parentId: string | null): Promise<string[]> {
  const rows = await ex.query<{ id: string }>(
    `select id from categories where parent_id is not distinct from $1::uuid for update`,
    [parentId],
  );
  return rows.map((r) => r.id);
}

/** Positions from the list's order (1 first). */
export async function setCategoryOrder(ex: Executor, ids: string[]) {
  await ex.query(
    `update categories c set sort_order = o.position, updated_at = now()
     from unnest($1::uuid[]) with ordinality as o(id, position) where c.id = o.id`,
    [ids],
  );
}

/** Locks the category row; false when there is none. */
export async function lockCategory(ex: Executor, id: string): Promise<boolean> {
  const rows = await ex.query<{ id: string }>(`select id from categories where id = $1 for update`, [id]);
  return rows.length > 0;
}

export async function setCategoryImage(ex: Executor, id: string, imageUrl: string | null) {
  await ex.query(`update categories set image_url = $2, updated_at = now() where id = $1`, [id, imageUrl]);
}

export async function insertBrand(ex: Executor, name: string, slug: string): Promise<string> {
  const [row] = await ex.query<{ id: string }>(`insert into brands (name, slug) values ($1, $2) returning id`, [
    name,
    slug,
  ]);
  return row!.id;
}

export async function updateBrand(ex: Executor, id: string, input: BrandInput, isActive: boolean) {
  await ex.query(`update brands set name = $2, is_active = $3, updated_at = now() where id = $1`, [
    id,
    input.name,
    isActive,
  ]);
}

export async function deleteBrand(ex: Executor, id: string) {
  await ex.query(`delete from brands where id = $1`, [id]);
}
