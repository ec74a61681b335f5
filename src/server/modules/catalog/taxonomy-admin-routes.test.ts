import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBrandDto, AdminCategoryDto } from '../../../shared/admin-taxonomy';
import { type Desk, startDesk } from '../../test/harness';

/** Staff categories (tree, order, archive) and brands (create, rename, delete only when unused). */
let desk: Desk;
beforeAll(async () => {
  desk = await startDesk();
});
afterAll(async () => desk?.shop.close());

type Body = AdminCategoryDto & AdminCategoryDto[] & AdminBrandDto & { error: { message: string; fields?: object } };
async function staff(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  const response = await desk.shop.app.inject({
    method,
    url,
    headers: { origin: desk.shop.config.publicUrl, cookie: desk.staff.cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: (response.body ? response.json() : null) as Body };
}
const storefrontSlugs = async () =>
  ((await desk.shop.app.inject({ url: '/api/categories' })).json() as { slug: string }[]).map((c) => c.slug);

describe('categories', () => {
  it('creates a subcategory last among its siblings, reorders, refuses cycles, archives from the storefront', async () => {
    const root = (
      await staff('POST', '/api/admin/categories', { name: 'Festival Specials', parentId: null, isActive: true })
    ).body;
    expect(root).toMatchObject({ slug: 'festival-specials', parentId: null });
    const diwali = (
      await staff('POST', '/api/admin/categories', {
        name: 'Diwali Sweets',
        parentId: root.id,
        description: 'Mithai boxes',
        isActive: true,
      })
    ).body;
    const holi = (
      await staff('POST', '/api/admin/categories', { name: 'Holi Colours', parentId: root.id, isActive: true })
    ).body;
    expect([diwali.sortOrder, holi.sortOrder]).toEqual([1, 2]);

    const ordered = await staff('PUT', '/api/admin/categories/order', { parentId: root.id, ids: [holi.id, diwali.id] });
    expect(ordered.body.map((c) => c.slug)).toEqual(['holi-colours', 'diwali-sweets']);
    expect((await staff('PUT', '/api/admin/categories/order', { parentId: root.id, ids: [holi.id] })).status).toBe(409);

    const cycle = await staff('PUT', `/api/admin/categories/${root.id}`, {
      name: 'Festival Specials',
      parentId: diwali.id,
      isActive: true,
    });
    expect(cycle.status).toBe(400);
    expect(cycle.body.error.message).toBe('A category cannot be filed under itself or one of its own subcategories');
    const duplicate = await staff('POST', '/api/admin/categories', {
      name: 'Holi Colours',
      parentId: null,
      isActive: true,
    });
    expect(duplicate.status).toBe(409);

    expect(await storefrontSlugs()).toContain('holi-colours');
    const archived = await staff('PUT', `/api/admin/categories/${holi.id}`, {
      name: 'Holi Colours',
      parentId: root.id,
      isActive: false,
    });
    expect(archived.body.isActive).toBe(false);
    expect(await storefrontSlugs()).not.toContain('holi-colours');
    expect((await staff('GET', '/api/admin/categories')).body.map((c) => c.slug)).toContain('holi-colours');
  });
});

describe('brands', () => {
  it('creates and renames a brand; deletes it only while no product uses it', async () => {
    const brand = (await staff('POST', '/api/admin/brands', { name: 'Kerala Harvest' })).body;
    expect(brand).toMatchObject({ slug: 'kerala-harvest', products: 0 });
    const renamed = await staff('PUT', `/api/admin/brands/${brand.id}`, { name: 'Kerala Harvest Co.' });
    expect(renamed.body).toMatchObject({ name: 'Kerala Harvest Co.', slug: 'kerala-harvest' });

    await desk.shop.database.query('update products set brand_id = $1 where id = $2', [
      brand.id,
      desk.shop.products.mangoes.id,
    ]);
    const inUse = await staff('DELETE', `/api/admin/brands/${brand.id}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body.error.message).toBe(
      '1 product uses this brand: archive it instead, or move them to another brand first',
    );
    await desk.shop.database.query('update products set brand_id = null where id = $1', [
      desk.shop.products.mangoes.id,
    ]);
    expect((await staff('DELETE', `/api/admin/brands/${brand.id}`)).status).toBe(204);

    const actions = await desk.shop.database.query<{ action: string }>(
      `select action from audit_log where entity_id = $1 order by created_at, id`,
      [brand.id],
    );
    expect(actions.map((a) => a.action)).toEqual(['brand.create', 'brand.update', 'brand.delete']);
  });
});

describe('brand archive', () => {
  const storefrontBrands = async () =>
    ((await desk.shop.app.inject({ url: '/api/brands' })).json() as { slug: string }[]).map((b) => b.slug);

  it("leaves an archived brand out of the shoppers' brand filter while its products stay on sale under its name", async () => {
    const brand = (await staff('POST', '/api/admin/brands', { name: 'Malabar Spice Co' })).body;
    expect(brand.isActive).toBe(true);
    await desk.shop.database.query('update products set brand_id = $1 where id = $2', [
      brand.id,
      desk.shop.products.mangoes.id,
    ]);
    expect(await storefrontBrands()).toContain('malabar-spice-co');

    const archived = await staff('PUT', `/api/admin/brands/${brand.id}`, { name: 'Malabar Spice Co', isActive: false });
    expect(archived.status).toBe(200);
    expect(archived.body).toMatchObject({ isActive: false, products: 1 });
    expect(await storefrontBrands()).not.toContain('malabar-spice-co');
    const product = (await desk.shop.app.inject({ url: '/api/products/fixture-mangoes' })).json();
    expect(product.brand).toBe('Malabar Spice Co');
    // A rename keeps it archived; only isActive: true brings it back.
    expect((await staff('PUT', `/api/admin/brands/${brand.id}`, { name: 'Malabar Spices' })).body.isActive).toBe(false);
    expect((await staff('GET', '/api/admin/brands')).body.find((b) => b.id === brand.id)?.isActive).toBe(false);
    await staff('PUT', `/api/admin/brands/${brand.id}`, { name: 'Malabar Spices', isActive: true });
    expect(await storefrontBrands()).toContain('malabar-spice-co');

    const audit = await desk.shop.database.query<{ action: string; summary: string }>(
      `select action, summary from audit_log where entity_id = $1 order by created_at, id`,
      [brand.id],
    );
    expect(audit).toEqual([
      { action: 'brand.create', summary: 'Created brand Malabar Spice Co' },
      { action: 'brand.archive', summary: 'Brand Malabar Spice Co: archived' },
      { action: 'brand.update', summary: 'Brand Malabar Spices: renamed Malabar Spice Co → Malabar Spices' },
      { action: 'brand.unarchive', summary: 'Brand Malabar Spices: unarchived' },
    ]);
    await desk.shop.database.query('update products set brand_id = null where id = $1', [
      desk.shop.products.mangoes.id,
    ]);
  });

  it('refuses a bad archive flag with nothing changed', async () => {
    const brand = (await staff('POST', '/api/admin/brands', { name: 'Coorg Estates' })).body;
    const bad = await staff('PUT', `/api/admin/brands/${brand.id}`, { name: 'Coorg Estates', isActive: 'no' });
    expect(bad.status).toBe(400);
    expect((await staff('GET', '/api/admin/brands')).body.find((b) => b.id === brand.id)?.isActive).toBe(true);
  });
});
