import { expect, test } from './test';

test('header search: suggestions from 2 characters, Enter opens the results page', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('banner');
  const box = banner.getByRole('combobox', { name: 'Search products' });
  const suggestions = banner.getByRole('listbox', { name: 'Product suggestions' });
  await box.fill('d');
  await page.waitForTimeout(500);
  await expect(suggestions).toBeHidden();
  await box.fill('dal');
  await expect(suggestions.getByRole('option').first()).toBeVisible();
  await expect(suggestions.locator('mark').first()).toHaveText(/dal/i);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=dal$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “dal”');
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('arrow keys pick a suggestion and Enter opens its product page', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('banner');
  const box = banner.getByRole('combobox', { name: 'Search products' });
  // No category is named "katli": the first option is a product.
  await box.fill('katli');
  const first = banner.getByRole('listbox', { name: 'Product suggestions' }).getByRole('option').first();
  await expect(first).toBeVisible();
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/product\//);
});

test('categories named like the text come first and open their shelf', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('banner');
  const box = banner.getByRole('combobox', { name: 'Search products' });
  await box.fill('basmati');
  const first = banner.getByRole('listbox', { name: 'Product suggestions' }).getByRole('option').first();
  await expect(first).toContainText('Basmati Rice');
  await expect(first).toContainText('in categories');
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/products\/category\/basmati-rice$/);
});

for (const query of ['basmatti', 'haldi']) {
  test(`a typo or synonym search (${query}) still finds products`, async ({ page }) => {
    await page.goto(`/search?q=${query}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “${query}”`);
    await expect(page.getByRole('article').first()).toBeVisible();
  });
}

test('a search with no results says so and offers next steps', async ({ page }) => {
  await page.goto('/search?q=zzqqxxyy');
  await expect(page.getByText('No products found for zzqqxxyy.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Popular categories' }).getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse all products' })).toBeVisible();
});
