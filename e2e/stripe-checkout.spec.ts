import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { signInThroughForm, verifiedShopper } from './cart-fixtures';
import { checkoutToPayment, expectInOrdersAndTracking } from './checkout-fixtures';
import { expectNoSeriousA11yViolations } from './fixtures';
import { STRIPE_SHOP_PORT } from './ports';
import { enterCard, useStripeShop } from './stripe-fixtures';

/**
 * Checkout in Stripe mode: a shop started with Stripe keys that point at a local stand-in (fake Stripe.js
 * and API, signed webhooks). The shop runs for real; only Stripe is stood in.
 */
test.describe.configure({ mode: 'serial' });

const KEYS = { publishableKey: 'pk_test_e2e', secretKey: 'sk_test_e2e', webhookSecret: 'whsec_e2e' };
const stripeShop = useStripeShop(STRIPE_SHOP_PORT, KEYS);
const { url: shopUrl, stripeScript } = stripeShop;

async function signedInAtPayment(page: Page, tag: string) {
  const shopper = await verifiedShopper(page.request, shopUrl, tag);
  await signInThroughForm(page, shopper);
  // The app shell never loads Stripe.js; only the payment page does, when Stripe is configured.
  await expect(stripeScript(page)).toHaveCount(0);
  await checkoutToPayment(page);
  await expect(stripeScript(page)).toHaveCount(1);
}

async function signedInPayingByCard(page: Page, tag: string) {
  await signedInAtPayment(page, tag);
  await page.getByRole('radio', { name: /Credit or debit card/ }).check();
  await expect(page.getByText('Demo payment — no real card is charged')).toHaveCount(0);
  await expect(page.getByTestId('stripe-card-element').getByLabel('Card number')).toBeVisible();
  await expect(stripeScript(page)).toHaveCount(1);
}

test('a signed-in shopper pays by card through Stripe; the order is confirmed and paid', async ({ page }) => {
  await signedInPayingByCard(page, 'e2e-stripe-pay');
  const [intentsBefore, webhooksBefore] = [stripeShop.stripe.intents.size, stripeShop.stripe.webhookReplies.length];
  const total = (await page.getByTestId('summary-total').innerText()).trim();

  // Placing without a complete card asks for it and places nothing.
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page.getByText('Please enter your complete card details.')).toBeVisible();
  expect(stripeShop.stripe.intents.size).toBe(intentsBefore);

  await enterCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=/);
  await expect(page.getByText('Status: Confirmed')).toBeVisible();
  const orderNumber = (await page.getByTestId('order-number').innerText()).trim();

  // The intent was for the server's total; Stripe's signed webhook reached the shop and was accepted.
  const intent = [...stripeShop.stripe.intents.values()].at(-1);
  expect(intent).toMatchObject({ status: 'succeeded', metadata: { order_number: orderNumber } });
  expect(`$${(intent!.amount / 100).toFixed(2)}`).toBe(total);
  await expect.poll(() => stripeShop.stripe.webhookReplies.slice(webhooksBefore)).toEqual([200]);

  await expectInOrdersAndTracking(page, orderNumber, 'Confirmed');
  const orders = await (await page.request.get('/api/orders')).json();
  expect(orders.orders[0]).toMatchObject({ orderNumber, status: 'confirmed', paymentStatus: 'paid' });
});

test('a declined card goes to the failure page; another card through Stripe pays the same order', async ({ page }) => {
  await signedInPayingByCard(page, 'e2e-stripe-decline');
  const webhooksBefore = stripeShop.stripe.webhookReplies.length;
  await enterCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page).toHaveURL(/\/checkout\/failure\?order=/);
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();

  await enterCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=/);
  await expect(page.getByText('Status: Confirmed')).toBeVisible();
  const orderNumber = (await page.getByTestId('order-number').innerText()).trim();
  const orderId = new URL(page.url()).searchParams.get('order');
  await expectInOrdersAndTracking(page, orderNumber, 'Confirmed');
  // One order: pending while the first card was declined, confirmed once the second one paid.
  const detail = await (await page.request.get(`/api/orders/${orderId}`)).json();
  expect(detail).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  expect(detail.history.map((h: { status: string }) => h.status)).toEqual(['pending', 'confirmed']);
  // payment_failed, then succeeded: both signed, both accepted.
  await expect.poll(() => stripeShop.stripe.webhookReplies.slice(webhooksBefore)).toEqual([200, 200]);
  // The declined attempt's intent was cancelled before the new one was made: it can never be paid too.
  const ofOrder = [...stripeShop.stripe.intents.values()].filter((intent) => intent.metadata.order_id === orderId);
  expect(ofOrder.map((intent) => intent.status)).toEqual(['canceled', 'succeeded']);
});

/** What the fake wallet sheet showed (its total) and how the page closed it ('success', 'fail', or null). */
const walletSheets = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __walletSheets: { amount: number; completed: string | null }[] }).__walletSheets,
  );

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

test('a signed-in shopper pays with Google Pay through Stripe; closing the sheet first places nothing', async ({
  page,
}) => {
  Object.assign(stripeShop.stripe.wallets, { available: { applePay: false, googlePay: true }, sheet: 'cancel' });
  await signedInAtPayment(page, 'e2e-stripe-gpay');
  // Chrome with Google Pay but no Apple Pay: Apple Pay says why it cannot be chosen.
  const applePay = page.getByRole('radio', { name: 'Apple Pay' });
  await expect(applePay).toBeDisabled();
  await expect(applePay).toHaveAccessibleDescription(
    'Not available in this browser. Apple Pay works in Safari on an iPhone, iPad or Mac with a card in Apple Wallet.',
  );
  await page.getByRole('radio', { name: 'Google Pay' }).check();
  await expect(page.getByText('Place order opens Google Pay to approve the total')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const total = (await page.getByTestId('summary-total').innerText()).trim();
  const [intentsBefore, webhooksBefore] = [stripeShop.stripe.intents.size, stripeShop.stripe.webhookReplies.length];
  const ordersBefore = (await (await page.request.get('/api/orders')).json()).total;

  // The shopper closes the sheet: no order, no PaymentIntent, still on the payment page.
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect.poll(() => walletSheets(page)).toHaveLength(1);
  await expect(page.getByRole('button', { name: /^Place order/ })).toBeEnabled();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  expect(stripeShop.stripe.intents.size).toBe(intentsBefore);
  expect((await (await page.request.get('/api/orders')).json()).total).toBe(ordersBefore);

  stripeShop.stripe.wallets.sheet = 'approve';
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=/);
  await expect(page.getByText('Status: Confirmed')).toBeVisible();
  const orderNumber = (await page.getByTestId('order-number').innerText()).trim();

  // The intent is the server's, for the total the sheet showed; Google Pay's payment method paid it.
  const intent = [...stripeShop.stripe.intents.values()].at(-1)!;
  expect(intent).toMatchObject({ status: 'succeeded', metadata: { order_number: orderNumber } });
  expect(dollars(intent.amount)).toBe(total);
  expect(stripeShop.stripe.paymentMethods.get(stripeShop.stripe.paidWith.get(intent.id)!)).toMatchObject({
    wallet: 'googlePay',
    approvedAmount: intent.amount,
  });
  expect(await walletSheets(page)).toEqual([
    { amount: intent.amount, label: 'Desi Grocer order', completed: null },
    { amount: intent.amount, label: 'Desi Grocer order', completed: 'success' },
  ]);
  await expect.poll(() => stripeShop.stripe.webhookReplies.slice(webhooksBefore)).toEqual([200]);
  const orders = await (await page.request.get('/api/orders')).json();
  expect(orders.orders[0]).toMatchObject({
    orderNumber,
    status: 'confirmed',
    paymentStatus: 'paid',
    paymentMethod: 'google_pay',
  });
});

test('Apple Pay through Stripe with the bank asking for 3-D Secure after the sheet approved', async ({ page }) => {
  Object.assign(stripeShop.stripe.wallets, {
    available: { applePay: true, googlePay: false },
    sheet: 'approve',
    requiresAction: true,
  });
  await signedInAtPayment(page, 'e2e-stripe-applepay');
  await expect(page.getByRole('radio', { name: 'Google Pay' })).toBeDisabled();
  await page.getByRole('radio', { name: 'Apple Pay' }).check();
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=/);
  await expect(page.getByText('Status: Confirmed')).toBeVisible();
  const intent = [...stripeShop.stripe.intents.values()].at(-1)!;
  expect(intent.status).toBe('succeeded');
  expect(stripeShop.stripe.paymentMethods.get(stripeShop.stripe.paidWith.get(intent.id)!)?.wallet).toBe('applePay');
  // The sheet closed with success once the wallet was accepted; 3-D Secure came after it.
  expect((await walletSheets(page)).map((s) => s.completed)).toEqual(['success']);
  const orders = await (await page.request.get('/api/orders')).json();
  expect(orders.orders[0]).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', paymentMethod: 'apple_pay' });
  stripeShop.stripe.wallets.requiresAction = false;
});

test('without a wallet in this browser, Apple Pay and Google Pay say so and cannot be chosen', async ({ page }) => {
  Object.assign(stripeShop.stripe.wallets, { available: { applePay: false, googlePay: false }, sheet: 'approve' });
  await signedInAtPayment(page, 'e2e-stripe-nowallet');
  for (const [name, why] of [
    ['Apple Pay', 'Apple Pay works in Safari on an iPhone, iPad or Mac with a card in Apple Wallet.'],
    ['Google Pay', 'Google Pay needs a browser such as Chrome with a card saved to your Google account.'],
  ]) {
    const option = page.getByRole('radio', { name: name! });
    await expect(option).toBeDisabled();
    await expect(option).toHaveAccessibleDescription(`Not available in this browser. ${why}`);
    await expect(page.getByText(`Not available in this browser. ${why}`)).toBeVisible();
  }
  // Cash and card stay open.
  await expect(page.getByRole('radio', { name: 'Cash on delivery' })).toBeEnabled();
  await expect(page.getByRole('radio', { name: /Credit or debit card/ })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
});

test('a declined Google Pay payment goes to the failure page; Google Pay again there pays the same order', async ({
  page,
}) => {
  Object.assign(stripeShop.stripe.wallets, {
    available: { applePay: false, googlePay: true },
    sheet: 'approve',
    requiresAction: false,
    declines: true,
  });
  await signedInAtPayment(page, 'e2e-stripe-gpay-decline');
  await page.getByRole('radio', { name: 'Google Pay' }).check();
  const total = (await page.getByTestId('summary-total').innerText()).trim();
  const webhooksBefore = stripeShop.stripe.webhookReplies.length;
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page).toHaveURL(/\/checkout\/failure\?order=/);
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('order')!;

  // The wallet that was declined is offered again, as on the payment page; Apple Pay says why not.
  const googlePay = page.getByRole('radio', { name: 'Google Pay' });
  await expect(googlePay).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Apple Pay' })).toBeDisabled();
  await expect(page.getByRole('radio', { name: 'Apple Pay' })).toHaveAccessibleDescription(
    'Not available in this browser. Apple Pay works in Safari on an iPhone, iPad or Mac with a card in Apple Wallet.',
  );
  await expect(page.getByText(`Try again opens Google Pay to approve ${total}.`)).toBeVisible();
  await expect(page.getByTestId('stripe-card-element')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Another card in the wallet; the sheet shows the order's total from the server.
  stripeShop.stripe.wallets.declines = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=/);
  await expect(page.getByText('Status: Confirmed')).toBeVisible();
  const orderNumber = (await page.getByTestId('order-number').innerText()).trim();

  // Two intents for the one order, both for its total: the declined one (cancelled before the next was
  // made, so it can never be paid too), then the one Google Pay paid.
  const forOrder = [...stripeShop.stripe.intents.values()].filter((i) => i.metadata.order_number === orderNumber);
  expect(forOrder.map((i) => [i.status, dollars(i.amount)])).toEqual([
    ['canceled', total],
    ['succeeded', total],
  ]);
  const paidWith = stripeShop.stripe.paymentMethods.get(stripeShop.stripe.paidWith.get(forOrder[1]!.id)!);
  expect(paidWith).toMatchObject({ wallet: 'googlePay', approvedAmount: forOrder[1]!.amount, declines: false });
  expect((await walletSheets(page)).map((s) => [dollars(s.amount), s.completed])).toEqual([
    [total, 'fail'],
    [total, 'success'],
  ]);
  // payment_failed, then succeeded: both signed, both accepted.
  await expect.poll(() => stripeShop.stripe.webhookReplies.slice(webhooksBefore)).toEqual([200, 200]);
  const detail = await (await page.request.get(`/api/orders/${orderId}`)).json();
  expect(detail).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', paymentMethod: 'google_pay' });
  expect(detail.history.map((h: { status: string }) => h.status)).toEqual(['pending', 'confirmed']);
});
