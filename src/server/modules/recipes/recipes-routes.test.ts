import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecipeCardDto, RecipeDetailDto } from '../../../shared/recipes';
import { DEMO_RECIPES, seedRecipes } from '../../db/seed/seed-recipes';
import { startShop, type TestShop } from '../../test/harness';

let shop: TestShop;
beforeAll(async () => {
  shop = await startShop({ catalogSize: 600, fixtures: false, promos: false });
  expect(await seedRecipes(shop.database)).toBe(DEMO_RECIPES.length);
});
afterAll(async () => shop?.close());

const get = async <T>(url: string) => {
  const response = await shop.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: JSON.parse(response.body) as T, response };
};
const list = async (query = '') => (await get<{ recipes: RecipeCardDto[] }>(`/api/recipes${query}`)).body.recipes;

describe('recipes seed', () => {
  it('writes at least 12 recipes once, and links ingredients to products whose names hold the words', async () => {
    expect(DEMO_RECIPES.length).toBeGreaterThanOrEqual(12);
    expect(await seedRecipes(shop.database)).toBe(0);
    const links = await shop.database.query<{ match_ok: boolean; n: number }>(
      `select (p.name ilike '%' || split_part(i.name, ' ', 1) || '%') as match_ok, count(*)::int as n
       from recipe_ingredients i join products p on p.id = i.product_id group by 1`,
    );
    expect(links.reduce((sum, l) => sum + l.n, 0)).toBeGreaterThan(40);
    expect(links.filter((l) => !l.match_ok)).toEqual([]);
    const unlinkedWithQuantity = await shop.database.query(
      'select 1 from recipe_ingredients where product_id is null and cart_quantity is not null',
    );
    expect(unlinkedWithQuantity).toEqual([]);
  });
});

describe('GET /api/recipes', () => {
  it('lists every recipe, newest first', async () => {
    const all = await list();
    expect(all).toHaveLength(DEMO_RECIPES.length);
    expect(all[0]!.slug).toBe('masala-chai');
    expect(all.at(-1)!.slug).toBe('dal-tadka');
    expect(all[0]).toMatchObject({ image: '/img/recipes/masala-chai.svg', course: 'drink', totalMinutes: 10 });
  });

  it('filters by diet, course and time, and searches titles and ingredients', async () => {
    const vegan = await list('?diet=vegan');
    expect(vegan.length).toBeGreaterThan(2);
    expect(vegan.every((r) => r.dietTags.includes('vegan'))).toBe(true);
    expect((await list('?course=breakfast')).map((r) => r.slug).sort()).toEqual([
      'idli-sambar',
      'kanda-poha',
      'rava-upma',
    ]);
    const quick = await list('?maxMinutes=30');
    expect(quick.length).toBeGreaterThan(0);
    expect(quick.every((r) => r.totalMinutes <= 30)).toBe(true);
    expect((await list('?q=paneer')).map((r) => r.slug)).toEqual(['palak-paneer']);
    // "Drumsticks" is only an ingredient of the sambar.
    expect((await list('?q=drumstick')).map((r) => r.slug)).toEqual(['idli-sambar']);
    expect(await list('?q=%25')).toEqual([]);
    expect((await get('/api/recipes?diet=keto')).status).toBe(400);
  });
});

describe('GET /api/recipes/:slug', () => {
  it('returns the recipe with steps and each linked ingredient’s product as it is now', async () => {
    const { status, body } = await get<RecipeDetailDto>('/api/recipes/dal-tadka');
    expect(status).toBe(200);
    expect(body).toMatchObject({ title: 'Dal Tadka', servings: 4, prepMinutes: 10, cookMinutes: 30 });
    expect(body.steps.length).toBeGreaterThanOrEqual(4);
    expect(body.ingredients.map((i) => i.name)).toContain('Toor dal');
    const salt = body.ingredients.find((i) => i.name === 'Salt')!;
    expect(salt).toMatchObject({ amount: null, product: null, cartQuantity: null });
    const linked = body.ingredients.filter((i) => i.product);
    expect(linked.length).toBeGreaterThan(3);
    for (const line of linked) {
      expect(line.cartQuantity).toBeGreaterThan(0);
      if (line.variantId) expect(line.product!.variants.map((v) => v.id)).toContain(line.variantId);
    }
  });

  it('shows a product that went out of stock as it is, and forgets one that was archived', async () => {
    const before = (await get<RecipeDetailDto>('/api/recipes/kanda-poha')).body;
    const [first, second] = before.ingredients.filter((i) => i.product && !i.variantId);
    await shop.database.query('update products set stock_quantity = 0 where id = $1', [first!.product!.id]);
    await shop.database.query('update products set is_active = false where id = $1', [second!.product!.id]);
    const after = (await get<RecipeDetailDto>('/api/recipes/kanda-poha')).body;
    expect(after.ingredients.find((i) => i.id === first!.id)!.product).toMatchObject({ inStock: false });
    expect(after.ingredients.find((i) => i.id === second!.id)).toMatchObject({ product: null, cartQuantity: null });
    await shop.database.query('update products set is_active = true where id = $1', [second!.product!.id]);
  });

  it('answers 404 for an unknown recipe', async () => {
    const { status, body } = await get<{ error: { message: string } }>('/api/recipes/beef-wellington');
    expect(status).toBe(404);
    expect(body.error.message).toBe('Recipe not found');
  });
});

describe('recipes around the shop', () => {
  it('lists the recipes a product is used in', async () => {
    const [row] = await shop.database.query<{ slug: string }>(
      `select p.slug from recipe_ingredients i join products p on p.id = i.product_id
       join recipes r on r.id = i.recipe_id where r.slug = 'palak-paneer' and i.name = 'Malai paneer'`,
    );
    const used = await get<{ recipes: RecipeCardDto[] }>(`/api/products/${row!.slug}/recipes`);
    expect(used.body.recipes.map((r) => r.slug)).toContain('palak-paneer');
    expect((await get<{ recipes: RecipeCardDto[] }>('/api/products/no-such-product/recipes')).body.recipes).toEqual([]);
  });

  it('draws each recipe’s picture as SVG', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/img/recipes/dal-tadka.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.body).toContain('aria-label="Dal Tadka"');
    expect((await shop.app.inject({ method: 'GET', url: '/img/recipes/nothing.svg' })).statusCode).toBe(404);
  });
});
