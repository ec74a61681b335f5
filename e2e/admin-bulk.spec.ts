import { staffOn } from './auth-fixtures';
import { signInThroughForm, verifiedShopper } from './cart-fixtures';
import { placeOrder } from './checkout-fixtures';
import { expectNoSeriousA11yViolations } from './fixtures';
import { expect, test } from './test';

/**
 * Bulk actions on the staff tables, on a desktop and on a phone: three confirmed orders ticked and
 * marked packed at once (one audit row each), and a 10% price cut on five ticked products.
 */
type AuditEntry = { action: string; entityId: string };
type ProductRow = { id: string; name: string; priceCents: number; variants: unknown[] };

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('staff tick three confirmed orders and mark them packed', async ({ page, browser, baseURL }) => {
      test.setTimeout(120_000);
      const shopperContext = await browser.newContext();
      const shopperPage = await shopperContext.newPage();
      const shopper = await verifiedShopper(shopperContext.request, baseURL!, `bulk${width}`);
      await signInThroughForm(shopperPage, shopper);
      const orders = [];
      for (let i = 0; i < 3; i++) orders.push(await placeOrder(shopperPage, shopper.email, 'cod', 2));
      await shopperContext.close();

      await staffOn(page, baseURL!);
      await expect(page).toHaveURL(/\/admin$/);
      await page.goto(`/admin/orders?q=${encodeURIComponent(shopper.email)}`);
      const table = page.getByRole('table', { name: 'Orders' });
      await expect(table.getByRole('row')).toHaveCount(4);
      await table.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
      for (const order of orders)
        await expect(table.getByRole('checkbox', { name: `Select ${order.orderNumber}`, exact: true })).toBeChecked();
      const bar = page.getByRole('region', { name: 'Bulk actions' });
      await expect(bar).toContainText('3 selected');
      await expectNoSeriousA11yViolations(page);

      await bar.getByRole('button', { name: 'Mark packed' }).click();
      const report = page.getByRole('dialog', { name: 'Mark packed' });
      await expect(report).toContainText('3 done, 0 refused');
      for (const order of orders) await expect(report).toContainText(`${order.orderNumber}: Confirmed → Packed`);
      await expectNoSeriousA11yViolations(page);
      await report.getByRole('button', { name: 'Close' }).first().click();
      await expect(table.getByText('Packed', { exact: true })).toHaveCount(3);

      for (const order of orders) {
        const audit = await page.request.get(`/api/admin/audit-log?entityId=${order.id}`);
        const entries = ((await audit.json()) as { entries: AuditEntry[] }).entries;
        expect(entries.map((e) => e.action)).toEqual(['order.status']);
      }
    });

    test('staff cut the price of five ticked products by 10%', async ({ page, baseURL }) => {
      await staffOn(page, baseURL!);
      await expect(page).toHaveURL(/\/admin$/);
      // The five cheapest active products: the checkout journeys fill carts with the dearest ones.
      const list = '/api/admin/products?sort=price&dir=asc&active=true&pageSize=5';
      const before = ((await (await page.request.get(list)).json()) as { products: ProductRow[] }).products;
      await page.goto('/admin/products?sort=price&dir=asc&active=true');
      const table = page.getByRole('table', { name: 'Products' });
      for (const product of before)
        await table.getByRole('checkbox', { name: `Select ${product.name}`, exact: true }).check();
      const bar = page.getByRole('region', { name: 'Bulk actions' });
      await expect(bar).toContainText('5 selected');
      await bar.getByRole('button', { name: 'Change price' }).click();

      const dialog = page.getByRole('dialog', { name: 'Change price of 5 products' });
      await dialog.getByLabel('Direction').selectOption('lower');
      await dialog.getByLabel('By').selectOption('percent');
      await dialog.getByLabel('Percent').fill('10');
      await expect(dialog.getByRole('list', { name: 'Preview' }).getByRole('listitem')).toHaveCount(5);
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: 'Apply to 5 products' }).click();

      const report = page.getByRole('dialog', { name: 'Change price' });
      await expect(report).toContainText('5 done, 0 refused');
      await report.getByRole('button', { name: 'Close' }).first().click();
      for (const product of before) {
        const after = (await (await page.request.get(`/api/admin/products/${product.id}`)).json()) as ProductRow;
        expect(after.priceCents, product.name).toBe(Math.round(product.priceCents * 0.9));
      }
    });
  });
}
