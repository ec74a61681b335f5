import type { Page } from '@playwright/test';
import { formatCents } from '../src/shared/money';
import { addDays, storeClock } from '../src/shared/delivery-slots';
import { storeMidnight } from '../src/shared/thursday-sale';
import { signInThroughApi, staffOn } from './auth-fixtures';
import { verifiedShopper } from './cart-fixtures';
import { expectNoSeriousA11yViolations } from './fixtures';
import { expect, test } from './test';

/**
 * The Thursday sale and the deals page in a real browser. The server decides what day
 * it is; each request here says which moment it is answered as of (x-shop-now, honoured only because
 * the e2e server runs with CLOCK_OVERRIDE=on), so other specs on the same server keep the real clock.
 */
const CLOCK = 'x-shop-now';
// The first Thursday at least two days ahead (store time), so every moment below is in the future.
const thursday = (() => {
  let date = addDays(storeClock().date, 2);
  while (storeClock(new Date(`${date}T18:00:00Z`)).weekday !== 4) date = addDays(date, 1);
  return date;
})();
const midnight = (date: string) => storeMidnight(date).getTime();
const WEDNESDAY_LATE = new Date(midnight(thursday) - 60_000).toISOString(); // Wed 23:59
const THURSDAY_MORNING = new Date(midnight(thursday) + 10 * 3_600_000).toISOString(); // Thu 10:00
const FRIDAY = new Date(midnight(addDays(thursday, 1)) + 30_000).toISOString(); // Fri 00:00:30

interface Card {
  id: string;
  slug: string;
  name: string;
  priceCents: number;
  stockQuantity: number;
  isWeightBased: boolean;
  variants: unknown[];
  categorySlug: string;
  thursdaySale: boolean;
}

/**
 * A counted product without sizes, well stocked, $8–$25, not on the demo's sale yet: the one staff put
 * on the sale. Listed as of Thursday, so the demo's sale items say so and the others show their regular price.
 */
async function saleCandidate(page: Page): Promise<Card> {
  const response = await page.request.get('/api/products?sort=rating&inStock=true&pageSize=100', {
    headers: { [CLOCK]: THURSDAY_MORNING },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { products } = (await response.json()) as { products: Card[] };
  const pick = products.find(
    (p) =>
      !p.thursdaySale &&
      !p.isWeightBased &&
      !p.variants.length &&
      p.stockQuantity >= 30 &&
      p.priceCents >= 800 &&
      p.priceCents <= 2500,
  );
  if (!pick) throw new Error('no product to put on sale');
  return pick;
}

// The server may answer /healthz while it still seeds the demo shop; the API says when it is ready.
test.beforeAll(async ({ request }) => {
  const status = () =>
    request.get('/api/categories').then(
      (response) => response.status(),
      () => 0,
    );
  await expect.poll(status, { timeout: 180_000, intervals: [1_000] }).toBe(200);
});

const at = (page: Page, moment: string) => page.setExtraHTTPHeaders({ [CLOCK]: moment });

test('staff put a product on the Thursday sale; shoppers pay its sale price only on Thursday, store time', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const product = await saleCandidate(page);
  // What "40% off" fills in: never past the shop's 40% claim.
  const salePrice = Math.ceil((product.priceCents * 60) / 100);

  // Staff choose the sale on Wednesday evening.
  await at(page, WEDNESDAY_LATE);
  await staffOn(page, baseURL!, '/admin/thursday-sale');
  await expect(page.getByRole('heading', { level: 1, name: 'Thursday Sale' })).toBeVisible();
  await expect(page.getByText('Not running')).toBeVisible();
  await page.getByLabel('Product name').fill(product.name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: `Set sale prices for ${product.name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: '40% off' }).click();
  await expect(dialog.getByRole('textbox')).toHaveValue((salePrice / 100).toFixed(2));
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Save sale prices' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: product.name });
  await expect(row).toContainText(formatCents(salePrice));
  await expect(row).toContainText('(40% off)');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('admin-thursday-sale.png'), fullPage: true });

  // A shopper looks on Wednesday at 23:59: regular price, no sale section.
  const shopper = await verifiedShopper(request, baseURL!, 'e2e-thursday-sale');
  const context = await browser.newContext();
  const shop = await context.newPage();
  await at(shop, WEDNESDAY_LATE);
  await signInThroughApi(shop, baseURL!, shopper);
  await shop.goto(`/product/${product.slug}`);
  await expect(shop.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(shop.getByText(formatCents(product.priceCents)).first()).toBeVisible();
  await expect(shop.getByText('Thursday sale · today only')).toHaveCount(0);
  await shop.goto('/deals');
  await expect(shop.getByText('Next sale starts in')).toBeVisible();
  await expect(shop.getByRole('region', { name: 'Thursday sale: on now' })).toHaveCount(0);
  // The cart is put together on Wednesday, at the regular price.
  const quantity = Math.ceil(5500 / salePrice);
  const added = await shop.request.post('/api/cart/items', {
    data: { productId: product.id, variantId: null, quantity },
    headers: { origin: baseURL! },
  });
  expect(added.ok(), await added.text()).toBe(true);
  await shop.goto('/cart');
  await expect(shop.getByTestId('cart-line').filter({ hasText: product.name })).toContainText(
    formatCents(product.priceCents * quantity),
  );

  // Thursday 10:00: the sale runs.
  await at(shop, THURSDAY_MORNING);
  await shop.goto('/deals');
  const sale = shop.getByRole('region', { name: 'Thursday sale: on now' });
  await expect(sale.getByText('Ends in')).toBeVisible();
  await expect(sale.getByTestId('sale-countdown')).toHaveText(/^1[34] h \d{2} min \d{2} s$/);
  const saleCard = sale.getByRole('article').filter({ hasText: product.name });
  await expect(saleCard).toContainText(formatCents(salePrice));
  await expect(saleCard).toContainText('Thursday sale');
  // Beside the demo's own sale items.
  await expect(sale.getByRole('article').filter({ hasNotText: product.name }).first()).toContainText('Thursday sale');
  await expectNoSeriousA11yViolations(shop);
  await shop.screenshot({ path: test.info().outputPath('deals-thursday-desktop.png'), fullPage: true });
  // The category filter keeps the product's own category.
  const filters = shop.getByRole('navigation', { name: 'Filter deals by category' });
  await filters.getByRole('link').filter({ hasNotText: 'All deals' }).first().waitFor();
  const ownCategory = filters.locator(`a[href="/deals?category=${product.categorySlug}"]`);
  await ownCategory.click();
  await expect(ownCategory).toHaveAttribute('aria-current', 'true');
  await expect(saleCard).toBeVisible();
  await shop.setViewportSize({ width: 390, height: 844 });
  await shop.screenshot({ path: test.info().outputPath('deals-thursday-phone.png'), fullPage: true });
  await shop.setViewportSize({ width: 1280, height: 900 });

  await shop.goto(`/product/${product.slug}`);
  await expect(shop.getByText('Thursday sale · today only')).toBeVisible();
  await expect(shop.getByText(`Was ${formatCents(product.priceCents)}`).first()).toBeVisible();

  // Checkout on Thursday charges the sale price, and the order keeps it.
  await shop.goto('/cart');
  await expect(shop.getByTestId('cart-line').filter({ hasText: product.name })).toContainText(
    formatCents(salePrice * quantity),
  );
  await shop.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(shop).toHaveURL(/\/checkout$/);
  await shop.getByRole('button', { name: 'Continue to delivery' }).click();
  await shop.getByLabel('Street address').fill('7600 N MacArthur Blvd');
  await shop.getByLabel('City').fill('Irving');
  await shop.getByLabel('ZIP code').fill('75038');
  await shop.getByRole('radio', { name: /AM|PM/ }).and(shop.locator(':enabled')).first().check({ force: true });
  await shop.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(shop).toHaveURL(/\/checkout\/payment$/);
  await expect(shop.getByTestId('summary-subtotal')).toHaveText(formatCents(salePrice * quantity));
  await shop.getByRole('radio', { name: /Cash on delivery/ }).check();
  await shop.getByRole('button', { name: /^Place order/ }).click();
  await expect(shop).toHaveURL(/\/checkout\/success\?order=/);
  const orderId = new URL(shop.url()).searchParams.get('order')!;
  const order = (await (await shop.request.get(`/api/orders/${orderId}`)).json()) as {
    lines: { productId: string; unitPriceCents: number; lineTotalCents: number }[];
    totals: { subtotalCents: number };
  };
  expect(order.lines.map((l) => [l.productId, l.unitPriceCents])).toEqual([[product.id, salePrice]]);
  expect(order.totals.subtotalCents).toBe(salePrice * quantity);

  // Friday 00:00:30: regular prices again, and the sale section is gone.
  await at(shop, FRIDAY);
  await shop.goto(`/product/${product.slug}`);
  await expect(shop.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(shop.getByText('Thursday sale · today only')).toHaveCount(0);
  await shop.goto('/deals');
  await expect(shop.getByText('Next sale starts in')).toBeVisible();
  await expect(shop.getByRole('region', { name: 'Thursday sale: on now' })).toHaveCount(0);
  await context.close();
});
