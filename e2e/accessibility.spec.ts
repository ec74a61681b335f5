import { expect, test } from './test';
import { expectNoSeriousA11yViolations, inStockCard } from './fixtures';

test.describe('axe: no serious or critical violations', () => {
  test('home', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Top Deals' }).getByRole('article').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  // The product list (/products) is scanned at 390 and 1280 px in unit-prices.spec.ts.

  test('product page and cart', async ({ page }) => {
    await page.goto('/products');
    const cardLink = inStockCard(page).getByRole('heading').getByRole('link');
    const name = (await cardLink.innerText()).trim();
    await cardLink.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByRole('region', { name: 'You may also like' }).getByRole('article').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page
      .getByRole('button', { name: /^Add to Cart/ })
      .first()
      .click();
    await expect(page.getByText('Added to Cart', { exact: true })).toBeVisible();
    await page.goto('/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
  });

  test('mobile home at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Shop by Category' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
