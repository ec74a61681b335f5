import { expect, test } from './test';
import { DEMO_SHOPPER, signInThroughApi } from './auth-fixtures';

/** PRODUCT.md: the demo shopper comes with past orders, shown in My Orders and on Track Order. */
test('the demo shopper sees their seeded orders in My Orders and can track one', async ({ page, baseURL }) => {
  await signInThroughApi(page, baseURL!, DEMO_SHOPPER);
  await page.goto('/account/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  const orders = page.getByRole('listitem').filter({ hasText: /^US-\d{8}-\d{4}/ });
  for (const status of ['Confirmed', 'Out for delivery', 'Delivered', 'Cancelled']) {
    await expect(orders.filter({ hasText: status })).toHaveCount(1);
  }

  const delivered = orders.filter({ hasText: 'Delivered' });
  const orderNumber = (await delivered.innerText()).match(/US-\d{8}-\d{4}/)![0];
  await delivered.getByRole('link').click();
  await expect(page.getByText(orderNumber).first()).toBeVisible();

  await page.goto('/track-order');
  await page.getByLabel('Order number').fill(orderNumber);
  await page.getByRole('button', { name: 'Track' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Delivered');
  for (const step of ['Confirmed', 'Packed', 'Out for delivery', 'Delivered']) {
    await expect(page.getByTestId('status-history')).toContainText(step);
  }
});
