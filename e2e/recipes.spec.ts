import type { Page } from '@playwright/test';
import type { GuestCartItem } from '../src/shared/guest-cart';
import { cartQuantityFor, type RecipeDetailDto } from '../src/shared/recipes';
import { isInStock } from '../src/shared/stock';
import type { CartDto } from '../src/shared/cart';
import { signInThroughApi, staffOn } from './auth-fixtures';
import { verifiedShopper } from './cart-fixtures';
import { expectNoSeriousA11yViolations } from './fixtures';
import { expect, test } from './test';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${process.env.RECIPE_SHOTS_DIR ?? 'test-results/recipes'}/${name}.png`, fullPage: true });

/** Each ingredient the shop has in stock: product, size and the quantity to buy for `servings`. */
function expectedLines(recipe: RecipeDetailDto, servings: number) {
  return recipe.ingredients
    .filter((line) => line.product && line.cartQuantity !== null)
    .filter((line) => {
      const variant = line.product!.variants.find((v) => v.id === line.variantId);
      return isInStock(line.product!.inStock, variant?.stockQuantity ?? line.product!.stockQuantity);
    })
    .map((line) => [
      line.product!.id,
      line.variantId,
      cartQuantityFor(line.cartQuantity!, line.product!.isWeightBased, recipe.servings, servings),
    ]);
}

test('a recipe scaled to 6 servings puts each available ingredient in the cart with the scaled quantity', async ({
  page,
  request,
}) => {
  await page.goto('/recipes');
  await expect(page.getByRole('heading', { level: 1, name: 'Recipes' })).toBeVisible();
  await expect(page.getByText('12 recipes')).toBeVisible();
  await page.getByLabel('Course').selectOption('breakfast');
  await expect(page.getByText('3 recipes match your choices')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'recipes-breakfast');
  await page.getByLabel('Course').selectOption('');
  await page.getByRole('link', { name: 'Dal Tadka' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dal Tadka' })).toBeVisible();

  const recipe = (await (await request.get('/api/recipes/dal-tadka')).json()) as RecipeDetailDto;
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.map((text) => JSON.parse(text) as { '@type': string }).some((d) => d['@type'] === 'Recipe')).toBe(true);

  await page.getByRole('button', { name: 'More servings' }).click();
  await page.getByRole('button', { name: 'More servings' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Servings' })).toHaveValue('6');
  await expect(page.getByTestId('ingredient').first()).toContainText('1 ½ cup');
  await page.getByRole('button', { name: 'Add all ingredients to cart' }).click();
  await expect(page.getByRole('status').getByText(/^Added \d+ ingredients to your cart\./)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'recipe-added');

  const expected = expectedLines(recipe, 6);
  expect(expected.length).toBeGreaterThan(5);
  const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]') as GuestCartItem[]);
  expect(cart.map((l) => [l.productId, l.variantId, l.quantity])).toEqual(expected);

  await page.getByRole('link', { name: 'View cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  for (const line of cart) await expect(page.getByText(line.name).first()).toBeVisible();
});

test('a product used in a recipe links back to it', async ({ page, request }) => {
  const recipe = (await (await request.get('/api/recipes/palak-paneer')).json()) as RecipeDetailDto;
  const paneer = recipe.ingredients.find((line) => line.name === 'Malai paneer')!.product!;
  await page.goto(`/product/${paneer.slug}`);
  const usedIn = page.getByRole('region', { name: 'Used in' });
  await expect(usedIn.getByRole('link', { name: /Palak Paneer/ })).toBeVisible();
});

test('signed in, "Add all" puts the scaled ingredients in the stored cart', async ({ page, request, baseURL }) => {
  const shopper = await verifiedShopper(request, baseURL!, 'recipe-cook');
  await signInThroughApi(page, baseURL!, shopper);
  await page.goto('/recipes/palak-paneer');
  await expect(page.getByRole('heading', { level: 1, name: 'Palak Paneer' })).toBeVisible();
  await page.getByRole('spinbutton', { name: 'Servings' }).fill('8');
  await page.getByRole('button', { name: 'Add all ingredients to cart' }).click();
  await expect(page.getByRole('status').getByText(/^Added \d+ ingredients to your cart\./)).toBeVisible();
  const recipe = (await (await page.request.get('/api/recipes/palak-paneer')).json()) as RecipeDetailDto;
  const cart = (await (await page.request.get('/api/cart')).json()) as CartDto;
  expect(cart.items.map((l) => [l.productId, l.variantId, l.quantity]).sort()).toEqual(expectedLines(recipe, 8).sort());
});

test('staff edit a recipe’s method and ingredients, and the shop shows the change', async ({ page, baseURL }) => {
  await staffOn(page, baseURL!, '/admin/recipes');
  await page.getByRole('link', { name: 'Masala Chai' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit: Masala Chai' })).toBeVisible();
  const method = page.getByLabel('Method');
  await method.fill(`${await method.inputValue()}\nServe with a plate of Parle-G for dunking.`);
  await page.getByRole('form', { name: 'Recipe' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Recipe saved and published')).toBeVisible();

  const lines = page.getByRole('form', { name: 'Ingredients' });
  await lines.getByRole('button', { name: 'Add a line' }).click();
  const count = await lines.getByRole('button', { name: /^Remove line/ }).count();
  await lines.getByLabel(`Ingredient, line ${count}`).fill('Fresh mint');
  await lines.getByLabel(`Product address, line ${count}`).fill('no-such-mint');
  await lines.getByLabel(`To buy, line ${count}`).fill('1');
  await lines.getByRole('button', { name: 'Save ingredients' }).click();
  await expect(lines.getByText('No product in the shop has this address')).toBeVisible();
  await lines.getByLabel(`Product address, line ${count}`).fill('');
  await lines.getByLabel(`To buy, line ${count}`).fill('');
  await lines.getByRole('button', { name: 'Save ingredients' }).click();
  await expect(page.getByText('Ingredients saved')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/recipes/masala-chai');
  await expect(page.getByText('Serve with a plate of Parle-G for dunking.')).toBeVisible();
  await expect(page.getByTestId('ingredient').last()).toContainText('Fresh mint');
});
