import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRecipeDto, AdminRecipeListDto, RecipeCardDto } from '../../../shared/recipes';
import { seedRecipes } from '../../db/seed/seed-recipes';
import { call, type Desk, staffCall, startDesk } from '../../test/harness';

let desk: Desk;
let poha: AdminRecipeListDto['recipes'][number];
beforeAll(async () => {
  desk = await startDesk();
  await seedRecipes(desk.shop.database);
  const list = await staffCall<AdminRecipeListDto>(desk, 'GET', '/api/admin/recipes');
  poha = list.body.recipes.find((r) => r.slug === 'kanda-poha')!;
});
afterAll(async () => desk?.shop.close());

const put = async (id: string, payload: unknown) => {
  const response = await desk.shop.app.inject({
    method: 'PUT',
    url: `/api/admin/recipes/${id}`,
    headers: { origin: desk.shop.config.publicUrl, cookie: desk.staff.cookie },
    payload: payload as Record<string, unknown>,
  });
  return {
    status: response.statusCode,
    body: JSON.parse(response.body) as AdminRecipeDto & { error: { fields?: Record<string, string> } },
  };
};
const edited = (detail: AdminRecipeDto, overrides: Record<string, unknown> = {}) => ({
  title: detail.title,
  summary: detail.summary,
  intro: detail.intro,
  course: detail.course,
  region: detail.region,
  dietTags: detail.dietTags,
  prepMinutes: detail.prepMinutes,
  cookMinutes: detail.cookMinutes,
  servings: detail.servings,
  steps: detail.steps.join('\n'),
  isPublished: detail.isPublished,
  ...overrides,
});
const publicSlugs = async () =>
  (JSON.parse((await desk.shop.app.inject('/api/recipes')).body) as { recipes: RecipeCardDto[] }).recipes.map(
    (r) => r.slug,
  );

describe('/api/admin/recipes', () => {
  it('is for staff only', async () => {
    expect((await call(desk.shop, null, 'GET', '/api/admin/recipes')).status).toBe(401);
    expect((await call(desk.shop, desk.shopper, 'GET', `/api/admin/recipes/${poha.id}`)).status).toBe(403);
  });

  it('edits the text and facts, keeps the ingredients, hides and republishes, each write audited', async () => {
    const detail = (await staffCall<AdminRecipeDto>(desk, 'GET', `/api/admin/recipes/${poha.id}`)).body;
    const saved = await put(
      poha.id,
      edited(detail, { servings: 3, steps: 'Rinse the poha.\n\nTemper and toss.\n', isPublished: false }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      servings: 3,
      steps: ['Rinse the poha.', 'Temper and toss.'],
      isPublished: false,
    });
    expect(saved.body.ingredients.map((i) => i.id)).toEqual(detail.ingredients.map((i) => i.id));
    expect(await publicSlugs()).not.toContain('kanda-poha');
    expect((await desk.shop.app.inject('/api/recipes/kanda-poha')).statusCode).toBe(404);

    expect((await put(poha.id, edited(saved.body, { isPublished: true }))).status).toBe(200);
    expect(await publicSlugs()).toContain('kanda-poha');
    const audit = await desk.shop.database.query<{ summary: string }>(
      `select summary from audit_log where entity_id = $1 and action = 'recipe.update' order by created_at, id`,
      [poha.id],
    );
    expect(audit.map((a) => a.summary)).toEqual(['Kanda Poha: published → draft', 'Kanda Poha: draft → published']);
  });

  it('answers wrong fields with their messages', async () => {
    const detail = (await staffCall<AdminRecipeDto>(desk, 'GET', `/api/admin/recipes/${poha.id}`)).body;
    const bad = await put(poha.id, edited(detail, { servings: 0, steps: 'Only one step', course: 'brunch' }));
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({
      servings: 'Servings must be at least 1',
      steps: 'Write at least two steps, one a line',
      course: 'Choose a course',
    });
    expect((await put('00000000-0000-0000-0000-000000000000', edited(detail))).status).toBe(404);
  });
});

describe('PUT /api/admin/recipes/:id/ingredients', () => {
  const putLines = async (id: string, ingredients: unknown[]) => {
    const response = await desk.shop.app.inject({
      method: 'PUT',
      url: `/api/admin/recipes/${id}/ingredients`,
      headers: { origin: desk.shop.config.publicUrl, cookie: desk.staff.cookie },
      payload: { ingredients },
    });
    return {
      status: response.statusCode,
      body: JSON.parse(response.body) as AdminRecipeDto & { error: { fields?: Record<string, string> } },
    };
  };

  it('replaces the list in order, linking products by their address, and audits it', async () => {
    const detail = (await staffCall<AdminRecipeDto>(desk, 'GET', `/api/admin/recipes/${poha.id}`)).body;
    const linked = detail.ingredients.find((i) => i.product)!;
    const saved = await putLines(poha.id, [
      {
        name: 'Pomegranate seeds',
        amount: 0.25,
        unit: 'cup',
        note: 'to garnish',
        productSlug: null,
        cartQuantity: null,
      },
      { name: linked.name, amount: 2, unit: 'cups', note: null, productSlug: linked.product!.slug, cartQuantity: 0.5 },
    ]);
    expect(saved.status).toBe(200);
    expect(saved.body.ingredients).toMatchObject([
      { name: 'Pomegranate seeds', amount: 0.25, product: null, cartQuantity: null },
      { name: linked.name, amount: 2, cartQuantity: 0.5, product: { id: linked.product!.id } },
    ]);
    const [audit] = await desk.shop.database.query<{ summary: string }>(
      `select summary from audit_log where entity_id = $1 and action = 'recipe.ingredients'`,
      [poha.id],
    );
    expect(audit!.summary).toBe(`Kanda Poha: ${detail.ingredients.length} → 2 ingredients`);
  });

  it('refuses an unknown product on its own line and saves nothing', async () => {
    const before = (await staffCall<AdminRecipeDto>(desk, 'GET', `/api/admin/recipes/${poha.id}`)).body;
    const refused = await putLines(poha.id, [
      { name: 'Salt', amount: null, unit: null, note: 'to taste', productSlug: null, cartQuantity: null },
      { name: 'Saffron', amount: 1, unit: 'pinch', note: null, productSlug: 'no-such-saffron', cartQuantity: 1 },
      { name: 'Ghee', amount: 1, unit: 'tbsp', note: null, productSlug: 'anything', cartQuantity: null },
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ 'ingredients.2.cartQuantity': 'Say how much of the product to buy' });
    const unknown = await putLines(poha.id, [
      { name: 'Saffron', amount: 1, unit: 'pinch', note: null, productSlug: 'no-such-saffron', cartQuantity: 1 },
    ]);
    expect(unknown.body.error.fields).toEqual({
      'ingredients.0.productSlug': 'No product in the shop has this address',
    });
    const after = (await staffCall<AdminRecipeDto>(desk, 'GET', `/api/admin/recipes/${poha.id}`)).body;
    expect(after.ingredients.map((i) => i.id)).toEqual(before.ingredients.map((i) => i.id));
  });
});
