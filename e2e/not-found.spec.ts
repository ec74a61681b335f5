import { expect, test } from './test';

test('unknown paths show the 404 page with a way home', async ({ page }) => {
  await page.goto('/no-such-page/here');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Shop by Category' })).toBeVisible();
});

test('the old /terms and /privacy links land on the real pages', async ({ page }) => {
  await page.goto('/terms');
  await expect(page).toHaveURL(/\/terms-of-service$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await page.goto('/privacy');
  await expect(page).toHaveURL(/\/privacy-policy$/);
});
