import { expect, test } from './test';
import { signInThroughForm, verifiedShopper } from './cart-fixtures';
import { checkoutToPayment, expectInOrdersAndTracking, payByCard } from './checkout-fixtures';

/** Cart → checkout → success with cash on delivery and the demo card; a declined card. */
test.describe.configure({ mode: 'serial' });

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
