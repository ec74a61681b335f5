import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { openSlots } from '../src/shared/delivery-slots';
import { login, signInThroughApi, staffOn } from './auth-fixtures';
import { verifiedShopper } from './cart-fixtures';
import { checkoutToPayment, fillCart } from './checkout-fixtures';
import { expectNoSeriousA11yViolations } from './fixtures';
import { expect, test } from './test';

/** Wishlist, loyalty and my promos, each as a fresh shopper would use them. */
test.describe.configure({ mode: 'serial' });

test('a guest taps the heart, signs in, lands back with it saved and moves it to the cart', async ({
  page,
  request,
  baseURL,
}) => {
  const shopper = await verifiedShopper(request, baseURL!, 'e2e-wishlist');
  await page.goto('/products');
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: /^Add to Cart/ }) })
    .first();
  const name = (await card.getByRole('heading').innerText()).trim();
  await card.getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const productPath = new URL(page.url()).pathname;

  const heart = page.getByRole('button', { name: `Save ${name} to wishlist` }).first();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(page).toHaveURL(/\/login\?returnTo=/);
  await login(page, shopper.email, shopper.password);

  await expect(page).toHaveURL(new RegExp(`${productPath}$`));
  await expect(page.getByRole('button', { name: `Save ${name} to wishlist` }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();

  await page.getByRole('link', { name: 'Wishlist, 1 item' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
  await expect(page.getByRole('link', { name })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: `Move to cart ${name}` }).click();
  await expect(page.getByText('Your wishlist is empty')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Cart, 1 item$/ })).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line').filter({ hasText: name })).toBeVisible();
});

test("a wishlist change shows on the shopper's other open device without a reload", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const shopper = await verifiedShopper(request, baseURL!, 'e2e-wishlist-live');
  await signInThroughApi(page, baseURL!, shopper);
  await page.goto('/account/wishlist');
  await expect(page.getByText('Your wishlist is empty')).toBeVisible();

  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await phoneContext.newPage();
  await signInThroughApi(phone, baseURL!, shopper);
  const { products } = (await (await phone.request.get('/api/products?pageSize=1')).json()) as {
    products: { id: string; name: string }[];
  };
  const saved = await phone.request.post('/api/wishlist', {
    headers: { origin: baseURL! },
    data: { productId: products[0]!.id },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await phoneContext.close();

  await expect(page.getByRole('link', { name: products[0]!.name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();
});

async function placeCodOrder(page: Page, email: string): Promise<{ id: string; totals: { subtotalCents: number } }> {
  await fillCart(page);
  const response = await page.request.post('/api/checkout/orders', {
    headers: { origin: new URL(page.url()).origin },
    data: {
      idempotencyKey: randomUUID(),
      contact: { fullName: 'Meera Iyer', email, phone: '(214) 555-0175' },
      delivery: {
        address: { street: '7600 N MacArthur Blvd', street2: '', city: 'Irving', state: 'TX', zipCode: '75038' },
        slot: openSlots()[0],
        express: false,
      },
      payment: { method: 'cod', tip: { percent: 0 } },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).order;
}

test('a delivered order raises the balance shown on /account/loyalty', async ({ page, browser, request, baseURL }) => {
  const shopper = await verifiedShopper(request, baseURL!, 'e2e-loyalty');
  await signInThroughApi(page, baseURL!, shopper);
  await page.goto('/account/loyalty');
  await expect(page.getByTestId('loyalty-balance')).toHaveText('0');
  await expect(page.getByText('Bronze tier')).toBeVisible();
  const order = await placeCodOrder(page, shopper.email);

  // Staff deliver it from their own browser.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staffOn(staff, baseURL!);
  await expect(staff).not.toHaveURL(/\/login/);
  for (const status of ['packed', 'out_for_delivery', 'delivered']) {
    const moved = await staff.request.post(`/api/admin/orders/${order.id}/status`, {
      headers: { origin: baseURL! },
      // Delivered before the order's window needs the staff member's confirmation.
      data: { status, confirm: status === 'delivered' },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  await staffContext.close();

  const earned = Math.floor(order.totals.subtotalCents / 100);
  await page.reload();
  await expect(page.getByTestId('loyalty-balance')).toHaveText(earned.toLocaleString('en-US'));
  await expect(page.getByText('Earned on a delivered order')).toBeVisible();
  await expect(page.getByText(`+${earned}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a code from /account/promos is applied at checkout', async ({ page, request, baseURL }) => {
  const shopper = await verifiedShopper(request, baseURL!, 'e2e-promos');
  await signInThroughApi(page, baseURL!, shopper);
  await page.goto('/account/promos');
  const welcome = page.getByRole('listitem').filter({ hasText: 'WELCOME10' }).first();
  await expect(welcome.getByText('Your first order only')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Apply at checkout WELCOME10' }).click();
  // The code is stored once the checkout's code has loaded; leaving the page before then would lose it.
  await expect(page.getByText('WELCOME10 will be applied at checkout')).toBeVisible();

  await checkoutToPayment(page);
  await expect(page.getByLabel('Promo code')).toHaveValue('WELCOME10');
  await expect(page.getByRole('button', { name: 'Remove WELCOME10' })).toBeVisible();
  await expect(page.getByText(/Promo WELCOME10/)).toBeVisible();
});
