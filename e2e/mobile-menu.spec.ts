import { expect, test } from './test';

test.use({ viewport: { width: 390, height: 844 } });

test('mobile menu at 390 px opens, navigates and closes', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  await expect(dialog).toBeVisible();
  for (const label of ['Home', 'Products', 'Deals', 'Bulk Orders', 'Recipes', 'About', 'Contact']) {
    await expect(dialog.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(dialog.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await dialog.getByRole('link', { name: 'Products', exact: true }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(dialog).toBeHidden();
  // Nothing is wider than the phone screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
