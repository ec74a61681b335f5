import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { DEMO_ADMIN, login } from './auth-fixtures';
import { signInThroughForm, verifiedShopper } from './cart-fixtures';
import { placeOrder } from './checkout-fixtures';
import { expectNoSeriousA11yViolations } from './fixtures';
import { expect, test } from './test';

/**
 * The orders desk: staff move an order along its lifecycle while the shopper's tracking
 * page follows live, refund a paid order, and export the list. The shopper is a fresh one, so the
 * demo shopper's seeded orders stay as demo-orders.spec.ts expects them.
 */
test('staff move an order to delivered while the shopper watches, refund a paid one and export the CSV', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  // Staff sign in at /admin/login and land on the dashboard: today's orders so far.
  await page.goto('/admin/login');
  await login(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  const ordersToday = page
    .getByRole('region', { name: /^Key figures, today/i })
    .getByRole('listitem')
    .filter({ has: page.getByText('Orders', { exact: true }) })
    .locator('p')
    .nth(1);
  const before = Number((await ordersToday.textContent())?.replace(/\D/g, ''));

  // The shopper, in a browser of their own, places two orders and opens the tracking page of the first.
  const shopperContext = await browser.newContext();
  const shopperPage = await shopperContext.newPage();
  const shopper = await verifiedShopper(shopperContext.request, baseURL!, 'desk');
  await signInThroughForm(shopperPage, shopper);
  const cod = await placeOrder(shopperPage, shopper.email, 'cod');
  const paid = await placeOrder(shopperPage, shopper.email, 'card');
  await shopperPage.goto(`/track-order?orderNumber=${cod.orderNumber}`);
  const tracked = shopperPage.getByTestId('order-status');
  await expect(tracked).toHaveText('Confirmed');

  // The dashboard counts them (its period figures are cached for 30 s), then staff open the Orders desk.
  await expect
    .poll(
      async () => {
        await page.reload();
        return Number((await ordersToday.textContent())?.replace(/\D/g, ''));
      },
      { timeout: 45_000, intervals: [5_000] },
    )
    .toBeGreaterThanOrEqual(before + 2);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await page.getByLabel('Search order number, customer, email or phone').fill(cod.orderNumber);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${cod.orderNumber}`));
  const table = page.getByRole('table', { name: 'Orders' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
  await table.getByRole('link', { name: cod.orderNumber }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${cod.orderNumber}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Each step shows on the shopper's page without a reload (the live channel's order event).
  for (const [button, status] of [
    ['Mark packed', 'Packed'],
    ['Mark out for delivery', 'Out for delivery'],
    ['Mark delivered', 'Delivered'],
  ] as const) {
    await page.getByRole('button', { name: button }).click();
    if (status === 'Delivered') {
      // The order's window is still to come: staff confirm an early delivery.
      const early = page.getByRole('dialog', { name: `Mark order ${cod.orderNumber} delivered?` });
      await expect(early).toContainText('The delivery window has not started yet.');
      await early.getByRole('button', { name: 'Yes, mark delivered' }).click();
    }
    await expect(page.getByText(`is now ${status.toLowerCase()}`)).toBeVisible();
    await expect(tracked).toHaveText(status);
  }
  // Only the lifecycle's next steps are offered: a delivered order can be refunded, nothing else.
  await expect(page.getByRole('button', { name: /^Mark / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel order…' })).toHaveCount(0);

  // The card order is delivered through the staff API, then refunded whole from its page.
  for (const status of ['packed', 'out_for_delivery', 'delivered']) {
    const moved = await page.request.post(`/api/admin/orders/${paid.id}/status`, {
      headers: { origin: baseURL! },
      // Delivered before the order's window needs the staff member's confirmation.
      data: { status, confirm: status === 'delivered' },
    });
    expect(moved.status()).toBe(200);
  }
  await page.goto(`/admin/orders/${paid.id}`);
  await page.getByRole('button', { name: 'Refund…' }).click();
  const dialog = page.getByRole('dialog', { name: `Refund order ${paid.orderNumber}` });
  const amount = `$${(paid.totalCents / 100).toFixed(2)}`;
  await expect(dialog.getByText(`Refund amount: ${amount}`)).toBeVisible();
  await dialog.getByLabel('Reason (optional)').fill('Shopper returned the order');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: `Refund ${amount}` }).click();
  await expect(page.getByText(`Refund of order ${paid.orderNumber} recorded`)).toBeVisible();
  await expect(page.getByText('Status:').getByText('Refunded', { exact: true })).toBeVisible();

  // The CSV of the shopper's orders: both rows, with their final statuses and the refund.
  await page.goto(`/admin/orders?q=${encodeURIComponent(shopper.email)}`);
  await expect(page.getByRole('table', { name: 'Orders' }).getByRole('row')).toHaveCount(3);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  const [header, ...rows] = Papa.parse<string[]>(csv.trim()).data;
  const col = (name: string) => header!.indexOf(name);
  expect(rows.map((r) => [r[0], r[col('Status')], r[col('Email')], r[col('Refunded')]]).sort()).toEqual(
    [
      [cod.orderNumber, 'Delivered', shopper.email, '0.00'],
      [paid.orderNumber, 'Refunded', shopper.email, (paid.totalCents / 100).toFixed(2)],
    ].sort(),
  );
  await shopperContext.close();
});
