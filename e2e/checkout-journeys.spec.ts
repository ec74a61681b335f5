import { type Page, expect, test } from '@playwright/test';
import { signInThroughForm, verifiedShopper } from './cart-fixtures';

/** Issue 7 acceptance: cart → checkout → success with cash on delivery and the demo card; a declined card. */
test.describe.configure({ mode: 'serial' });

interface Card {
  id: string;
  priceCents: number;
  stockQuantity: number;
  isWeightBased: boolean;
  variants: { id: string; priceCents: number; stockQuantity: number }[];
}

/** Fills the signed-in cart through the API with one counted product worth at least $60. */
async function fillCart(page: Page) {
  const response = await page.request.get('/api/products?sort=price_desc&inStock=true&pageSize=40');
  const { products } = (await response.json()) as { products: Card[] };
  for (const p of products) {
    if (p.isWeightBased) continue;
    const variant = p.variants.find((v) => v.stockQuantity >= 10) ?? null;
    if (p.variants.length && !variant) continue;
    const price = variant?.priceCents ?? p.priceCents;
    const quantity = Math.ceil(6000 / price);
    if (quantity > 5 || (variant?.stockQuantity ?? p.stockQuantity) < quantity + 5) continue;
    const added = await page.request.post('/api/cart/items', {
      data: { productId: p.id, variantId: variant?.id ?? null, quantity },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(added.ok(), await added.text()).toBe(true);
    return;
  }
  throw new Error('no product to buy');
}

async function checkoutToPayment(page: Page) {
  await fillCart(page);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('navigation', { name: 'Checkout steps' }).locator('[aria-current="step"]')).toContainText(
    'User Info',
  );
  await expect(page.getByLabel('Full name')).toHaveValue('Meera Iyer');
  await page.getByRole('button', { name: 'Continue to delivery' }).click();

  await expect(page).toHaveURL(/\/checkout\/delivery$/);
  await page.getByLabel('Street address').fill('7600 N MacArthur Blvd');
  await page.getByLabel('City').fill('Irving');
  await page.getByLabel('ZIP code').fill('75038');
  await page.getByRole('radio', { name: /AM|PM/ }).and(page.locator(':enabled')).first().check({ force: true });
  // Reload keeps every answer (session storage) and the step follows the path.
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Checkout steps' }).getByLabel('completed')).toHaveCount(2);
  await expect(page.getByTestId('summary-total')).toHaveText(/^\$\d/);
}

async function payByCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on card').fill('Meera Iyer');
}

async function expectInOrdersAndTracking(page: Page, orderNumber: string, status: string) {
  await page.goto('/account/orders');
  await expect(page.getByText(orderNumber)).toBeVisible();
  await page.goto('/track-order');
  await page.getByLabel('Order number').fill(orderNumber);
  await page.getByRole('button', { name: 'Track' }).click();
  await expect(page.getByTestId('order-status')).toHaveText(status);
  await expect(page.getByTestId('status-history')).toContainText(status);
}

test('cash on delivery: cart → details → delivery → payment → success, then in My Orders and Track Order', async ({
  page,
  request,
  baseURL,
}) => {
  const shopper = await verifiedShopper(request, baseURL!, 'e2e-checkout-cod');
  await signInThroughForm(page, shopper);
  await checkoutToPayment(page);
  await page.getByRole('radio', { name: /Cash on delivery/ }).check();
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=/);
  const orderNumber = (await page.getByTestId('order-number').innerText()).trim();
  expect(orderNumber).toMatch(/^US-\d{8}-\d{4,}$/);
  await expect(page.getByText('Status: Confirmed')).toBeVisible();
  await expectInOrdersAndTracking(page, orderNumber, 'Confirmed');
});

test('demo card 4242 4242 4242 4242 pays and confirms the order', async ({ page, request, baseURL }) => {
  const shopper = await verifiedShopper(request, baseURL!, 'e2e-checkout-card');
  await signInThroughForm(page, shopper);
  await checkoutToPayment(page);
  await page.getByRole('radio', { name: /Credit or debit card/ }).check();
  await expect(page.getByText('Demo payment — no real card is charged')).toBeVisible();
  await payByCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=/);
  await expect(page.getByText('Status: Confirmed')).toBeVisible();
  const orderNumber = (await page.getByTestId('order-number').innerText()).trim();
  await expectInOrdersAndTracking(page, orderNumber, 'Confirmed');
});

test('a declined card goes to the failure page; trying again with a good card succeeds', async ({
  page,
  request,
  baseURL,
}) => {
  const shopper = await verifiedShopper(request, baseURL!, 'e2e-checkout-declined');
  await signInThroughForm(page, shopper);
  await checkoutToPayment(page);
  await page.getByRole('radio', { name: /Credit or debit card/ }).check();
  await payByCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page).toHaveURL(/\/checkout\/failure\?order=/);
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await payByCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=/);
  await expect(page.getByText('Status: Confirmed')).toBeVisible();
  const orderNumber = (await page.getByTestId('order-number').innerText()).trim();
  await expectInOrdersAndTracking(page, orderNumber, 'Confirmed');
});
