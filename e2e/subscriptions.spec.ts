import { longCalendarDay } from '../src/shared/store-dates';
import { signInThroughApi, staffOn } from './auth-fixtures';
import { verifiedShopper } from './cart-fixtures';
import { expectNoSeriousA11yViolations } from './fixtures';
import { type LocalShop, startLocalShop } from './local-shop';
import { addToBox, mySubscription, shoot } from './subscriptions-fixtures';
import { expect, test } from './test';

/**
 * Subscribe & Save in a real browser: sign up a weekly box, edit it, skip the next delivery,
 * move the clock to that box's order day and run the scheduler, then find the order in the shopper's
 * orders and the staff orders desk. A shop of its own: CLOCK_OVERRIDE on (the x-shop-now header and the
 * test-only scheduler run; refused in production) and its minute job off, so only this test makes orders.
 */
test.describe.configure({ mode: 'serial' });

const PORT = 3411;
const shopUrl = `http://localhost:${PORT}`;
const RICE = 'Swad 1121 Basmati Rice 10 lb';
const POTATOES = 'Texas-Grown Potatoes (Aloo)';
let shop: LocalShop;

test.use({ baseURL: shopUrl });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  shop = await startLocalShop(PORT, { CLOCK_OVERRIDE: 'on', JOBS: 'off' });
});
test.afterAll(async () => shop?.stop());

test('a weekly box: sign up, edit, skip next, the clock moves on, the order reaches the shopper and the desk', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(180_000);
  const shopper = await verifiedShopper(page.request, shopUrl, 'box');
  await signInThroughApi(page, shopUrl, shopper);

  // /subscription: what it is, then the box and its schedule.
  await page.goto('/subscription');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your Indian grocery staples, delivered on repeat' }),
  ).toBeVisible();
  await addToBox(page, 'Swad 1121 Basmati', RICE);
  await page.getByLabel(`Quantity of ${RICE}`).fill('4');
  await addToBox(page, 'Texas-Grown Potatoes', POTATOES);
  await page.getByLabel(`Pounds of ${POTATOES}`).fill('2.5');
  await expect(page.getByRole('radio', { name: 'Every week' })).toBeChecked();
  // The tenth day offered: far enough ahead that today's clock never makes its order by itself.
  await page.getByLabel('First delivery').selectOption({ index: 10 });
  await expect(page.getByText('Estimated per delivery')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, info, 'subscribe');
  await page.getByRole('button', { name: 'Continue to address and payment' }).click();

  // /subscription/payment: contact from the profile, an address typed in, cash on delivery.
  await expect(page).toHaveURL(/\/subscription\/payment$/);
  await expect(page.getByLabel('Full name')).toHaveValue('Meera Iyer');
  await page.getByLabel('Street address').fill('7600 N MacArthur Blvd');
  await page.getByLabel('City').fill('Irving');
  await page.getByLabel('ZIP code').fill('75038');
  await expect(page.getByRole('radio', { name: /Cash on delivery/ })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, info, 'subscription-payment');
  await page.getByRole('button', { name: 'Start my subscription' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your box is set up' })).toBeVisible();
  await expect(page.getByText(/First delivery:/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const signedUp = await mySubscription(page);
  expect(signedUp).toMatchObject({ status: 'active', frequency: 'weekly', windowStart: 10 });

  // /account/subscription → edit: another window and more potatoes.
  await page.getByRole('link', { name: 'My Subscriptions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Subscriptions' })).toBeVisible();
  await page.getByRole('link', { name: 'Edit box' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Subscription' })).toBeVisible();
  await page.getByLabel(`Pounds of ${POTATOES}`).fill('3');
  await page.getByLabel('Delivery window').selectOption({ label: '4:00 PM – 6:00 PM' });
  await expectNoSeriousA11yViolations(page);
  await shoot(page, info, 'subscription-edit');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/account\/subscription$/);
  await expect(page.getByText(/4:00 PM – 6:00 PM/).first()).toBeVisible();
  const edited = await mySubscription(page);
  expect(edited.windowStart).toBe(16);
  expect(edited.estimate.lines.find((l) => l.name === POTATOES)?.quantity).toBe(3);

  // Skip the next delivery: the one after it, a week later, is next.
  await page.getByRole('button', { name: 'Skip next delivery' }).click();
  await expect.poll(async () => (await mySubscription(page)).runs[0]?.outcome).toBe('skipped');
  const skipped = await mySubscription(page);
  await expect(page.getByText(`${longCalendarDay(skipped.nextDeliveryDate)}, 4:00 PM – 6:00 PM`)).toBeVisible();
  expect(skipped.runs[0]).toMatchObject({ deliveryDate: signedUp.nextDeliveryDate, outcome: 'skipped' });
  expect(skipped.nextDeliveryDate > signedUp.nextDeliveryDate).toBe(true);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, info, 'my-subscriptions');

  // Advance the clock to noon (store time) of the next box's order day and let the scheduler run.
  const run = await page.request.post('/api/test/subscriptions/run', {
    headers: { origin: shopUrl, 'x-shop-now': `${skipped.nextOrderDate}T18:00:00Z` },
  });
  // Ours is the one order made; the demo shopper's seeded weekly box, whose day has passed by then, fails as missed.
  expect(((await run.json()) as { ordered: number }).ordered).toBe(1);
  const ordered = await mySubscription(page);
  const orderNumber = ordered.runs[0]!.orderNumber!;
  expect(ordered.runs[0]).toMatchObject({ deliveryDate: skipped.nextDeliveryDate, outcome: 'ordered' });

  await page.goto('/account/orders');
  await expect(page.getByText(orderNumber)).toBeVisible();
  await page.goto('/account/subscription');
  await page.getByText('Recent deliveries').click();
  await expect(page.getByRole('link', { name: orderNumber })).toBeVisible();

  // Staff see the order in the desk and the box in /admin/subscriptions.
  const staff = await (await browser.newContext({ baseURL: shopUrl })).newPage();
  await staffOn(staff, shopUrl, '/admin/orders');
  await expect(staff.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await staff.getByLabel('Search order number, customer, email or phone').fill(orderNumber);
  await staff.getByRole('button', { name: 'Apply filters' }).click();
  await expect(staff.getByRole('table', { name: 'Orders' }).getByRole('link', { name: orderNumber })).toBeVisible();

  await staff.goto('/admin/subscriptions');
  await staff.getByLabel('Customer name or email').fill(shopper.email);
  await staff.getByRole('button', { name: 'Apply filters' }).click();
  await staff.getByRole('link', { name: 'Meera Iyer' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Meera Iyer’s subscription' })).toBeVisible();
  await expect(staff.getByRole('link', { name: orderNumber })).toBeVisible();
  await expectNoSeriousA11yViolations(staff);
  await shoot(staff, info, 'admin-subscription');
  await staff.goto('/admin/subscriptions');
  await expect(staff.getByRole('table', { name: /Subscriptions/ })).toBeVisible();
  await expectNoSeriousA11yViolations(staff);
  await shoot(staff, info, 'admin-subscriptions');
  await staff.context().close();
});
