import { expect, test } from './test';

test.use({ viewport: { width: 390, height: 844 } });

test('at 390 px a listing draws a card far below the fold only as the shopper scrolls toward it', async ({ page }) => {
  await page.goto('/products/category/spices-masalas');
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
  const grid = page
    .getByRole('main')
    .getByRole('list')
    .filter({ has: page.getByRole('article') })
    .first();
  const items = grid.getByRole('listitem');
  await expect(items).toHaveCount(20);
  await expect(items.first().getByRole('article')).toBeVisible();

  // The last card is a placeholder of its size: the product's name and link, no card yet, and still none a
  // second after the page turned live (where a draw right after hydration would have happened).
  await page.waitForTimeout(1000);
  const last = items.last();
  await expect(last.getByRole('link')).toHaveCount(1);
  await expect(last.getByRole('article')).toHaveCount(0);

  await last.scrollIntoViewIfNeeded();
  await expect(last.getByRole('article')).toBeVisible();
  await expect(last.getByRole('article').getByRole('heading')).toBeVisible();
});
