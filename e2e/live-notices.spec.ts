import type { Page } from '@playwright/test';
import { formatCents } from '../src/shared/money';
import { signInThroughApi, staffOn } from './auth-fixtures';
import { verifiedShopper } from './cart-fixtures';
import { expectNoSeriousA11yViolations } from './fixtures';
import { expect, test } from './test';

/**
 * Live notices: staff lower the price of a product a shopper keeps in their wishlist, and the
 * page the shopper has open shows the price-drop toast; turned off in /account/profile, it stays quiet.
 */
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${process.env.NOTICE_SHOTS_DIR ?? 'test-results/live-notices'}/${name}.png` });

interface Card {
  id: string;
  slug: string;
  name: string;
  priceCents: number;
  variants: unknown[];
}

/** Staff set the product's price in the products list's inline editor. */
async function staffSetPrice(staff: Page, product: Card, priceCents: number, fromCents: number) {
  await staff.goto(`/admin/products?q=${encodeURIComponent(product.name)}`);
  const row = staff.getByRole('row').filter({ hasText: product.name }).first();
  await row.getByRole('button', { name: `Price of ${product.name}: ${formatCents(fromCents)}. Edit` }).click();
  await row.getByLabel(`Price of ${product.name}`).fill((priceCents / 100).toFixed(2));
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(
    row.getByRole('button', { name: `Price of ${product.name}: ${formatCents(priceCents)}. Edit` }),
  ).toBeVisible();
}

test("staff lower a wishlisted product's price by 10%: the shopper's open page shows the price-drop toast", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const shopper = await verifiedShopper(request, baseURL!, 'notices');
  await signInThroughApi(page, baseURL!, shopper);

  // A product sold without sizes, in stock, far down the list (other journeys buy from the first pages).
  const listed = await page.request.get('/api/products?page=12&pageSize=50&inStock=true&sort=newest');
  const product = ((await listed.json()) as { products: Card[] }).products.find(
    (p) => p.variants.length === 0 && p.priceCents >= 200,
  )!;
  expect(product).toBeTruthy();
  const saved = await page.request.post('/api/wishlist', {
    headers: { origin: baseURL! },
    data: { productId: product.id },
  });
  expect(saved.ok()).toBe(true);

  // The shopper's open page, on a phone, with its live stream connected.
  await page.setViewportSize({ width: 390, height: 844 });
  const streamOpen = page.waitForResponse((r) => r.url().endsWith('/api/events') && r.status() === 200);
  await page.goto('/products');
  await streamOpen;

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staffOn(staff, baseURL!);
  await expect(staff).toHaveURL(/\/admin$/);
  const lowered = Math.floor((product.priceCents * 9) / 10);
  await staffSetPrice(staff, product, lowered, product.priceCents);

  const toast = page.locator('[data-sonner-toast]').filter({ hasText: `Price drop: ${product.name}` });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(`Now ${formatCents(lowered)}, was ${formatCents(product.priceCents)} (10% off).`);
  // The notice is announced politely and leaves the focus where the shopper had it.
  await expect(page.locator('section[aria-live="polite"]')).toContainText(`Price drop: ${product.name}`);
  expect(await page.evaluate(() => document.activeElement?.closest('[data-sonner-toaster]') ?? null)).toBeNull();
  await expect(toast.getByRole('button', { name: 'View product' })).toBeVisible();
  // Pointing at a toast holds it (as it does for a shopper reading it) while it is checked and pictured.
  await toast.hover();
  await page.waitForTimeout(600); // the entrance animation (opacity): axe would judge a half-faded toast
  await expectNoSeriousA11yViolations(page, { within: '[data-sonner-toaster]', every: true });
  await shot(page, 'price-drop-toast-phone');
  await expectNoSeriousA11yViolations(page);

  await toast.getByRole('button', { name: 'View product' }).click();
  await expect(page).toHaveURL(`/product/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByRole('main').getByText(formatCents(lowered)).first()).toBeVisible();

  // Turned off in the profile (kept on the server), the next drop says nothing.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/account/profile');
  const priceDrops = page.getByRole('checkbox', { name: 'Price drops' });
  await expect(priceDrops).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await priceDrops.uncheck();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await page.getByRole('heading', { name: 'Live notices' }).scrollIntoViewIfNeeded();
  await shot(page, 'profile-live-notices-desktop');
  const quietStream = page.waitForResponse((r) => r.url().endsWith('/api/events') && r.status() === 200);
  await page.reload();
  await quietStream;
  await expect(page.getByRole('checkbox', { name: 'Price drops' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Back in stock' })).toBeChecked();

  const again = Math.floor((lowered * 9) / 10);
  await staffSetPrice(staff, product, again, lowered);
  await page.waitForTimeout(3_000);
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Price drop' })).toHaveCount(0);
  await staffContext.close();
});
