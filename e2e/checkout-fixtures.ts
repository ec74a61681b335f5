import { randomUUID } from 'node:crypto';
import { type Page, expect } from '@playwright/test';
import { openSlots } from '../src/shared/delivery-slots';

/** Checkout journeys' steps, shared by the demo-processor journeys and the Stripe ones. */
interface Card {
  id: string;
  priceCents: number;
  stockQuantity: number;
  isWeightBased: boolean;
  variants: { id: string; priceCents: number; stockQuantity: number }[];
}

/** Fills the signed-in cart through the API with one counted product worth at least $60. */
export async function fillCart(page: Page) {
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

/** Cart → details → delivery → payment; `atEachStep` runs on the cart and on each step's page before it is filled. */
export async function checkoutToPayment(page: Page, atEachStep: (step: string) => Promise<void> = async () => {}) {
  await fillCart(page);
  await page.goto('/cart');
  await atEachStep('cart');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('navigation', { name: 'Checkout steps' }).locator('[aria-current="step"]')).toContainText(
    'User Info',
  );
  await expect(page.getByLabel('Full name')).toHaveValue('Meera Iyer');
  await atEachStep('checkout details');
  await page.getByRole('button', { name: 'Continue to delivery' }).click();

  await expect(page).toHaveURL(/\/checkout\/delivery$/);
  await atEachStep('checkout delivery');
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

export async function payByCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on card').fill('Meera Iyer');
}

export async function expectInOrdersAndTracking(page: Page, orderNumber: string, status: string) {
  await page.goto('/account/orders');
  await expect(page.getByText(orderNumber)).toBeVisible();
  await page.goto('/track-order');
  await page.getByLabel('Order number').fill(orderNumber);
  await page.getByRole('button', { name: 'Track' }).click();
  await expect(page.getByTestId('order-status')).toHaveText(status);
  await expect(page.getByTestId('status-history')).toContainText(status);
}

/** The signed-in shopper on `page` places an order through the API: cash on delivery or the demo test card. */
export async function placeOrder(
  page: Page,
  email: string,
  payment: 'cod' | 'card',
  /** Which of the open windows (each holds a limited number of orders). */
  slotIndex = 0,
  /** What goes in the cart first (by default one product, enough for the minimum order). */
  fill: (page: Page) => Promise<void> = fillCart,
): Promise<{ id: string; orderNumber: string; totalCents: number }> {
  await fill(page);
  const response = await page.request.post('/api/checkout/orders', {
    headers: { origin: new URL(page.url()).origin },
    data: {
      idempotencyKey: randomUUID(),
      contact: { fullName: 'Meera Iyer', email, phone: '(214) 555-0175' },
      delivery: {
        address: { street: '7600 N MacArthur Blvd', street2: '', city: 'Irving', state: 'TX', zipCode: '75038' },
        slot: openSlots()[slotIndex],
        express: false,
      },
      payment: { method: payment === 'cod' ? 'cod' : 'stripe_card', tip: { percent: 0 } },
      ...(payment === 'card'
        ? { card: { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Meera Iyer' } }
        : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).order;
}
