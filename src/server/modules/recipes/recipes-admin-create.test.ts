import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRecipeDto, RecipeCardDto } from '../../../shared/recipes';
import { call, type Desk, startDesk } from '../../test/harness';

/** Staff create recipes (drafts until they have ingredients) and pick the exact size each line buys. */
let desk: Desk;
beforeAll(async () => {
  desk = await startDesk();
});
afterAll(async () => desk?.shop.close());

type Answer = AdminRecipeDto & { error: { message: string; fields?: Record<string, string> } };
async function send(method: 'POST' | 'PUT', url: string, payload: unknown, cookie = desk.staff.cookie) {
  const response = await desk.shop.app.inject({
    method,
    url,
    headers: { origin: desk.shop.config.publicUrl, ...(cookie ? { cookie } : {}) },
    payload: payload as Record<string, unknown>,
  });
  return { status: response.statusCode, body: JSON.parse(response.body) as Answer };
}
const jeeraRice = (overrides: Record<string, unknown> = {}) => ({
  title: 'Jeera Rice',
  summary: 'Basmati rice tempered with cumin seeds and ghee: the everyday partner of dal.',
  intro: 'Cumin seeds crackled in ghee turn plain basmati into **jeera rice** in twenty minutes.',
  course: 'side',
  region: 'North India',
  dietTags: ['vegetarian', 'gluten-free'],
  prepMinutes: 5,
  cookMinutes: 20,
  servings: 4,
  steps: 'Rinse and soak the rice for 20 minutes.\nCrackle the cumin in ghee, add rice and water, cover and cook.',
  isPublished: false,
  ...overrides,
});
const publicSlugs = async () =>
  (JSON.parse((await desk.shop.app.inject('/api/recipes')).body) as { recipes: RecipeCardDto[] }).recipes.map(
    (r) => r.slug,
  );
const rice = () => desk.shop.products.rice;

describe('POST /api/admin/recipes', () => {
  it('creates a draft with an address from the title; lines pick a size; published once it has them', async () => {
    const created = await send('POST', '/api/admin/recipes', jeeraRice());
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ slug: 'jeera-rice', isPublished: false, ingredients: [], servings: 4 });
    expect(created.body.steps).toHaveLength(2);
    expect(await publicSlugs()).not.toContain('jeera-rice');
    expect((await desk.shop.app.inject('/api/recipes/jeera-rice')).statusCode).toBe(404);

    // The 20 lb bag, not the cheapest size the shop would pick by itself.
    const bigBag = rice().variants.find((v) => v.name === '20 lb bag')!;
    const lines = await send('PUT', `/api/admin/recipes/${created.body.id}/ingredients`, {
      ingredients: [
        {
          name: 'Basmati rice',
          amount: 2,
          unit: 'cups',
          note: null,
          productSlug: 'fixture-rice',
          variantId: bigBag.id,
          cartQuantity: 1,
        },
        { name: 'Cumin seeds', amount: 1, unit: 'tsp', note: null, productSlug: null, cartQuantity: null },
      ],
    });
    expect(lines.status, JSON.stringify(lines.body)).toBe(200);
    expect(lines.body.ingredients[0]).toMatchObject({
      variantId: bigBag.id,
      cartQuantity: 1,
      product: { id: rice().id },
    });

    const published = await send('PUT', `/api/admin/recipes/${created.body.id}`, jeeraRice({ isPublished: true }));
    expect(published.status).toBe(200);
    expect(await publicSlugs()).toContain('jeera-rice');

    const audit = await desk.shop.database.query<{ action: string; summary: string }>(
      `select action, summary from audit_log where entity_id = $1 order by created_at, id`,
      [created.body.id],
    );
    expect(audit.map((a) => a.action)).toEqual(['recipe.create', 'recipe.ingredients', 'recipe.update']);
    expect(audit[0]!.summary).toBe('Jeera Rice: created as a draft');
  });

  it('refuses publishing a recipe without ingredients, a taken address and bad fields, saving nothing', async () => {
    const count = async () =>
      (await desk.shop.database.query<{ n: number }>('select count(*)::int as n from recipes'))[0]!.n;
    const before = await count();
    const publishNow = await send('POST', '/api/admin/recipes', jeeraRice({ title: 'Lemon Rice', isPublished: true }));
    expect(publishNow.status).toBe(400);
    expect(publishNow.body.error.fields).toEqual({
      isPublished: 'Add at least one ingredient before publishing: save it as a draft first',
    });
    const taken = await send('POST', '/api/admin/recipes', jeeraRice({ slug: 'jeera-rice' }));
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields).toEqual({ slug: 'Another recipe already has this address' });
    const badSlug = await send('POST', '/api/admin/recipes', jeeraRice({ slug: 'Jeera Rice!' }));
    expect(badSlug.status).toBe(400);
    expect(badSlug.body.error.fields?.slug).toBe('The address may hold lowercase letters, digits and single hyphens');
    const bad = await send(
      'POST',
      '/api/admin/recipes',
      jeeraRice({ title: 'Ri', steps: 'Only one step', servings: 0 }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({
      title: 'Title must be at least 3 characters',
      steps: 'Write at least two steps, one a line',
      servings: 'Servings must be at least 1',
    });
    expect(await count()).toBe(before);

    const draft = await send('POST', '/api/admin/recipes', jeeraRice({ title: 'Tomato Rice' }));
    expect(draft.body.slug).toBe('tomato-rice');
    const early = await send(
      'PUT',
      `/api/admin/recipes/${draft.body.id}`,
      jeeraRice({ title: 'Tomato Rice', isPublished: true }),
    );
    expect(early.status).toBe(400);
    expect(early.body.error.fields?.isPublished).toMatch(/^Add at least one ingredient/);
    expect(await publicSlugs()).not.toContain('tomato-rice');
  });

  it("refuses a size that is not the product's on its own line", async () => {
    const draft = await send('POST', '/api/admin/recipes', jeeraRice({ title: 'Mango Lassi', course: 'drink' }));
    const otherProducts = desk.shop.products.rice.variants[0]!.id;
    const refused = await send('PUT', `/api/admin/recipes/${draft.body.id}/ingredients`, {
      ingredients: [
        { name: 'Yogurt', amount: 2, unit: 'cups', note: null, productSlug: null, cartQuantity: null },
        {
          name: 'Mangoes',
          amount: 2,
          unit: null,
          note: null,
          productSlug: 'fixture-mangoes',
          variantId: otherProducts,
          cartQuantity: 1,
        },
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ 'ingredients.1.variantId': 'This size is not one of the product’s' });
    const [row] = await desk.shop.database.query<{ n: number }>(
      'select count(*)::int as n from recipe_ingredients where recipe_id = $1',
      [draft.body.id],
    );
    expect(row!.n).toBe(0);
  });

  it('is for staff only', async () => {
    expect((await send('POST', '/api/admin/recipes', jeeraRice({ title: 'Veg Pulao' }), '')).status).toBe(401);
    expect(
      (await call(desk.shop, desk.shopper, 'POST', '/api/admin/recipes', jeeraRice({ title: 'Veg Pulao' }))).status,
    ).toBe(403);
  });
});
