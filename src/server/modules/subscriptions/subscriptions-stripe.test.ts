import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_MESSAGES } from '../../../shared/subscriptions';
import {
  emailsTo,
  type Desk,
  type Shopper,
  signInShoppers,
  startDesk,
  stockOf,
  type TestShop,
} from '../../test/harness';
import type { AdminSubscriptionDetailDto } from '../../../shared/admin-subscriptions';
import { startSavedCardsStandIn } from './stripe-saved-cards-stand-in';
import { chargeTestHooks } from './subscription-charges';
import { at, boxBody, runAt } from './subscriptions-test-kit';

/**
 * Subscribe & Save with Stripe keys: the box's card is saved through a SetupIntent the browser confirms (here
 * the test confirms it at the stand-in as Stripe.js would), and each due order is an off-session
 * PaymentIntent, once per box and delivery date.
 */
const KEYS = { secretKey: 'sk_test_boxes', publishableKey: 'pk_test_boxes' };
/** Wednesday Nov 25 2026, noon in Dallas: the first Friday box (Nov 27) is due at once. */
const WED = '2026-11-25T18:00:00Z';
const EMAIL = 'asha.box@example.test';

let stripe: Awaited<ReturnType<typeof startSavedCardsStandIn>>;
let desk: Desk;
let shop: TestShop;
let shopper: Shopper;
let other: Shopper;
let setupCount = 0;

beforeAll(async () => {
  stripe = await startSavedCardsStandIn(KEYS);
  desk = await startDesk({
    env: {
      STRIPE_SECRET_KEY: KEYS.secretKey,
      STRIPE_WEBHOOK_SECRET: 'whsec_boxes',
      STRIPE_PUBLISHABLE_KEY: KEYS.publishableKey,
      STRIPE_API_URL: stripe.url,
    },
  });
  shop = desk.shop;
}, 120_000);
afterAll(async () => {
  await shop?.close();
  await stripe?.close();
});
beforeEach(async () => {
  await shop.reset();
  await shop.database.query('delete from subscriptions');
  // Priced here without the Subscribe & Save discount (subscription-discount.test.ts prices it).
  await shop.database.query(
    'insert into subscription_settings (id, discount_percent) values (true, 0) on conflict (id) do update set discount_percent = 0',
  );
  await shop.database.query('delete from email_outbox');
  await shop.database.query('drop trigger if exists fail_once on orders');
  await shop.database.query('drop trigger if exists die_once on subscription_runs');
  chargeTestHooks.afterStripeCall = undefined;
  stripe.state.offSession.clear();
  setupCount = stripe.state.setupIntents.size;
  stripe.state.chargeRequests.length = 0;
  [shopper, other] = (await signInShoppers(shop, 2)) as [Shopper, Shopper];
});

const box = () => [
  { productId: shop.products.mangoes.id, quantity: 4 },
  { productId: shop.products.okra.id, quantity: 1.5 },
];

/** The sign-up's first call: a SetupIntent for the shopper's Stripe customer. */
async function cardSetup(who: Shopper) {
  const setup = await at<{ clientSecret: string }>(shop, who, WED, 'POST', '/api/subscriptions/card-setup', {});
  expect(setup.status).toBe(200);
  return { clientSecret: setup.body.clientSecret, id: setup.body.clientSecret.split('_secret_')[0]! };
}

/** What Stripe.js does with the card element: confirm the SetupIntent at Stripe with the card typed. */
async function confirmAtStripe(setup: { id: string; clientSecret: string }, number: string) {
  const response = await fetch(`${stripe.url}/v1/setup_intents/${setup.id}/confirm`, {
    method: 'POST',
    body: new URLSearchParams({
      key: KEYS.publishableKey,
      client_secret: setup.clientSecret,
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': number,
    }),
  });
  return response.status;
}

const signUp = (who: Shopper, setupIntentId: string) =>
  at(
    shop,
    who,
    WED,
    'POST',
    '/api/subscriptions',
    boxBody(box(), { payment: { method: 'stripe_card', setupIntentId } }),
  );

async function savedBox(number = '4242424242424242') {
  const setup = await cardSetup(shopper);
  expect(await confirmAtStripe(setup, number)).toBe(200);
  const made = await signUp(shopper, setup.id);
  expect(made.status).toBe(201);
  return made.body;
}

/** The first order statement fails (after the charge), as an instance dying mid-run would leave it. */
async function failOrdersOnce() {
  await shop.database.query(`create table if not exists fail_once_flag (done boolean)`);
  await shop.database.query(`delete from fail_once_flag`);
  await shop.database.query(`
    create or replace function fail_once() returns trigger language plpgsql as $$
    begin
      if not exists (select 1 from fail_once_flag) then
        raise exception 'instance died mid-run';
      end if;
      return new;
    end $$`);
  await shop.database.query(
    `create trigger fail_once before insert on orders for each row execute function fail_once()`,
  );
}

/** Every insert into `table` fails, as a checkout racing the box or an instance dying there would leave it. */
async function failInserts(table: 'orders' | 'subscription_runs', name: string, message: string) {
  await shop.database.query(`
    create or replace function ${name}() returns trigger language plpgsql as $$
    begin raise exception '${message}'; end $$`);
  await shop.database.query(`create trigger ${name} before insert on ${table} for each row execute function ${name}()`);
}

/** Stripe makes the next refund, and the instance dies before it writes so. */
function dieAfterNextRefund() {
  chargeTestHooks.afterStripeCall = (call) => {
    if (call !== 'refund') return;
    chargeTestHooks.afterStripeCall = undefined;
    throw new Error('instance died after the refund');
  };
}

const paidOrders = () =>
  shop.database.query<{ id: string; total_cents: number; provider_ref: string }>(
    `select o.id, o.total_cents, p.provider_ref from orders o join payments p on p.order_id = o.id
     where o.user_id = $1 and o.payment_status = 'paid' and p.status = 'succeeded'`,
    [shopper.id],
  );

const ledgerRows = () =>
  shop.database.query<{
    attempt: number;
    amount_cents: number;
    status: string;
    payment_intent_id: string | null;
    order_id: string | null;
  }>('select attempt, amount_cents, status, payment_intent_id, order_id from subscription_charges order by attempt');

const subscriptionCount = async () =>
  (await shop.database.query<{ n: number }>('select count(*)::int as n from subscriptions'))[0]!.n;

describe('Subscribe & Save with Stripe', () => {
  it('offers the card through Stripe, and saves it only after Stripe says its SetupIntent succeeded', async () => {
    const options = await at<{ paymentMode: string }>(shop, null, WED, 'GET', '/api/subscriptions/options');
    expect(options.body.paymentMode).toBe('stripe');

    const setup = await cardSetup(shopper);
    const intent = stripe.state.setupIntents.get(setup.id)!;
    expect(intent).toMatchObject({ usage: 'off_session', status: 'requires_payment_method' });
    // Not confirmed yet: refused, nothing saved.
    const early = await signUp(shopper, setup.id);
    expect(early.status).toBe(422);
    expect(early.body.error.message).toBe(SUBSCRIPTION_MESSAGES.cardNotConfirmed);
    expect(await subscriptionCount()).toBe(0);

    expect(await confirmAtStripe(setup, '4242 4242 4242 4242')).toBe(200);
    const made = await signUp(shopper, setup.id);
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ paymentMethod: 'stripe_card', cardLast4: '4242', cardBrand: 'visa' });
    const [row] = await shop.database.query<{ card_ref: string; stripe_customer_id: string }>(
      'select card_ref, stripe_customer_id from subscriptions where id = $1',
      [made.body.id],
    );
    expect(row).toEqual({
      card_ref: stripe.state.setupIntents.get(setup.id)!.payment_method,
      stripe_customer_id: intent.customer,
    });
    expect(row!.card_ref).toMatch(/^pm_/);

    // The second box reuses the shopper's customer.
    const again = await cardSetup(shopper);
    expect(stripe.state.setupIntents.get(again.id)!.customer).toBe(intent.customer);
    const customers = [...stripe.state.customers.values()].filter((c) => c.metadata.user_id === shopper.id);
    expect(customers.map((c) => c.id)).toEqual([intent.customer]);
  });

  it('makes SetupIntents for signed-in shoppers only', async () => {
    const guest = await at(shop, null, WED, 'POST', '/api/subscriptions/card-setup', {});
    expect(guest.status).toBe(401);
    expect(stripe.state.setupIntents.size).toBe(setupCount);
  });

  it('refuses a made-up SetupIntent, another shopper’s, a declined card and a missing one; saves nothing', async () => {
    const forged = await signUp(shopper, 'seti_madeup123');
    expect(forged.status).toBe(422);
    expect(forged.body.error.message).toBe(SUBSCRIPTION_MESSAGES.cardSetupUnknown);

    // Another shopper's card, confirmed and all: not this shopper's customer.
    const theirs = await cardSetup(other);
    expect(await confirmAtStripe(theirs, '4242424242424242')).toBe(200);
    await cardSetup(shopper);
    const stolen = await signUp(shopper, theirs.id);
    expect(stolen.status).toBe(422);
    expect(stolen.body.error.message).toBe(SUBSCRIPTION_MESSAGES.cardSetupUnknown);

    const refused = await cardSetup(shopper);
    expect(await confirmAtStripe(refused, '4000000000000002')).toBe(402);
    const declined = await signUp(shopper, refused.id);
    expect(declined.body.error.message).toBe(SUBSCRIPTION_MESSAGES.cardNotConfirmed);

    const none = await at(
      shop,
      shopper,
      WED,
      'POST',
      '/api/subscriptions',
      boxBody(box(), { payment: { method: 'stripe_card' } }),
    );
    expect(none.status).toBe(400);
    // A typed card number is not taken with Stripe keys: the demo processor is not used.
    const typed = await at(
      shop,
      shopper,
      WED,
      'POST',
      '/api/subscriptions',
      boxBody(box(), {
        payment: {
          method: 'stripe_card',
          card: { number: '4242424242424242', expiry: '12/39', cvc: '123', name: 'Asha Patel' },
        },
      }),
    );
    expect(typed.status).toBe(400);
    expect(await subscriptionCount()).toBe(0);
  });

  it('charges the saved card off-session once per box and date, even when the scheduler runs twice', async () => {
    const made = await savedBox();
    expect(await runAt(shop, WED)).toEqual({ ordered: 1, failed: 0 });
    expect(await runAt(shop, WED)).toEqual({ ordered: 0, failed: 0 });

    const charges = [...stripe.state.offSession.values()];
    expect(charges).toHaveLength(1);
    const [row] = await shop.database.query<{ card_ref: string; stripe_customer_id: string }>(
      'select card_ref, stripe_customer_id from subscriptions where id = $1',
      [made.id],
    );
    expect(charges[0]).toMatchObject({
      amount: 5795,
      status: 'succeeded',
      customer: row!.stripe_customer_id,
      payment_method: row!.card_ref,
      metadata: { subscription_id: made.id, delivery_date: '2026-11-27' },
    });
    const [order] = await shop.database.query<{
      status: string;
      payment_status: string;
      provider: string;
      provider_ref: string;
      total_cents: number;
    }>(
      `select o.status, o.payment_status, o.total_cents, p.provider, p.provider_ref from orders o join payments p on p.order_id = o.id
       where o.user_id = $1`,
      [shopper.id],
    );
    expect(order).toEqual({
      status: 'confirmed',
      payment_status: 'paid',
      total_cents: 5795,
      provider: 'stripe',
      provider_ref: charges[0]!.id,
    });
  });

  it('a run that dies after charging is run again at the same total: the first charge pays, none is made again', async () => {
    await savedBox();
    await failOrdersOnce();
    expect(await runAt(shop, WED)).toEqual({ ordered: 0, failed: 0 });
    expect(stripe.state.chargeRequests).toHaveLength(1);
    // The "restarted instance": its order statements go through.
    await shop.database.query(`insert into fail_once_flag values (true)`);

    expect(await runAt(shop, WED)).toEqual({ ordered: 1, failed: 0 });
    // The ledger's succeeded attempt is reused: Stripe is not asked again.
    expect(stripe.state.chargeRequests).toHaveLength(1);
    expect(stripe.state.offSession.size).toBe(1);
    const [charge] = [...stripe.state.offSession.values()];
    expect(stripe.state.refunded.get(charge!.id)).toBeUndefined();
    const orders = await paidOrders();
    expect(orders).toEqual([{ id: orders[0]!.id, total_cents: 5795, provider_ref: charge!.id }]);
    expect(await ledgerRows()).toEqual([
      { attempt: 1, amount_cents: 5795, status: 'succeeded', payment_intent_id: charge!.id, order_id: orders[0]!.id },
    ]);
  });

  it('a run that dies after charging is run again at another total: the first charge is refunded, a second pays', async () => {
    const made = await savedBox();
    await failOrdersOnce();
    expect(await runAt(shop, WED)).toEqual({ ordered: 0, failed: 0 });
    const [first] = [...stripe.state.offSession.values()];
    expect(first!.amount).toBe(5795);
    // The price changes before the box is run again.
    await shop.database.query('update products set price_cents = 1399 where id = $1', [shop.products.mangoes.id]);
    await shop.database.query(`insert into fail_once_flag values (true)`);

    expect(await runAt(shop, WED)).toEqual({ ordered: 1, failed: 0 });
    expect(await runAt(shop, WED)).toEqual({ ordered: 0, failed: 0 });
    const charges = [...stripe.state.offSession.values()];
    expect(charges).toHaveLength(2);
    const second = charges.find((c) => c.id !== first!.id)!;
    expect(stripe.state.refunded.get(first!.id)).toBe(5795);
    expect(stripe.state.refunded.get(second.id)).toBeUndefined();
    const orders = await paidOrders();
    expect(orders).toEqual([{ id: orders[0]!.id, total_cents: second.amount, provider_ref: second.id }]);
    // Four boxes of mangoes at $1 more (groceries are not taxed).
    expect(second.amount).toBe(5795 + 4 * 100);
    expect(second.idempotencyKey).toBe(`${first!.idempotencyKey}-2`);
    expect(await ledgerRows()).toEqual([
      { attempt: 1, amount_cents: 5795, status: 'refunded', payment_intent_id: first!.id, order_id: null },
      {
        attempt: 2,
        amount_cents: second.amount,
        status: 'succeeded',
        payment_intent_id: second.id,
        order_id: orders[0]!.id,
      },
    ]);
    // Staff see the attempts on the box's page.
    const staffView = await at<AdminSubscriptionDetailDto>(
      shop,
      desk.staff,
      WED,
      'GET',
      `/api/admin/subscriptions/${made.id}`,
    );
    expect(staffView.body.charges).toEqual([
      { deliveryDate: '2026-11-27', attempt: 1, amountCents: 5795, status: 'refunded', orderId: null },
      {
        deliveryDate: '2026-11-27',
        attempt: 2,
        amountCents: second.amount,
        status: 'succeeded',
        orderId: orders[0]!.id,
      },
    ]);
  });

  it('an instance that dies right after refunding the earlier charge: the rerun never takes it as paid', async () => {
    await savedBox();
    await failOrdersOnce();
    expect(await runAt(shop, WED)).toEqual({ ordered: 0, failed: 0 });
    const [first] = [...stripe.state.offSession.values()];
    await shop.database.query('update products set price_cents = 1399 where id = $1', [shop.products.mangoes.id]);
    await shop.database.query(`insert into fail_once_flag values (true)`);
    // Stripe refunds the first charge, and the instance dies before it writes so.
    dieAfterNextRefund();
    expect(await runAt(shop, WED)).toEqual({ ordered: 0, failed: 0 });
    expect(stripe.state.refunded.get(first!.id)).toBe(5795);
    expect(stripe.state.offSession.size).toBe(1);

    expect(await runAt(shop, WED)).toEqual({ ordered: 1, failed: 0 });
    const charges = [...stripe.state.offSession.values()];
    expect(charges).toHaveLength(2);
    const second = charges.find((c) => c.id !== first!.id)!;
    // Refunded once (the retry asked again with the refund's key), and the order paid by the new charge.
    expect(stripe.state.refunded.get(first!.id)).toBe(5795);
    const orders = await paidOrders();
    expect(orders).toEqual([{ id: orders[0]!.id, total_cents: second.amount, provider_ref: second.id }]);
    expect((await ledgerRows()).map((r) => r.status)).toEqual(['refunded', 'succeeded']);
  });

  it('a week that fails after the charge and dies before its commit: the rerun orders with the charge, unrefunded', async () => {
    await savedBox();
    // Every order statement finds the stock gone (the week fails after the charge), and the failed run's
    // row is the moment the instance dies: before the failure commits.
    await failInserts('orders', 'fail_once', 'checkout aborted: stock');
    await failInserts('subscription_runs', 'die_once', 'instance died mid-run');
    expect(await runAt(shop, WED)).toEqual({ ordered: 0, failed: 0 });
    await shop.database.query('drop trigger die_once on subscription_runs');
    await shop.database.query('drop trigger fail_once on orders');

    expect(await runAt(shop, WED)).toEqual({ ordered: 1, failed: 0 });
    const [charge] = [...stripe.state.offSession.values()];
    expect(stripe.state.offSession.size).toBe(1);
    expect(stripe.state.refunded.get(charge!.id)).toBeUndefined();
    const orders = await paidOrders();
    expect(orders).toEqual([{ id: orders[0]!.id, total_cents: 5795, provider_ref: charge!.id }]);
  });

  it('a failed week whose refund is lost to a crash is refunded by the next run, once', async () => {
    await savedBox();
    await failInserts('orders', 'fail_once', 'checkout aborted: stock');
    dieAfterNextRefund();
    expect(await runAt(shop, WED)).toEqual({ ordered: 0, failed: 1 });
    const [charge] = [...stripe.state.offSession.values()];
    expect((await ledgerRows()).map((r) => r.status)).toEqual(['refunding']);
    expect(await runAt(shop, WED)).toEqual({ ordered: 0, failed: 0 });
    expect(stripe.state.refunded.get(charge!.id)).toBe(charge!.amount);
    expect((await ledgerRows()).map((r) => r.status)).toEqual(['refunded']);
    expect(await shop.database.query('select id from orders where user_id = $1', [shopper.id])).toHaveLength(0);
  });

  it('a charge left by a crash for a box cancelled before the rerun is refunded by the next run', async () => {
    const made = await savedBox();
    await failOrdersOnce();
    expect(await runAt(shop, WED)).toEqual({ ordered: 0, failed: 0 });
    const [charge] = [...stripe.state.offSession.values()];
    expect((await at(shop, shopper, WED, 'POST', `/api/subscriptions/${made.id}/cancel`)).status).toBe(200);

    expect(await runAt(shop, WED)).toEqual({ ordered: 0, failed: 0 });
    expect(stripe.state.refunded.get(charge!.id)).toBe(5795);
    expect((await ledgerRows()).map((r) => r.status)).toEqual(['refunded']);
  });

  it('a charge whose answer was lost, for a box cancelled before the rerun, is asked again and refunded', async () => {
    const made = await savedBox();
    // Stripe charges, and the instance dies before it writes so: the attempt stays pending.
    chargeTestHooks.afterStripeCall = (call) => {
      if (call !== 'charge') return;
      chargeTestHooks.afterStripeCall = undefined;
      throw new Error('instance died after the charge');
    };
    expect(await runAt(shop, WED)).toEqual({ ordered: 0, failed: 0 });
    expect((await ledgerRows()).map((r) => r.status)).toEqual(['pending']);
    const [charge] = [...stripe.state.offSession.values()];
    expect((await at(shop, shopper, WED, 'POST', `/api/subscriptions/${made.id}/cancel`)).status).toBe(200);

    expect(await runAt(shop, WED)).toEqual({ ordered: 0, failed: 0 });
    expect(stripe.state.offSession.size).toBe(1);
    expect(stripe.state.refunded.get(charge!.id)).toBe(5795);
    expect(await ledgerRows()).toMatchObject([{ status: 'refunded', payment_intent_id: charge!.id }]);
  });

  it('an order that cannot be made after the charge (stock gone every try) refunds the charge in full', async () => {
    await savedBox();
    // Every order statement finds the stock gone, as a checkout racing the box for the last units would.
    await failInserts('orders', 'fail_once', 'checkout aborted: stock');
    expect(await runAt(shop, WED)).toEqual({ ordered: 0, failed: 1 });
    const [charge] = [...stripe.state.offSession.values()];
    expect(stripe.state.offSession.size).toBe(1);
    expect(stripe.state.refunded.get(charge!.id)).toBe(charge!.amount);
    expect(await shop.database.query('select id from orders where user_id = $1', [shopper.id])).toHaveLength(0);
    expect(await emailsTo(shop, EMAIL, 'subscription-failed')).toHaveLength(1);
  });

  it('a card declined off-session: no order, stock untouched, the shopper is emailed, and the box carries on', async () => {
    const made = await savedBox('4000 0000 0000 0341');
    expect(made.cardLast4).toBe('0341');
    expect(await runAt(shop, WED)).toEqual({ ordered: 0, failed: 1 });
    expect(await runAt(shop, WED)).toEqual({ ordered: 0, failed: 0 });
    expect(await shop.database.query('select id from orders where user_id = $1', [shopper.id])).toHaveLength(0);
    expect(await stockOf(shop.database, shop.products.mangoes.id)).toBe(100);

    const [mail] = await emailsTo(shop, EMAIL, 'subscription-failed');
    expect(mail!.text).toContain('Your card was declined.');
    const after = await at(shop, shopper, WED, 'GET', `/api/subscriptions/${made.id}`);
    expect(after.body).toMatchObject({ status: 'active', nextDeliveryDate: '2026-12-04' });
    expect(after.body.runs).toMatchObject([
      { deliveryDate: '2026-11-27', outcome: 'failed', message: 'Your card was declined.' },
    ]);
    // Next week it is tried again (and declined again, as this test card always is).
    expect(await runAt(shop, '2026-12-02T18:00:00Z')).toEqual({ ordered: 0, failed: 1 });
  });

  it('a card that needs the shopper to authenticate fails the run with a message saying so', async () => {
    await savedBox('4000002760003184');
    expect(await runAt(shop, WED)).toEqual({ ordered: 0, failed: 1 });
    const [mail] = await emailsTo(shop, EMAIL, 'subscription-failed');
    expect(mail!.text).toContain('your bank asked to confirm this payment with you');
  });

  it('Stripe unreachable at order time: no order and no failure recorded; the next run charges once', async () => {
    await savedBox();
    stripe.down.add('/v1/payment_intents');
    expect(await runAt(shop, WED)).toEqual({ ordered: 0, failed: 0 });
    stripe.down.clear();
    expect(await runAt(shop, WED)).toEqual({ ordered: 1, failed: 0 });
    expect(stripe.state.offSession.size).toBe(1);
  });
});
