import { expect, test } from './test';
import { CLOCK_HEADER } from '../src/server/lib/clock';
import { isSaleDay } from '../src/shared/thursday-sale';
import { cents, inStockCard } from './fixtures';

test('home → category → product → add to cart with Undo → cart totals', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Desi Grocer/);
  const categories = page.getByRole('region', { name: 'Shop by Category' });
  const firstTile = categories.getByRole('link').first();
  const categoryName = (await firstTile.innerText()).trim();
  await firstTile.click();
  await expect(page).toHaveURL(/\/products\/category\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(categoryName);

  const cardLink = inStockCard(page).getByRole('heading').getByRole('link');
  const productName = (await cardLink.innerText()).trim();
  await cardLink.click();
  await expect(page).toHaveURL(/\/product\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName);
  await expect(page).toHaveTitle(new RegExp(productName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  expect(await page.locator('script[type="application/ld+json"]').count()).toBe(1);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');

  const weightBased = await page.getByText('Weight (lb)').isVisible();
  let quantity = 2;
  if (weightBased) {
    await page.getByRole('button', { name: '2.2 lb' }).click();
    quantity = 2.2;
  } else {
    const increase = page.getByRole('button', { name: 'Increase quantity' });
    if (await increase.isEnabled()) await increase.click();
    else quantity = 1;
  }
  const price = cents(
    await page
      .locator('main')
      .getByText(/^\$[\d,]+\.\d{2}/)
      .first()
      .innerText(),
  );

  const add = page.getByRole('button', { name: /^Add to Cart/ }).first();
  await add.click();
  await expect(page.getByText('Added to Cart', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Cart, / })).toHaveAccessibleName(
    weightBased ? 'Cart, 1 item' : `Cart, ${quantity} items`,
  );

  await page.getByRole('button', { name: /^Undo/ }).click();
  await expect(page.getByText('Item removed from cart')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Cart, / })).toHaveAccessibleName('Cart, 0 items');

  await add.click();
  await expect(page.getByText('Added to Cart', { exact: true })).toBeVisible();
  // The confirmation goes back to the normal button after 3 s.
  await expect(add).toBeVisible({ timeout: 5000 });

  await page.getByRole('link', { name: /^Cart, / }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(productName);
  const expected = Math.floor((price * Math.round(quantity * 100) + 50) / 100);
  expect(cents(await line.getByTestId('line-total').innerText())).toBe(expected);
  expect(cents(await page.getByTestId('cart-subtotal').innerText())).toBe(expected);

  // The cart survives a reload (local storage key "cart").
  await page.reload();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'));
  expect(stored[0]).toMatchObject({ name: productName, quantity });

  await page.getByRole('button', { name: /^Remove/ }).click();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
});

test('filters and sort live in the URL and survive a reload', async ({ page }) => {
  // Asked as of a day that is not Thursday: on Thursdays cards show sale prices while the price sorts still
  // order by the regular ones (decision 017, "Known limits"), so the check of the order below would fail.
  const notThursday = new Date(Date.now() + (isSaleDay(new Date()) ? 86_400_000 : 0));
  await page.setExtraHTTPHeaders({ [CLOCK_HEADER]: notThursday.toISOString() });
  await page.goto('/products');
  await page.getByLabel('Sort by').selectOption('price_asc');
  await expect(page).toHaveURL(/sort=price_asc/);
  await page.getByRole('complementary', { name: 'Filters' }).getByLabel('In stock only').check();
  await expect(page).toHaveURL(/inStock=true/);
  await page.reload();
  await expect(page.getByLabel('Sort by')).toHaveValue('price_asc');
  await expect(page.getByRole('complementary', { name: 'Filters' }).getByLabel('In stock only')).toBeChecked();
  const prices = await page.getByRole('article').locator('.price-now').allInnerTexts();
  const values = prices.map(cents);
  expect(values.length).toBeGreaterThan(1);
  expect([...values].sort((a, b) => a - b)).toEqual(values);
});
