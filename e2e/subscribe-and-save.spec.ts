import type { Page } from '@playwright/test';
import type { OrderDto } from '../src/shared/orders';
import type { ProductListDto } from '../src/shared/catalog';
import { signInThroughApi, staffOn, uniqueEmail } from './auth-fixtures';
import { verifiedShopper } from './cart-fixtures';
import { expectNoSeriousA11yViolations } from './fixtures';
import { type LocalShop, startLocalShop } from './local-shop';
import { mySubscription, shoot } from './subscriptions-fixtures';
import { expect, test } from './test';

/**
 * Subscribe & Save that saves, in a real browser: "Subscribe" on a product page starts a box with that
 * product, the box shows staff's discount, and the order the scheduler makes carries it as a discount
 * line. Then the chat button's unread mark after staff answer a hand-off. A shop of its own: CLOCK_OVERRIDE
 * on (the test-only scheduler run) and its minute job off, so only this test makes box orders.
 */
test.describe.configure({ mode: 'serial' });

const PORT = 3413;
const shopUrl = `http://localhost:${PORT}`;
const RICE = 'Swad 1121 Basmati Rice 10 lb';
let shop: LocalShop;

test.use({ baseURL: shopUrl });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  shop = await startLocalShop(PORT, { CLOCK_OVERRIDE: 'on', JOBS: 'off' });
});
test.afterAll(async () => shop?.stop());

/** No serious axe violation at phone and desktop widths. */
async function axeAtBothWidths(page: Page) {
  const size = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await expectNoSeriousA11yViolations(page);
  }
  if (size) await page.setViewportSize(size);
}

test('subscribe from a product page: the box starts with it, and the scheduled order has the discount', async ({
  page,
}, info) => {
  test.setTimeout(180_000);
  // The box search ranks with the shop's search engine: atta first for "atta", fresh okra before masala.
  const search = async (q: string) =>
    ((await (await page.request.get(`/api/subscriptions/products?q=${q}`)).json()) as ProductListDto).products;
  expect((await search('atta'))[0]!.name).toMatch(/atta/i);
  for (const q of ['okra', 'bhindi']) {
    const [first] = await search(q);
    expect(first!.name).toMatch(/okra|bhindi/i);
    expect(first!.name).not.toMatch(/masala/i);
  }

  // Signed out, the product page offers it too, and /subscription says sign-in comes next.
  const slug = (await search('swad 1121 basmati')).find((p) => p.name === RICE)!.slug;
  await page.goto(`/product/${slug}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Subscribe & Save 5%' })).toBeVisible();
  await axeAtBothWidths(page);
  await page.goto('/subscription');
  await expect(page.getByText('You will sign in or create an account on the next step.')).toBeVisible();

  const shopper = await verifiedShopper(page.request, shopUrl, 'subscribe');
  await signInThroughApi(page, shopUrl, shopper);
  await page.goto(`/product/${slug}`);
  const offer = page.getByRole('region', { name: 'Subscribe & Save 5%' });
  await expect(offer).toContainText('5% off every box order');
  await axeAtBothWidths(page);
  await shoot(page, info, 'product-subscribe');
  await offer.getByRole('link', { name: `Subscribe to ${RICE}` }).click();

  // /subscription: the rice is in the box; the estimate takes 5% off; no "sign in next" for a signed-in shopper.
  await expect(page).toHaveURL(/\/subscription$/);
  const box = page.getByRole('list', { name: 'Your box' });
  await expect(box.getByText(RICE)).toBeVisible();
  await page.getByLabel(`Quantity of ${RICE}`).fill('4');
  await expect(page.getByText('Subscribe & Save 5%')).toBeVisible();
  await expect(page.getByText('You will sign in or create an account on the next step.')).toHaveCount(0);
  await page.getByLabel('First delivery').selectOption({ index: 10 });
  await axeAtBothWidths(page);
  await shoot(page, info, 'subscribe-prefilled');
  await page.getByRole('button', { name: 'Continue to address and payment' }).click();

  await expect(page).toHaveURL(/\/subscription\/payment$/);
  await page.getByLabel('Street address').fill('7600 N MacArthur Blvd');
  await page.getByLabel('City').fill('Irving');
  await page.getByLabel('ZIP code').fill('75038');
  await page.getByRole('button', { name: 'Start my subscription' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your box is set up' })).toBeVisible();
  const signedUp = await mySubscription(page);
  expect(signedUp.estimate.discountPercent).toBe(5);
  expect(signedUp.estimate.totals.discountCents).toBeGreaterThan(0);

  await page.goto('/account/subscription');
  await expect(page.getByText(/after Subscribe & Save 5%/)).toBeVisible();
  await axeAtBothWidths(page);
  await shoot(page, info, 'my-subscriptions-discount');

  // The scheduler at noon of the order day: the order carries the discount line and its total includes it.
  const run = await page.request.post('/api/test/subscriptions/run', {
    headers: { origin: shopUrl, 'x-shop-now': `${signedUp.nextOrderDate}T18:00:00Z` },
  });
  expect(((await run.json()) as { ordered: number }).ordered).toBe(1);
  const ordered = await mySubscription(page);
  const orderId = ordered.runs[0]!.orderId!;
  const order = (await (await page.request.get(`/api/orders/${orderId}`)).json()) as OrderDto;
  expect(order.subscriptionDiscountPercent).toBe(5);
  expect(order.totals.discountCents).toBe(signedUp.estimate.totals.discountCents);
  expect(order.totalCents).toBe(
    order.totals.subtotalCents - order.totals.discountCents + order.totals.deliveryCents + order.totals.taxCents,
  );
  await page.goto(`/account/orders/${orderId}`);
  await expect(page.getByText('Subscribe & Save 5%')).toBeVisible();
  await axeAtBothWidths(page);
  await shoot(page, info, 'box-order-discount');
});

test('the chat button marks a staff reply to a hand-off until the shopper opens the chat', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('unread');
  await page.goto('/recipes');
  await page.getByRole('button', { name: 'Chat', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Chat with Desi Grocer' });
  await dialog.getByLabel('Your question').fill('Can your driver bring change for a fifty?');
  await dialog.getByLabel('Your question').press('Enter');
  const handoff = dialog.getByRole('form', { name: 'Hand this conversation to our team' });
  await handoff.getByLabel('Your name').fill('Meera Iyer');
  await handoff.getByLabel('Your email').fill(email);
  await handoff.getByRole('button', { name: 'Yes, pass it to the team' }).click();
  await expect(dialog.getByText(`they will reply to ${email} and here in the chat`)).toBeVisible();
  await page.keyboard.press('Escape');

  // Staff answer in /admin/queries.
  const staff = await (await browser.newContext({ baseURL: shopUrl })).newPage();
  await staffOn(staff, shopUrl, '/admin/queries');
  await expect(staff.getByRole('heading', { level: 1, name: 'Queries' })).toBeVisible();
  const list = (await (await staff.request.get(`/api/admin/queries?q=${encodeURIComponent(email)}`)).json()) as {
    queries: { id: string }[];
  };
  const replied = await staff.request.post(`/api/admin/queries/${list.queries[0]!.id}/replies`, {
    headers: { origin: shopUrl },
    data: { message: 'Yes, our drivers carry change up to $50.' },
  });
  expect(replied.status()).toBe(200);

  // The next look (a page load here; every 30 s on an open page) shows the mark, named for screen readers.
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await page.goto('/recipes');
    const marked = page.getByRole('button', { name: 'Chat, 1 unread reply' });
    await expect(marked).toBeVisible();
    await expect(marked.getByTestId('chat-unread')).toHaveText('1');
    await expectNoSeriousA11yViolations(page);
  }
  await page.getByRole('button', { name: 'Chat, 1 unread reply' }).click();
  await expect(dialog.getByText('Yes, our drivers carry change up to $50.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Chat', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Chat', exact: true })).toBeVisible();
  await expect(page.getByTestId('chat-unread')).toHaveCount(0);
});
