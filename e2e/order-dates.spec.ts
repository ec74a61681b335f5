import type { Locator } from '@playwright/test';
import { DEMO_SHOPPER, signInThroughApi } from './auth-fixtures';
import { expectNoSeriousA11yViolations } from './fixtures';
import { expect, test } from './test';

const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/;
/** "Sat, Nov 28, 10:00 AM – 12:00 PM" */
const DELIVERY = /(Mon|Tue|Wed|Thu|Fri|Sat|Sun), [A-Z][a-z]{2} \d{1,2}, \d{1,2}:00 [AP]M – \d{1,2}:00 [AP]M/;

const badgeColour = (scope: Locator) =>
  scope.locator('[data-status]').evaluate((el) => getComputedStyle(el).backgroundColor);

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('My Orders, an order and tracking write dates for people and colour statuses by meaning', async ({
      page,
      baseURL,
    }) => {
      await signInThroughApi(page, baseURL!, DEMO_SHOPPER);
      await page.goto('/account/orders');
      await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
      const orders = page.getByRole('listitem').filter({ hasText: /^US-\d{8}-\d{4}/ });
      await expect(orders.filter({ hasText: 'Cancelled' })).toHaveCount(1);
      const main = page.getByRole('main');
      expect(await main.innerText()).not.toMatch(ISO_DATE);
      await expect(orders.first()).toContainText(DELIVERY);
      // Cancelled never wears Delivered's colour.
      const delivered = orders.filter({ hasText: 'Delivered' });
      const cancelled = orders.filter({ hasText: 'Cancelled' });
      expect(await badgeColour(cancelled)).not.toBe(await badgeColour(delivered));
      await expectNoSeriousA11yViolations(page);

      const orderNumber = (await delivered.innerText()).match(/US-\d{8}-\d{4}/)![0];
      await delivered.getByRole('link').click();
      await expect(page.getByTestId('order-status')).toHaveText('Delivered');
      await expect(main).toContainText(DELIVERY);
      // The status history reads "Nov 26, 2026, 3:05 PM", in store time.
      await expect(page.getByTestId('status-history')).toContainText(
        /[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M/,
      );
      expect(await main.innerText()).not.toMatch(ISO_DATE);
      await expectNoSeriousA11yViolations(page);

      await page.goto(`/track-order?orderNumber=${orderNumber}`);
      await expect(page.getByTestId('order-status')).toHaveText('Delivered');
      await expect(main).toContainText(DELIVERY);
      expect(await main.innerText()).not.toMatch(ISO_DATE);
    });
  });
}

test('the signed-in account menu button is named by its visible text (axe label in name)', async ({
  page,
  baseURL,
}) => {
  await signInThroughApi(page, baseURL!, DEMO_SHOPPER);
  await page.goto('/');
  test.slow(); // axe on the busiest page: the home page.
  const menuButton = page.getByRole('button', { name: 'Priya account menu' });
  await expect(menuButton).toBeVisible();
  // The same page with the menu closed is scanned at 1280 px in shopper-home.spec.ts.
  await menuButton.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
