import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceOrderResult } from '../../../shared/checkout';
import type { OrderDto } from '../../../shared/orders';
import { call, deliver, type Desk, fillCart, orderBody, staffCall, startDesk } from '../../test/harness';
import { signWebhook } from '../payments/stripe-client';

/**
 * Refunds of orders paid through Stripe, against a local stand-in for api.stripe.com that keeps each
 * intent's amount and refuses, as Stripe does, to refund more than is left of it.
 */
const SECRET = 'whsec_test_refunds';
let stripe: Server;
let desk: Desk;
const amounts = new Map<string, { amount: number; refunded: number }>();
const refundCalls: { intent: string; amount: number; key: string; auth: string }[] = [];
let failNext = false;

beforeAll(async () => {
  stripe = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      const form = new URLSearchParams(body);
      if (request.url === '/v1/refunds') {
        const intent = form.get('payment_intent')!;
        const amount = Number(form.get('amount'));
        refundCalls.push({
          intent,
          amount,
          key: String(request.headers['idempotency-key']),
          auth: String(request.headers.authorization),
        });
        const paid = amounts.get(intent);
        if (failNext || !paid || paid.refunded + amount > paid.amount) {
          failNext = false;
          response.statusCode = 400;
          return response.end(
            JSON.stringify({ error: { message: 'Refund amount is greater than unrefunded amount' } }),
          );
        }
        paid.refunded += amount;
        return response.end(JSON.stringify({ id: `re_${refundCalls.length}`, status: 'succeeded', amount }));
      }
      const id = `pi_refund_${amounts.size + 1}`;
      amounts.set(id, { amount: Number(form.get('amount')), refunded: 0 });
      response.end(JSON.stringify({ id, client_secret: `${id}_secret_x`, status: 'requires_payment_method' }));
    });
  });
  await new Promise<void>((resolve) => stripe.listen(0, '127.0.0.1', resolve));
  desk = await startDesk({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_refunds',
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_refunds',
      STRIPE_API_URL: `http://127.0.0.1:${(stripe.address() as AddressInfo).port}`,
    },
  });
});
afterAll(async () => {
  await desk?.shop.close();
  stripe?.close();
});

/** A card order paid through Stripe (its webhook settles it), then delivered by staff. */
async function deliveredStripeOrder() {
  const { products } = desk.shop;
  await fillCart(desk.shop.database, desk.shopper.id, [
    { productId: products.mangoes.id, quantity: 5 },
    { productId: products.snack.id, quantity: 3 },
  ]);
  const placed = await call<PlaceOrderResult>(
    desk.shop,
    desk.shopper,
    'POST',
    '/api/checkout/orders',
    orderBody({ payment: { method: 'stripe_card', tip: { percent: 0 } } }),
  );
  expect(placed.status).toBe(201);
  const intent = placed.body.payment.clientSecret!.split('_secret')[0]!;
  const event = JSON.stringify({
    type: 'payment_intent.succeeded',
    data: { object: { id: intent, amount: amounts.get(intent)!.amount, currency: 'usd' } },
  });
  const settled = await desk.shop.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signWebhook(event, SECRET) },
    payload: event,
  });
  expect(settled.statusCode).toBe(200);
  await deliver(desk, placed.body.order.id);
  return { order: placed.body.order, intent };
}

const refund = (id: string, body: Record<string, unknown> = {}) =>
  staffCall<OrderDto>(desk, 'POST', `/api/admin/orders/${id}/refund`, body);

describe('refunds through Stripe', () => {
  it('refunds a line, then the rest, of the PaymentIntent, with the secret key and one idempotency key per refund', async () => {
    const { order, intent } = await deliveredStripeOrder();
    const first = await refund(order.id, { lineIds: [order.lines[1]!.id], reason: 'Peanuts were stale' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.status).toBe('delivered');
    const rest = await refund(order.id);
    expect(rest.body).toMatchObject({ status: 'refunded', paymentStatus: 'refunded' });

    const calls = refundCalls.filter((c) => c.intent === intent);
    expect(calls).toHaveLength(2);
    expect(calls.every((c) => c.auth === 'Bearer sk_test_refunds')).toBe(true);
    expect(calls[0]!.key).not.toBe(calls[1]!.key);
    expect(calls[0]!.amount + calls[1]!.amount).toBe(order.totalCents);
    expect(amounts.get(intent)).toEqual({ amount: order.totalCents, refunded: order.totalCents });
    const rows = await desk.shop.database.query<{ provider: string; provider_ref: string; amount_cents: number }>(
      'select provider, provider_ref, amount_cents from order_refunds where order_id = $1 order by created_at',
      [order.id],
    );
    expect(rows.map((r) => [r.provider, r.amount_cents])).toEqual([
      ['stripe', calls[0]!.amount],
      ['stripe', calls[1]!.amount],
    ]);
    expect(rows.every((r) => /^re_\d+$/.test(r.provider_ref))).toBe(true);
    expect((await refund(order.id)).status).toBe(409);
    expect(refundCalls.filter((c) => c.intent === intent)).toHaveLength(2);
  });

  it('refunds once when two staff members refund the same order at the same moment', async () => {
    const { order, intent } = await deliveredStripeOrder();
    const answers = await Promise.all([refund(order.id), refund(order.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(refundCalls.filter((c) => c.intent === intent)).toHaveLength(1);
    expect(amounts.get(intent)).toEqual({ amount: order.totalCents, refunded: order.totalCents });
    const [row] = await desk.shop.database.query<{ n: number; refunded_cents: number }>(
      `select (select count(*)::int from order_refunds r where r.order_id = o.id) as n, refunded_cents
       from orders o where id = $1`,
      [order.id],
    );
    expect(row).toEqual({ n: 1, refunded_cents: order.totalCents });
  });

  it('records nothing when Stripe refuses the refund, and says why', async () => {
    const { order } = await deliveredStripeOrder();
    failNext = true;
    const refused = await refund(order.id);
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toBe(
      'The card processor refused the refund: Refund amount is greater than unrefunded amount',
    );
    const [row] = await desk.shop.database.query<{ status: string; refunded_cents: number; n: number }>(
      `select status, refunded_cents, (select count(*)::int from order_refunds r where r.order_id = o.id) as n
       from orders o where id = $1`,
      [order.id],
    );
    expect(row).toEqual({ status: 'delivered', refunded_cents: 0, n: 0 });
    const audit = await desk.shop.database.query(
      `select 1 from audit_log where action = 'order.refund' and entity_id = $1`,
      [order.id],
    );
    expect(audit).toHaveLength(0);
  });
});
