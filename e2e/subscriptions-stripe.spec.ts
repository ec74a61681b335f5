import { signInThroughApi, staffOn } from './auth-fixtures';
import { verifiedShopper } from './cart-fixtures';
import { expectNoSeriousA11yViolations } from './fixtures';
import { enterCard, useStripeShop } from './stripe-fixtures';
import { addToBox, mySubscription, shoot } from './subscriptions-fixtures';
import { expect, test } from './test';

/**
 * Subscribe & Save with Stripe keys: a shop started with keys pointing at the local Stripe stand-in (fake
 * Stripe.js and API). The shopper saves a card for a weekly box with Stripe's card element (a
 * SetupIntent confirmed in the browser), and the scheduler charges it off-session when the box is due,
 * once however often it runs. Its own port, CLOCK_OVERRIDE on and the minute job off.
 */
test.describe.configure({ mode: 'serial' });

const PORT = 3412;
const KEYS = { publishableKey: 'pk_test_boxes', secretKey: 'sk_test_boxes', webhookSecret: 'whsec_boxes' };
const RICE = 'Swad 1121 Basmati Rice 10 lb';
const stripeShop = useStripeShop(PORT, KEYS, { CLOCK_OVERRIDE: 'on', JOBS: 'off' });
const { url: shopUrl, stripeScript } = stripeShop;

test('a weekly box paid by a card saved through Stripe, charged off-session once when due', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(180_000);
  const shopper = await verifiedShopper(page.request, shopUrl, 'box-stripe');
  await signInThroughApi(page, shopUrl, shopper);

  await page.goto('/subscription');
  await addToBox(page, 'Swad 1121 Basmati', RICE);
  await page.getByLabel(`Quantity of ${RICE}`).fill('4');
  await page.getByLabel('First delivery').selectOption({ index: 10 });
  await expect(page.getByText('Estimated per delivery')).toBeVisible();
  await page.getByRole('button', { name: 'Continue to address and payment' }).click();

  await expect(page).toHaveURL(/\/subscription\/payment$/);
  await page.getByLabel('Street address').fill('7600 N MacArthur Blvd');
  await page.getByLabel('City').fill('Irving');
  await page.getByLabel('ZIP code').fill('75038');
  // Stripe.js is loaded only once the shopper chooses the card; the demo card form is not offered.
  await expect(stripeScript(page)).toHaveCount(0);
  await page.getByRole('radio', { name: /Saved card/ }).check();
  await expect(page.getByTestId('stripe-card-element').getByLabel('Card number')).toBeVisible();
  await expect(stripeScript(page)).toHaveCount(1);
  await expect(page.getByText(/Demo payments/)).toHaveCount(0);

  // Without a complete card: asked for it, nothing set up at Stripe.
  await page.getByRole('button', { name: 'Start my subscription' }).click();
  await expect(page.getByText('Please enter your complete card details.')).toBeVisible();
  expect(stripeShop.stripe.savedCards.setupIntents.size).toBe(0);

  // A card the bank refuses while saving: Stripe's message, no box.
  await enterCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Start my subscription' }).click();
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await shoot(page, info, 'subscription-payment-stripe-declined');
  expect(await mySubscription(page)).toBeUndefined();

  await enterCard(page, '4242 4242 4242 4242');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, info, 'subscription-payment-stripe');
  await page.getByRole('button', { name: 'Start my subscription' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your box is set up' })).toBeVisible();

  // Stripe saved the card for the shopper's customer; the box keeps its payment method, not the number.
  const setup = [...stripeShop.stripe.savedCards.setupIntents.values()].find((i) => i.status === 'succeeded');
  expect(setup).toMatchObject({ status: 'succeeded', usage: 'off_session' });
  const box = await mySubscription(page);
  expect(box).toMatchObject({ paymentMethod: 'stripe_card', cardLast4: '4242', cardBrand: 'visa' });
  await page.goto('/account/subscription');
  await expect(page.getByText('Visa ending 4242')).toBeVisible();

  // The box's order day: the scheduler charges the card off-session, and a second run charges nothing.
  const runAt = async () =>
    (
      (await (
        await page.request.post('/api/test/subscriptions/run', {
          headers: { origin: shopUrl, 'x-shop-now': `${box.nextOrderDate}T18:00:00Z` },
        })
      ).json()) as { ordered: number }
    ).ordered;
  expect(await runAt()).toBe(1);
  expect(await runAt()).toBe(0);
  const charges = [...stripeShop.stripe.savedCards.offSession.values()];
  expect(charges).toHaveLength(1);
  expect(charges[0]).toMatchObject({
    status: 'succeeded',
    amount: box.estimate.totals.totalCents,
    customer: setup!.customer,
    payment_method: setup!.payment_method,
  });
  const ordered = await mySubscription(page);
  expect(ordered.runs[0]).toMatchObject({ deliveryDate: box.nextDeliveryDate, outcome: 'ordered' });
  await page.goto('/account/orders');
  await expect(page.getByText(ordered.runs[0]!.orderNumber!)).toBeVisible();

  // Staff see the charge on the box's page: one attempt, charged, for its order.
  const staff = await (await browser.newContext({ baseURL: shopUrl })).newPage();
  await staffOn(staff, shopUrl, `/admin/subscriptions/${box.id}`);
  const charged = staff.getByRole('table', { name: 'Charges to the saved card, each attempt' }).getByRole('row');
  await expect(charged).toHaveCount(2);
  await expect(charged.nth(1)).toContainText('Charged');
  await expect(charged.nth(1).getByRole('link', { name: 'order' })).toBeVisible();
  await expectNoSeriousA11yViolations(staff);
  await shoot(staff, info, 'admin-subscription-stripe-charges');
});
