import type { Page } from '@playwright/test';
import { DEMO_ADMIN, signInThroughApi, staffOn } from './auth-fixtures';
import { chunkFileOf } from './build-chunks';
import { expectNoSeriousA11yViolations } from './fixtures';
import { expect, test } from './test';

/**
 * The staff admin on a phone (390 px) and a desktop (1280 px): no page scrolls sideways, lists are
 * cards below 768 px and tables above, filters fold behind a "Filters (n)" button on the phone.
 */
const NAV_PAGES = [
  ['/admin', 'Dashboard'],
  ['/admin/orders', 'Orders'],
  ['/admin/products', 'Products'],
  ['/admin/categories', 'Categories & Brands'],
  ['/admin/chat-analytics', 'Chat Analytics'],
  ['/admin/subscriptions', 'Subscriptions'],
  ['/admin/promos', 'Promos'],
  ['/admin/thursday-sale', 'Thursday Sale'],
  ['/admin/queries', 'Queries'],
  ['/admin/scrolling-banners', 'Scrolling Banners'],
  ['/admin/recipes', 'Recipes'],
  ['/admin/blog', 'Blog'],
  ['/admin/customers', 'Customers'],
  ['/admin/staff', 'Staff'],
  ['/admin/audit-log', 'Audit Log'],
  ['/admin/orders/packing', 'Packing list'],
] as const;

const SHOTS = process.env.ADMIN_SHOTS_DIR ?? 'test-results/admin-phone';

/** Waits until the page's skeletons and spinners are gone. */
async function settled(page: Page) {
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
}

async function expectNoSidewaysScroll(page: Page, path: string) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(widths.scroll, `${path} is ${widths.scroll} px wide in a ${widths.inner} px window`).toBeLessThanOrEqual(
    widths.inner,
  );
}

/** Detail pages, reached through ids the lists give. */
async function detailPages(page: Page): Promise<string[]> {
  const get = async <T>(url: string) => (await (await page.request.get(url)).json()) as T;
  const orders = await get<{ orders: { id: string }[] }>('/api/admin/orders?pageSize=1');
  const products = await get<{ products: { id: string }[] }>('/api/admin/products?pageSize=1');
  const customers = await get<{ customers: { id: string }[] }>('/api/admin/customers?pageSize=1');
  return [
    `/admin/orders/${orders.orders[0]!.id}`,
    `/admin/products/${products.products[0]!.id}`,
    `/admin/customers/${customers.customers[0]!.id}`,
    '/admin/products/new',
  ];
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('no admin page scrolls sideways, and each passes axe', async ({ page, baseURL }) => {
      test.setTimeout(240_000);
      await signInThroughApi(page, baseURL!, DEMO_ADMIN, 'staff');
      const pages: (readonly [string, string | null])[] = [
        ...NAV_PAGES,
        ...(await detailPages(page)).map((p) => [p, null] as [string, null]),
      ];
      for (const [path, heading] of pages) {
        await page.goto(path);
        if (heading) await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
        else await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await settled(page);
        await expectNoSidewaysScroll(page, path);
        await expectNoSeriousA11yViolations(page);
      }
    });

    test('orders, products and customers: cards on a phone, tables on a desktop; filters with their count', async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const phone = width < 768;
      await signInThroughApi(page, baseURL!, DEMO_ADMIN, 'staff');

      await page.goto('/admin/orders?status=confirmed&status=packed&zip=75038');
      const filters = page.getByRole('button', { name: 'Filters (2)' });
      const search = page.getByLabel('Search order number, customer, email or phone');
      if (phone) {
        await expect(filters).toBeVisible();
        await expect(search).toBeHidden();
        await filters.click();
        await expect(filters).toHaveAttribute('aria-expanded', 'true');
        await expect(search).toBeVisible();
      } else {
        await expect(filters).toBeHidden();
        await expect(search).toBeVisible();
      }

      await page.goto('/admin/orders');
      const orders = page.getByRole('table', { name: 'Orders' });
      const first = orders.getByRole('row').nth(1);
      await expect(first.getByRole('link', { name: /^US-/ })).toBeVisible();
      // The fields that matter: number, customer, window, status and total, on the card as in the table.
      for (const label of ['Customer', 'Delivery', 'Status', 'Total'])
        await expect(first.locator(`td[data-label="${label}"]`)).toBeVisible();
      await expect(first.locator('td[data-label="Total"]')).toContainText('$');
      await expect(first.locator('td[data-label="Delivery"]')).toContainText(/\d{1,2}(:\d\d)?\s?[AP]M/i);
      if (phone) {
        await expect(first.locator('td[data-label="Placed"]')).toBeHidden();
        await expect(first.locator('td[data-label="Payment"]')).toBeHidden();
        // A card: as wide as the list, with the number and the status on the same screen.
        const box = (await first.boundingBox())!;
        expect(box.width).toBeLessThanOrEqual(width);
        expect(await first.evaluate((row) => getComputedStyle(row).display)).toBe('flex');
      } else {
        await expect(orders.getByRole('columnheader', { name: 'Placed' })).toBeVisible();
        await expect(first.locator('td[data-label="Payment"]')).toBeVisible();
        expect(await first.evaluate((row) => getComputedStyle(row).display)).toBe('table-row');
      }
      await expect(orders.getByRole('checkbox', { name: 'Select all rows on this page' })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/orders-${width}.png`, fullPage: true });

      await page.goto('/admin/products');
      const products = page.getByRole('table', { name: 'Products' });
      const product = products.getByRole('row').nth(1);
      // Thumbnails on every width; name, price, stock and state beside them.
      await expect(products.locator('tbody img').first()).toBeVisible();
      for (const label of ['Price', 'Stock', 'State'])
        await expect(product.locator(`td[data-label="${label}"]`)).toBeVisible();
      await expect(page.getByRole('button', { name: /^Filters/ })).toBeVisible({ visible: phone });
      await settled(page);
      await page.screenshot({ path: `${SHOTS}/products-${width}.png`, fullPage: true });

      await page.goto('/admin/customers');
      const customers = page.getByRole('table', { name: /^Customers/ });
      const customer = customers.getByRole('row').nth(1);
      await expect(customer.getByRole('link')).toBeVisible();
      for (const label of ['Orders', 'Total spent'])
        await expect(customer.locator(`td[data-label="${label}"]`)).toBeVisible();
      await expect(customer.locator('td[data-label="Joined"]')).toBeVisible({ visible: !phone });
      await page.screenshot({ path: `${SHOTS}/customers-${width}.png`, fullPage: true });
    });
  });
}

test('pointing at a sidebar link loads that page and its data before the click', async ({ page, baseURL }) => {
  await staffOn(page, baseURL!);
  const asked: string[] = [];
  page.on('request', (request) => asked.push(request.url()));
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Customers', exact: true }).hover();
  await expect.poll(() => asked.some((url) => url.includes('/api/admin/customers?'))).toBe(true);
  const pageChunk = `/${chunkFileOf('src/web/features/admin/customers/pages/customers-page.tsx')}`;
  expect(asked.some((url) => url.endsWith(pageChunk))).toBe(true);
  const before = asked.length;
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Customers', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await expect(page.getByRole('table', { name: /^Customers/ })).toBeVisible();
  // The list came from the hover's request: the click asked for neither the chunk nor the data again.
  expect(asked.slice(before).filter((url) => url.includes('/api/admin/customers?') || url.endsWith(pageChunk))).toEqual(
    [],
  );
});
