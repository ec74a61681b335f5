import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { emailLink, login, uniqueEmail } from './auth-fixtures';
import { addFromListing, PASSWORD } from './cart-fixtures';
import { fillCart } from './checkout-fixtures';
import { expectNoSeriousA11yViolations } from './fixtures';
import { type LocalShop, startLocalShop } from './local-shop';
import { SMALL_WINDOWS_SHOP_PORT } from './ports';

/**
 * A checkout that remembers, on a shop whose delivery windows take two orders each (so a window is
 * "N left" from the start and full after two orders): a new shopper signs up from checkout, verifies,
 * signs in and is back at checkout with the cart; the second order starts from the saved address.
 */
test.describe.configure({ mode: 'serial' });

const url = `http://localhost:${SMALL_WINDOWS_SHOP_PORT}`;
let shop: LocalShop | undefined;
test.use({ baseURL: url });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  shop = await startLocalShop(SMALL_WINDOWS_SHOP_PORT, { DELIVERY_SLOT_CAPACITY: '2' });
});
test.afterAll(async () => {
  await shop?.stop();
});

const windows = (page: Page) => page.getByRole('radio', { name: /AM|PM/ });

/** The delivery step's day `dayIndex`, then its first window: its label, as the radio names it. */
async function firstWindowOfDay(page: Page, dayIndex: number) {
  await page.getByRole('group', { name: 'Delivery day' }).getByRole('button').nth(dayIndex).click();
  const name = (await windows(page).first().getAttribute('aria-label'))!;
  return name.replace(/ \(.*\)$/, '');
}

async function continueToPayment(page: Page) {
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
}

async function placeCashOrder(page: Page) {
  await page.getByRole('radio', { name: /Cash on delivery/ }).check();
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=/);
  await expect(page.getByTestId('order-number')).toHaveText(/^US-\d{8}-\d{4}$/);
}

for (const [viewport, dayIndex] of [
  [{ width: 390, height: 844 }, 1],
  [{ width: 1280, height: 900 }, 2],
] as const) {
  test(`at ${viewport.width} px: sign up from checkout, verify, sign in, back at checkout; the next order remembers`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const email = uniqueEmail(`e2e-remembers-${viewport.width}`);

    // A guest's cart, then checkout: sign in or create an account.
    const first = await addFromListing(page, '/products?sort=price_desc');
    await addFromListing(page, '/products?sort=price_desc', [first]);
    await page.goto('/cart');
    const cartCount = (await page.getByTestId('cart-item-count').innerText()).trim();
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fcheckout$/);
    await page.getByRole('main').getByRole('link', { name: 'Sign up', exact: true }).click();
    await expect(page).toHaveURL(/\/signup\?returnTo=%2Fcheckout$/);
    await page.getByLabel('Full name').fill('Kavya Reddy');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('9725550138');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create Account' }).click();

    // The sign-in form waits with the new email; the link from the outbox keeps the way back.
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fcheckout$/);
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await page.goto(await emailLink(page.request, email, 'verify-email'));
    await expect(page).toHaveURL(/\/login\?verified=1&returnTo=%2Fcheckout$/);
    await login(page, email, PASSWORD);

    // Back at checkout with the cart as it was, the account's details filled in.
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByLabel('Full name')).toHaveValue('Kavya Reddy');
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Phone')).toHaveValue('9725550138');
    await expect(page.getByText(`Subtotal (${cartCount} items)`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Continue to delivery' }).click();

    // A new address: messages go as soon as the field is fixed; Express says nothing before a ZIP.
    await expect(page).toHaveURL(/\/checkout\/delivery$/);
    await expect(page.getByText(/Not available for ZIP/)).toHaveCount(0);
    await expect(page.getByTestId('express-price')).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: /Save this address/ })).toBeChecked();
    const window = await firstWindowOfDay(page, dayIndex);
    await expect(page.getByRole('radio', { name: `${window} (2 left)` })).toBeVisible();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByText('City is required')).toBeVisible();
    await page.getByLabel('Street address').fill('7600 N MacArthur Blvd');
    await page.getByLabel('City').fill('Irving');
    await expect(page.getByText('City is required')).toHaveCount(0);
    await page.getByLabel('ZIP code').fill('75038');
    await expect(page.getByTestId('express-price')).toHaveText(/^\+\$\d+\.\d{2}$/);
    await page.getByRole('radio', { name: `${window} (2 left)` }).check({ force: true });
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `/tmp/shots/checkout-delivery-${viewport.width}.png`, fullPage: true });
    await continueToPayment(page);
    // The phone as typed at sign-up, formatted once.
    await expect(page.getByText(/for Kavya Reddy, \(972\) 555-0138\.$/)).toBeVisible();
    await placeCashOrder(page);

    // The second order starts from the saved address; the window has one place left.
    await fillCart(page);
    await page.goto('/checkout');
    await page.getByRole('button', { name: 'Continue to delivery' }).click();
    await expect(page.getByRole('radio', { name: /7600 N MacArthur Blvd/ })).toBeChecked();
    await expect(page.getByLabel('Street address')).toHaveValue('7600 N MacArthur Blvd');
    await expect(page.getByTestId('express-price')).toBeVisible();
    await firstWindowOfDay(page, dayIndex);
    await page.getByRole('radio', { name: `${window} (1 left)` }).check({ force: true });
    await continueToPayment(page);
    await placeCashOrder(page);

    // Two orders later the window is full and cannot be chosen.
    await fillCart(page);
    await page.goto('/checkout/delivery');
    expect(await firstWindowOfDay(page, dayIndex)).toBe(window);
    const full = page.getByRole('radio', { name: `${window} (Full)` });
    await expect(full).toBeDisabled();
    await expect(page.getByTestId('slot-places-left').filter({ hasText: 'Full' }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `/tmp/shots/checkout-full-${viewport.width}.png`, fullPage: true });
  });
}
