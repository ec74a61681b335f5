import { expect, test } from '@playwright/test';

test('search box suggests products and shows results', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
  await box.fill('d');
  await page.waitForTimeout(500);
  await expect(page.getByRole('listbox', { name: 'Product suggestions' })).toBeHidden();
  await box.fill('dal');
  await expect(
    page.getByRole('banner').getByRole('listbox', { name: 'Product suggestions' }).getByRole('option').first(),
  ).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=dal$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “dal”');
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('a search with no results says so', async ({ page }) => {
  await page.goto('/search?q=zzqqxxyy');
  await expect(page.getByText('No products found for zzqqxxyy.')).toBeVisible();
});
