import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceOrderResult } from '../../../shared/checkout';
import type { OrderDto } from '../../../shared/orders';
import {
  call,
  fillCart,
  orderBody,
  type Shopper,
  signInShoppers,
  startShop,
  submitOrder,
  type TestShop,
} from '../../test/harness';
import { signWebhook, verifyWebhookSignature } from './stripe-client';

/**
 * Stripe mode against a local stand-in for api.stripe.com: PaymentIntents are created with the
 * server's amount, and only correctly signed webhooks settle them, once.
 */
const SECRET = 'whsec_test_secret';
let stripe: Server;
const intents: { amount: string; idempotencyKey: string; auth: string }[] = [];
/** What the stand-in answers when the shop looks an intent up (GET /v1/payment_intents/:id). */
const intentStatus = new Map<
  string,
  { status: string; last_payment_error?: { message: string }; amount?: number; currency?: string }
>();
/** Intents whose lookup fails (Stripe unreachable). */
const lookupFails = new Set<string>();
let shop: TestShop;
let shopper: Shopper;
/** The amount the shop created intent pi_test_<n> for (its n-th call to the stand-in). */
const amountOf = (intentId: string) => Number(intents[Number(intentId.replace('pi_test_', '')) - 1]?.amount);
/** Stripe's event for an intent, carrying its object as Stripe does (amount and currency included). */
const intentEvent = (type: string, id: string, fields: Record<string, unknown> = {}) =>
  JSON.stringify({ type, data: { object: { id, amount: amountOf(id), currency: 'usd', ...fields } } });

beforeAll(async () => {
  stripe = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      if (request.method === 'GET') {
        const id = request.url!.split('/').pop()!;
        intents.push({ amount: 'lookup', idempotencyKey: '', auth: String(request.headers.authorization) });
        if (lookupFails.has(id)) {
          response.statusCode = 500;
          return response.end(JSON.stringify({ error: { message: 'Stripe is down' } }));
        }
        return response.end(
          JSON.stringify({
            id,
            client_secret: `${id}_secret_x`,
            status: 'requires_payment_method',
            amount: amountOf(id),
            currency: 'usd',
            ...intentStatus.get(id),
          }),
        );
      }
      const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(request.url!);
      if (cancel) {
        const id = cancel[1]!;
        intents.push({ amount: 'cancel', idempotencyKey: '', auth: String(request.headers.authorization) });
        // Like Stripe: a paid intent, or one whose payment is being processed, cannot be cancelled.
        const current = intentStatus.get(id)?.status ?? '';
        const status = lookupFails.has(id) ? 500 : ['succeeded', 'processing'].includes(current) ? 400 : 200;
        response.statusCode = status;
        if (status === 200) intentStatus.set(id, { status: 'canceled' });
        return response.end(
          JSON.stringify(status === 200 ? { id, status: 'canceled' } : { error: { message: 'Cannot cancel' } }),
        );
      }
      const form = new URLSearchParams(body);
      const n = intents.push({
        amount: form.get('amount')!,
        idempotencyKey: String(request.headers['idempotency-key']),
        auth: String(request.headers.authorization),
      });
      response.end(
        JSON.stringify({
          id: `pi_test_${n}`,
          client_secret: `pi_test_${n}_secret_x`,
          status: 'requires_payment_method',
          amount: Number(form.get('amount')),
        }),
      );
    });
  });
  await new Promise<void>((resolve) => stripe.listen(0, '127.0.0.1', resolve));
  const port = (stripe.address() as AddressInfo).port;
  shop = await startShop({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_local',
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_local',
      STRIPE_API_URL: `http://127.0.0.1:${port}`,
    },
  });
  [shopper] = (await signInShoppers(shop, 1)) as [Shopper];
});
afterAll(async () => {
  await shop?.close();
  stripe?.close();
});

/** A mangoes order paid by card or wallet: the order and the id of the PaymentIntent made for it. */
async function placeStripeOrder(method: 'stripe_card' | 'google_pay') {
  await fillCart(shop.database, shopper.id, [{ productId: shop.products.mangoes.id, quantity: 5 }]);
  const placed = await call<PlaceOrderResult>(
    shop,
    shopper,
    'POST',
    '/api/checkout/orders',
    orderBody({ payment: { method } }),
  );
  return { placed, intent: placed.body.payment.clientSecret!.split('_secret')[0]! };
}

const webhook = (payload: string, signature: string) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });

describe('Stripe payments', () => {
  it('checks signatures: right secret and body within five minutes only', () => {
    const body = '{"a":1}';
    expect(verifyWebhookSignature(body, signWebhook(body, SECRET), SECRET)).toBe(true);
    expect(verifyWebhookSignature(body, signWebhook(body, 'whsec_other'), SECRET)).toBe(false);
    expect(verifyWebhookSignature('{"a":2}', signWebhook(body, SECRET), SECRET)).toBe(false);
    expect(verifyWebhookSignature(body, signWebhook(body, SECRET, Math.floor(Date.now() / 1000) - 600), SECRET)).toBe(
      false,
    );
    expect(verifyWebhookSignature(body, undefined, SECRET)).toBe(false);
  });

  it('creates a PaymentIntent for the server total, confirms on a signed webhook, once, and refuses a bad signature', async () => {
    const config = await call<{ mode: string; publishableKey: string }>(
      shop,
      shopper,
      'GET',
      '/api/checkout/payment-config',
    );
    expect(config.body).toEqual({
      mode: 'stripe',
      publishableKey: 'pk_test_local',
      stripeJsUrl: 'https://js.stripe.com/v3/',
    });
    await fillCart(shop.database, shopper.id, [{ productId: shop.products.mangoes.id, quantity: 5 }]);
    const placed = await call<PlaceOrderResult>(shop, shopper, 'POST', '/api/checkout/orders', {
      ...orderBody({ payment: { method: 'stripe_card' } }),
      totalCents: 1,
    });
    expect(placed.status).toBe(201);
    expect(placed.body.payment).toEqual({ status: 'pending', message: null, clientSecret: 'pi_test_1_secret_x' });
    expect(placed.body.order.status).toBe('pending');
    expect(intents[0]).toMatchObject({ amount: '6495', auth: 'Bearer sk_test_local' });
    expect(intents[0]!.idempotencyKey).toMatch(/^payment-/);

    const event = intentEvent('payment_intent.succeeded', 'pi_test_1');
    const forged = await webhook(event, signWebhook(event, 'whsec_attacker'));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.message).toBe('Invalid webhook signature');
    expect((await webhook(event, 't=1,v1=00')).statusCode).toBe(400);
    const still = await call<OrderDto>(shop, shopper, 'GET', `/api/orders/${placed.body.order.id}`);
    expect(still.body.status).toBe('pending');

    for (let i = 0; i < 2; i++) expect((await webhook(event, signWebhook(event, SECRET))).statusCode).toBe(200);
    const paid = await call<OrderDto>(shop, shopper, 'GET', `/api/orders/${placed.body.order.id}`);
    expect(paid.body).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(paid.body.history.map((h) => h.status)).toEqual(['pending', 'confirmed']);
    const mails = await shop.database.query(
      `select 1 from email_outbox where kind = 'order-confirmation' and subject like $1`,
      [`%${paid.body.orderNumber}%`],
    );
    expect(mails).toHaveLength(1);
  });

  it('records a failed payment from the webhook and keeps the order pending', async () => {
    const { placed, intent } = await placeStripeOrder('google_pay');
    const event = JSON.stringify({
      type: 'payment_intent.payment_failed',
      data: { object: { id: intent, last_payment_error: { message: 'Your card has insufficient funds.' } } },
    });
    expect((await webhook(event, signWebhook(event, SECRET))).statusCode).toBe(200);
    const order = await call<OrderDto>(shop, shopper, 'GET', `/api/orders/${placed.body.order.id}`);
    expect(order.body).toMatchObject({
      status: 'pending',
      paymentStatus: 'failed',
      paymentMessage: 'Your card has insufficient funds.',
    });
  });

  it('keeps a paid order paid when a failure event comes after the success, and settles a success that comes after a failure', async () => {
    const declined = { last_payment_error: { message: 'Your card was declined.' } };
    const send = async (type: string, intent: string, fields = {}) => {
      const event = intentEvent(type, intent, fields);
      expect((await webhook(event, signWebhook(event, SECRET))).statusCode).toBe(200);
    };
    const orderOf = async (id: string) => (await call<OrderDto>(shop, shopper, 'GET', `/api/orders/${id}`)).body;

    const first = await placeStripeOrder('stripe_card');
    await send('payment_intent.succeeded', first.intent);
    await send('payment_intent.payment_failed', first.intent, declined);
    await send('payment_intent.succeeded', first.intent);
    const paid = await orderOf(first.placed.body.order.id);
    expect(paid).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', paymentMessage: null });
    expect(paid.history.map((h) => h.status)).toEqual(['pending', 'confirmed']);

    // A decline, then the same intent paid with another card: paid once.
    const second = await placeStripeOrder('stripe_card');
    await send('payment_intent.payment_failed', second.intent, declined);
    expect(await orderOf(second.placed.body.order.id)).toMatchObject({ status: 'pending', paymentStatus: 'failed' });
    await send('payment_intent.succeeded', second.intent);
    await send('payment_intent.succeeded', second.intent);
    const late = await orderOf(second.placed.body.order.id);
    expect(late).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', paymentMessage: null });
    expect(late.history.map((h) => h.status)).toEqual(['pending', 'confirmed']);
  });

  it('settles nothing for an intent of another amount or currency than the order, by webhook or by lookup', async () => {
    const { placed, intent } = await placeStripeOrder('stripe_card');
    const id = placed.body.order.id;
    const total = placed.body.order.totalCents;
    expect(amountOf(intent)).toBe(total);
    for (const fields of [
      { amount: total - 100, amount_received: total - 100 },
      { amount_received: 1 },
      { currency: 'eur' },
    ]) {
      const event = intentEvent('payment_intent.succeeded', intent, fields);
      expect((await webhook(event, signWebhook(event, SECRET))).statusCode).toBe(200);
    }
    intentStatus.set(intent, { status: 'succeeded', amount: 50 });
    expect((await call<OrderDto>(shop, shopper, 'POST', `/api/orders/${id}/payment/refresh`)).body).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
    });
    const [payment] = await shop.database.query<{ status: string }>(
      'select status from payments where provider_ref = $1',
      [intent],
    );
    expect(payment!.status).toBe('pending');

    // The intent as the shop made it settles the order.
    const event = intentEvent('payment_intent.succeeded', intent);
    expect((await webhook(event, signWebhook(event, SECRET))).statusCode).toBe(200);
    const paid = await call<OrderDto>(shop, shopper, 'GET', `/api/orders/${id}`);
    expect(paid.body).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });

  it('settles a payment by looking the intent up at Stripe when the page asks before the webhook came', async () => {
    const [other] = (await signInShoppers(shop, 1)) as [Shopper];
    const { placed, intent } = await placeStripeOrder('stripe_card');
    const refresh = `/api/orders/${placed.body.order.id}/payment/refresh`;

    // Not paid at Stripe yet: nothing changes, whatever the browser thinks.
    const early = await call<OrderDto>(shop, shopper, 'POST', refresh);
    expect(early.body).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    expect((await call(shop, other, 'POST', refresh)).status).toBe(404);

    intentStatus.set(intent, { status: 'succeeded' });
    const paid = await call<OrderDto>(shop, shopper, 'POST', refresh);
    expect(paid.body).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(intents.at(-1)).toMatchObject({ amount: 'lookup', auth: 'Bearer sk_test_local' });
    // The webhook arriving afterwards changes nothing more.
    const event = intentEvent('payment_intent.succeeded', intent);
    expect((await webhook(event, signWebhook(event, SECRET))).statusCode).toBe(200);
    const after = await call<OrderDto>(shop, shopper, 'GET', `/api/orders/${placed.body.order.id}`);
    expect(after.body.history.map((h) => h.status)).toEqual(['pending', 'confirmed']);
  });

  it('records a decline found by the lookup', async () => {
    const { placed, intent } = await placeStripeOrder('stripe_card');
    intentStatus.set(intent, {
      status: 'requires_payment_method',
      last_payment_error: { message: 'Your card was declined.' },
    });
    const order = await call<OrderDto>(shop, shopper, 'POST', `/api/orders/${placed.body.order.id}/payment/refresh`);
    expect(order.body).toMatchObject({
      status: 'pending',
      paymentStatus: 'failed',
      paymentMessage: 'Your card was declined.',
    });
  });

  it('answers a retried submit of an order still awaiting payment with the client secret again', async () => {
    await fillCart(shop.database, shopper.id, [{ productId: shop.products.mangoes.id, quantity: 5 }]);
    const body = orderBody({ payment: { method: 'google_pay', tip: { percent: 0 } } });
    const submit = () => call<PlaceOrderResult>(shop, shopper, 'POST', '/api/checkout/orders', body);
    const first = await submit();
    expect(first.status).toBe(201);
    const { order, payment } = first.body;
    const created = intents.at(-1)!;
    expect(created.amount).toBe(String(order.totalCents));

    // The same submit again: the same order, its intent looked up at Stripe (no second intent), its secret.
    const before = intents.length;
    const again = await submit();
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      replayed: true,
      order: { id: order.id, status: 'pending', paymentMethod: 'google_pay', paymentStatus: 'pending' },
      payment: { status: 'pending', message: null, clientSecret: payment.clientSecret },
    });
    expect(intents.slice(before)).toEqual([{ amount: 'lookup', idempotencyKey: '', auth: 'Bearer sk_test_local' }]);

    // The first submit stopped before Stripe was asked: the retry makes the intent, for the server's
    // total, with the idempotency key that submit would have used.
    await shop.database.query(`update payments set provider_ref = null where order_id = $1`, [order.id]);
    const resumed = await submit();
    const made = intents.at(-1)!;
    expect(made).toEqual({ ...created, amount: String(order.totalCents) });
    const intent = resumed.body.payment.clientSecret!.split('_secret')[0]!;
    expect(resumed.body.payment).toEqual({ status: 'pending', message: null, clientSecret: `${intent}_secret_x` });
    expect(intent).toBe(`pi_test_${intents.length}`);

    // Paid at Stripe in the meantime (webhook not here yet): the retry settles the order, no secret.
    intentStatus.set(intent, { status: 'succeeded' });
    const paid = await submit();
    expect(paid.body).toMatchObject({
      replayed: true,
      order: { status: 'confirmed', paymentStatus: 'paid' },
      payment: { status: 'paid', clientSecret: null },
    });
    // And once paid, a further retry asks Stripe nothing.
    const asked = intents.length;
    expect((await submit()).body.payment).toEqual({ status: 'paid', message: null, clientSecret: null });
    expect(intents.length).toBe(asked);
  });

  it('gives no client secret on a retried submit of a cash order or of a declined payment', async () => {
    await fillCart(shop.database, shopper.id, [{ productId: shop.products.mangoes.id, quantity: 5 }]);
    const cod = orderBody();
    await call(shop, shopper, 'POST', '/api/checkout/orders', cod);
    const codAgain = await call<PlaceOrderResult>(shop, shopper, 'POST', '/api/checkout/orders', cod);
    expect(codAgain.body).toMatchObject({ replayed: true, payment: { status: 'unpaid', clientSecret: null } });

    await fillCart(shop.database, shopper.id, [{ productId: shop.products.mangoes.id, quantity: 5 }]);
    const card = orderBody({ payment: { method: 'stripe_card', tip: { percent: 0 } } });
    const placed = await call<PlaceOrderResult>(shop, shopper, 'POST', '/api/checkout/orders', card);
    const intent = placed.body.payment.clientSecret!.split('_secret')[0]!;
    const event = JSON.stringify({
      type: 'payment_intent.payment_failed',
      data: { object: { id: intent, last_payment_error: { message: 'Your card was declined.' } } },
    });
    expect((await webhook(event, signWebhook(event, SECRET))).statusCode).toBe(200);
    const asked = intents.length;
    const cardAgain = await call<PlaceOrderResult>(shop, shopper, 'POST', '/api/checkout/orders', card);
    expect(cardAgain.body.payment).toEqual({
      status: 'failed',
      message: 'Your card was declined.',
      clientSecret: null,
    });
    expect(intents.length).toBe(asked);
  });

  describe('a retried submit whose payment method differs from the order’s', () => {
    const submit = (body: unknown) => submitOrder(shop, shopper, body);
    const paymentsOf = (orderId: string) =>
      shop.database.query<{ method: string; provider: string; status: string; provider_ref: string | null }>(
        `select method, provider, status, provider_ref from payments where order_id = $1 order by created_at`,
        [orderId],
      );
    const ordered = async (method: 'stripe_card' | 'google_pay') => {
      await fillCart(shop.database, shopper.id, [{ productId: shop.products.mangoes.id, quantity: 5 }]);
      const body = orderBody({ payment: { method, tip: { percent: 0 } } });
      const first = await submit(body);
      expect(first.status).toBe(201);
      return { body, first: first.body, intent: first.body.payment.clientSecret!.split('_secret')[0]! };
    };
    const withMethod = (body: ReturnType<typeof orderBody>, method: 'cod' | 'stripe_card' | 'google_pay') => ({
      ...body,
      payment: { ...body.payment, method },
    });

    it('switches an order still awaiting payment to the new method: a new intent for its total, the old attempt cancelled', async () => {
      const { body, first, intent } = await ordered('google_pay');
      const before = intents.length;
      const card = await submit(withMethod(body, 'stripe_card'));
      expect(card.status).toBe(200);
      expect(card.body).toMatchObject({
        replayed: true,
        order: { id: first.order.id, status: 'pending', paymentMethod: 'stripe_card', paymentStatus: 'pending' },
        payment: { status: 'pending', message: null },
      });
      // The old intent cancelled at Stripe (a page still open on it can no longer pay it), then a new one
      // for the order's own total, with its own key.
      const made = intents.slice(before);
      expect(made.map((i) => i.amount)).toEqual(['cancel', String(first.order.totalCents)]);
      expect(intentStatus.get(intent)).toEqual({ status: 'canceled' });
      expect(made[1]!.idempotencyKey).not.toBe(intents[before - 1]!.idempotencyKey);
      const next = card.body.payment.clientSecret!.split('_secret')[0]!;
      expect(next).not.toBe(intent);
      expect(await paymentsOf(first.order.id)).toEqual([
        { method: 'google_pay', provider: 'stripe', status: 'cancelled', provider_ref: intent },
        { method: 'stripe_card', provider: 'stripe', status: 'pending', provider_ref: next },
      ]);

      // The card pays: the order is paid by card, and says so.
      const event = intentEvent('payment_intent.succeeded', next);
      expect((await webhook(event, signWebhook(event, SECRET))).statusCode).toBe(200);
      const paid = await call<OrderDto>(shop, shopper, 'GET', `/api/orders/${first.order.id}`);
      expect(paid.body).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', paymentMethod: 'stripe_card' });

      // A paid order is never changed: a further submit saying Google Pay asks Stripe nothing.
      const asked = intents.length;
      const late = await submit(body);
      expect(late.body).toMatchObject({
        replayed: true,
        order: { status: 'confirmed', paymentStatus: 'paid', paymentMethod: 'stripe_card' },
        payment: { status: 'paid', clientSecret: null },
      });
      expect(intents.length).toBe(asked);
    });

    it('switches to cash on delivery like a cash order: confirmed, unpaid, confirmation sent', async () => {
      const { body, first, intent } = await ordered('stripe_card');
      const cod = await submit(withMethod(body, 'cod'));
      expect(cod.body).toMatchObject({
        replayed: true,
        order: { id: first.order.id, status: 'confirmed', paymentMethod: 'cod', paymentStatus: 'unpaid' },
        payment: { status: 'unpaid', message: null, clientSecret: null },
      });
      expect(cod.body.order.history.map((h) => h.status)).toEqual(['pending', 'confirmed']);
      expect(await paymentsOf(first.order.id)).toEqual([
        { method: 'stripe_card', provider: 'stripe', status: 'cancelled', provider_ref: intent },
        { method: 'cod', provider: 'cod', status: 'pending', provider_ref: null },
      ]);
      const mails = await shop.database.query(
        `select 1 from email_outbox where kind = 'order-confirmation' and subject like $1`,
        [`%${first.order.orderNumber}%`],
      );
      expect(mails).toHaveLength(1);
      // A confirmed cash order stays one: the card again changes nothing and gets no secret.
      const asked = intents.length;
      expect((await submit(body)).body).toMatchObject({
        order: { status: 'confirmed', paymentMethod: 'cod' },
        payment: { status: 'unpaid', clientSecret: null },
      });
      expect(intents.length).toBe(asked);
    });

    it('settles the order with the first method when Stripe already took that payment', async () => {
      const { body, first, intent } = await ordered('google_pay');
      intentStatus.set(intent, { status: 'succeeded' });
      const before = intents.length;
      const card = await submit(withMethod(body, 'stripe_card'));
      expect(card.body).toMatchObject({
        order: { status: 'confirmed', paymentStatus: 'paid', paymentMethod: 'google_pay' },
        payment: { status: 'paid', message: null, clientSecret: null },
      });
      // Stripe refused to cancel a paid intent; the lookup found it paid.
      expect(intents.slice(before).map((i) => i.amount)).toEqual(['cancel', 'lookup']);
      expect((await paymentsOf(first.order.id)).map((p) => [p.method, p.status])).toEqual([
        ['google_pay', 'succeeded'],
      ]);
    });

    it('changes nothing while the first payment is still being processed', async () => {
      const { body, first, intent } = await ordered('google_pay');
      intentStatus.set(intent, { status: 'processing' });
      const card = await submit(withMethod(body, 'stripe_card'));
      expect(card.status).toBe(409);
      expect(card.body.error.message).toBe(
        'Your earlier payment for this order is still being processed. Please try again in a minute.',
      );
      expect((await paymentsOf(first.order.id)).map((p) => [p.method, p.status])).toEqual([['google_pay', 'pending']]);
    });

    it('changes nothing when Stripe cannot say whether the first method paid', async () => {
      const { body, first, intent } = await ordered('google_pay');
      lookupFails.add(intent);
      const card = await submit(withMethod(body, 'stripe_card'));
      expect(card.status).toBe(503);
      expect(card.body.error.message).toBe('The card processor could not be reached. Please try again.');
      const order = await call<OrderDto>(shop, shopper, 'GET', `/api/orders/${first.order.id}`);
      expect(order.body).toMatchObject({ status: 'pending', paymentMethod: 'google_pay', paymentStatus: 'pending' });
      expect((await paymentsOf(first.order.id)).map((p) => [p.method, p.status])).toEqual([['google_pay', 'pending']]);
      lookupFails.delete(intent);
    });

    it('never changes a cancelled order, and gives it no client secret', async () => {
      const { body, first } = await ordered('google_pay');
      expect((await call(shop, shopper, 'POST', `/api/orders/${first.order.id}/cancel`)).status).toBe(200);
      const asked = intents.length;
      for (const method of ['google_pay', 'stripe_card', 'cod'] as const) {
        const again = await submit(withMethod(body, method));
        expect(again.body).toMatchObject({
          order: { status: 'cancelled', paymentMethod: 'google_pay' },
          payment: { clientSecret: null },
        });
      }
      expect(intents.length).toBe(asked);
      expect((await paymentsOf(first.order.id)).map((p) => p.method)).toEqual(['google_pay']);
    });
  });
});
