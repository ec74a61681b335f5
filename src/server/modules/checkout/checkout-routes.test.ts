import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CheckoutQuoteDto, SlotsDto } from '../../../shared/checkout';
import type { AddressDto } from '../../../shared/account';
import type { CartDto } from '../../../shared/cart';
import { computeTotals, countItems } from '../../../shared/order-totals';
import type { OrderDto } from '../../../shared/orders';
import {
  call,
  fillCart,
  orderBody,
  PASSWORD,
  type Shopper,
  signIn,
  signInShoppers,
  startShop,
  stockOf,
  submitOrder,
  type TestShop,
} from '../../test/harness';
import { salesCountRepository } from '../orders/sales-count-repository';

let shop: TestShop;
let asha: Shopper;
let ravi: Shopper;

beforeAll(async () => {
  shop = await startShop();
  [asha, ravi] = (await signInShoppers(shop, 2)) as [Shopper, Shopper];
});
afterAll(async () => shop?.close());
beforeEach(async () => {
  await shop.reset();
  await shop.database.query('delete from orders');
  await shop.database.query('update promos set times_used = 0');
  await shop.database.query('delete from delivery_slot_bookings');
});

const place = (shopper: Shopper, body: unknown) => submitOrder(shop, shopper, body);
const mangoes = () => ({ productId: shop.products.mangoes.id, quantity: 5 }); // 5 × $12.99 = $64.95

describe('placing an order', () => {
  it('asks guests to sign in', async () => {
    const { status } = await call(shop, null, 'POST', '/api/checkout/orders', orderBody());
    expect(status).toBe(401);
  });

  it('places a cash-on-delivery order in one go: confirmed, totals from the server, stock taken, cart emptied, email kept', async () => {
    await fillCart(shop.database, asha.id, [mangoes(), { productId: shop.products.incense.id, quantity: 2 }]);
    const { status, body } = await place(asha, orderBody({ payment: { method: 'cod', tip: { percent: 10 } } }));
    expect(status, JSON.stringify(body)).toBe(201);
    const expected = computeTotals({
      lines: [
        { unitPriceCents: 1299, quantity: 5, taxClass: 'food' },
        { unitPriceCents: 499, quantity: 2, taxClass: 'taxable' },
      ],
      zone: { deliveryChargeCents: 299, expressAvailable: true },
      state: 'TX',
      tip: { percent: 10 },
    });
    const { order } = body;
    expect(order.orderNumber).toMatch(/^US-\d{8}-\d{4}$/);
    expect(order.status).toBe('confirmed');
    expect(order.paymentStatus).toBe('unpaid');
    expect(order.totals).toMatchObject({
      subtotalCents: 7493,
      taxCents: expected.taxCents,
      tipCents: 749,
      totalCents: expected.totalCents,
    });
    expect(order.totals.taxRatePercent).toBe(6.25);
    expect(order.lines.map((l) => [l.name, l.quantity, l.unitPriceCents])).toEqual([
      ['Alphonso Mangoes (Box of 6)', 5, 1299],
      ['Sandalwood Agarbatti', 2, 499],
    ]);
    expect(order.history.map((h) => h.status)).toEqual(['confirmed']);
    expect(await stockOf(shop.database, shop.products.mangoes.id)).toBe(95);
    expect(await stockOf(shop.database, shop.products.incense.id)).toBe(48);
    const cart = await shop.database.query('select 1 from cart_items where user_id = $1', [asha.id]);
    expect(cart).toHaveLength(0);
    const [mail] = await shop.database.query<{ subject: string }>(
      `select subject from email_outbox where kind = 'order-confirmation' and subject like $1`,
      [`%${order.orderNumber}%`],
    );
    expect(mail?.subject).toContain('is confirmed');
  });

  it('takes a variant and its product together, keeping the product stock the sum of its sizes', async () => {
    const rice = shop.products.rice;
    await fillCart(shop.database, asha.id, [{ productId: rice.id, variantId: rice.variants[1]!.id, quantity: 2 }]);
    const { status } = await place(asha, orderBody());
    expect(status).toBe(201);
    expect(await stockOf(shop.database, rice.id, rice.variants[1]!.id)).toBe(0);
    expect(await stockOf(shop.database, rice.id)).toBe(10);
  });

  it.each([
    ['empty cart', [], 'Your cart is empty', 422],
    [
      'out of stock',
      [
        { key: 'ghee', quantity: 1 },
        { key: 'mangoes', quantity: 5 },
      ],
      'Desi Cow Ghee 1 L is out of stock',
      409,
    ],
    [
      'more than in stock',
      [
        { key: 'paneer', quantity: 5 },
        { key: 'mangoes', quantity: 5 },
      ],
      'Malai Paneer 14 oz - Only 3 available, but 5 requested',
      409,
    ],
    ['below the minimum', [{ key: 'snack', quantity: 2 }], 'Minimum order value is $50', 422],
  ] as const)('refuses an order with %s: "%s"', async (_case, lines, message, status) => {
    await fillCart(
      shop.database,
      asha.id,
      lines.map((l) => ({ productId: shop.products[l.key].id, quantity: l.quantity })),
    );
    const response = await place(asha, orderBody());
    expect(response.status).toBe(status);
    expect(response.body.error.message).toBe(message);
    expect(await shop.database.query('select 1 from orders')).toHaveLength(0);
  });

  it('refuses a ZIP outside the delivery area, and says so in the spec words', async () => {
    await fillCart(shop.database, asha.id, [mangoes()]);
    const body = orderBody();
    body.delivery.address = { street: '1 Broadway', city: 'New York', state: 'NY', zipCode: '10001' };
    const response = await place(asha, body);
    expect(response.status).toBe(422);
    expect(response.body.error.message).toBe('Delivery not available in your area. Please check your postal code.');
    expect(await stockOf(shop.database, shop.products.mangoes.id)).toBe(100);
  });

  it.each([
    [
      'contact.fullName',
      { contact: { fullName: 'A', email: 'a@example.test', phone: '9725550142' } },
      'Full name must be at least 2 characters',
    ],
    [
      'contact.email',
      { contact: { fullName: 'Asha', email: 'nope', phone: '9725550142' } },
      'Please enter a valid email address',
    ],
    [
      'contact.phone',
      { contact: { fullName: 'Asha', email: 'a@example.test', phone: '555-01' } },
      'Phone number must be at least 10 digits',
    ],
    ['payment.method', { payment: { method: 'bitcoin' } }, 'Please choose a payment method'],
  ])('checks %s', async (field, override, message) => {
    await fillCart(shop.database, asha.id, [mangoes()]);
    const response = await place(asha, orderBody(override as never));
    expect(response.status).toBe(400);
    expect((response.body.error as unknown as { fields: Record<string, string> }).fields[field]).toBe(message);
  });

  it('checks the address ZIP, the slot and the card', async () => {
    await fillCart(shop.database, asha.id, [mangoes()]);
    const badZip = orderBody();
    badZip.delivery.address.zipCode = '7503';
    expect((await place(asha, badZip)).body.error.message).toBe('Please enter a valid 5-digit ZIP code');
    const noSlot = orderBody();
    (noSlot.delivery as { slot?: unknown }).slot = undefined;
    expect((await place(asha, noSlot)).body.error.message).toBe('Please choose a delivery slot');
    const pastSlot = orderBody();
    pastSlot.delivery.slot = { date: '2020-01-01', start: 8 };
    expect((await place(asha, pastSlot)).body.error.message).toBe(
      'This delivery slot is no longer available. Please choose another.',
    );
    const noCard = await place(asha, orderBody({ payment: { method: 'stripe_card' } }));
    expect(noCard.body.error.message).toBe('Please enter a valid card number');
  });

  it('refuses a full delivery window', async () => {
    await fillCart(shop.database, asha.id, [mangoes()]);
    const body = orderBody();
    await shop.database.query(
      'insert into delivery_slot_bookings (slot_date, window_start, booked) values ($1, $2, 20)',
      [body.delivery.slot.date, body.delivery.slot.start],
    );
    const response = await place(asha, body);
    expect(response.status).toBe(409);
    expect(response.body.error.message).toBe('This delivery slot is full. Please choose another.');
    const slots = await call<{ days: { slots: { date: string; start: number; available: boolean }[] }[] }>(
      shop,
      asha,
      'GET',
      '/api/checkout/slots',
    );
    const full = slots.body.days
      .flatMap((d) => d.slots)
      .find((s) => s.date === body.delivery.slot.date && s.start === body.delivery.slot.start);
    expect(full?.available).toBe(false);
  });

  it('uses the current price when it changed since the cart, and tells the shopper', async () => {
    await fillCart(shop.database, asha.id, [mangoes()]);
    await shop.database.query('update products set price_cents = 1399 where id = $1', [shop.products.mangoes.id]);
    const body = orderBody({ expected: { lines: [{ productId: shop.products.mangoes.id, unitPriceCents: 1299 }] } });
    const { status, body: result } = await place(asha, body);
    expect(status).toBe(201);
    expect(result.order.lines[0]!.unitPriceCents).toBe(1399);
    expect(result.order.totals.subtotalCents).toBe(6995);
    expect(result.priceChanges).toEqual([
      { name: 'Alphonso Mangoes (Box of 6)', previousCents: 1299, currentCents: 1399 },
    ]);
    expect(result.priceMessage).toMatch(/prices changed/);
  });

  it('ignores amounts sent by the browser', async () => {
    await fillCart(shop.database, asha.id, [mangoes()]);
    const tampered = {
      ...orderBody(),
      totalCents: 1,
      subtotalCents: 1,
      totals: { totalCents: 1 },
      lines: [{ productId: shop.products.mangoes.id, unitPriceCents: 1, quantity: 5 }],
      payment: { method: 'cod', tip: { percent: 0 }, amountCents: 1, discountCents: 6000 },
      expected: { lines: [{ productId: shop.products.mangoes.id, unitPriceCents: 1 }] },
    };
    const { status, body } = await place(asha, tampered);
    expect(status).toBe(201);
    expect(body.order.totals.subtotalCents).toBe(6495);
    expect(body.order.totals.discountCents).toBe(0);
    expect(body.order.totals.totalCents).toBe(6495);
    const [payment] = await shop.database.query<{ amount_cents: number }>(
      'select amount_cents from payments where order_id = $1',
      [body.order.id],
    );
    expect(payment!.amount_cents).toBe(6495);
  });

  it('creates one order for one idempotency key, however often or at once it is sent', async () => {
    await fillCart(shop.database, asha.id, [mangoes()]);
    const body = orderBody();
    const [a, b] = await Promise.all([place(asha, body), place(asha, body)]);
    const again = await place(asha, body);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(again.status).toBe(200);
    expect(again.body.replayed).toBe(true);
    expect(new Set([a.body.order.id, b.body.order.id, again.body.order.id]).size).toBe(1);
    expect(await shop.database.query('select 1 from orders')).toHaveLength(1);
    expect(await stockOf(shop.database, shop.products.mangoes.id)).toBe(95);
  });

  it('skips a random number that an order written some other way already has', async () => {
    await fillCart(shop.database, asha.id, [mangoes()]);
    const first = (await place(asha, orderBody())).body.order;
    expect(first.orderNumber).toMatch(/^US-\d{8}-\d{4}$/);
    const date = first.orderNumber.slice(3, 11).replace(/(\d{4})(\d{2})(\d{2})/, '$1-$2-$3');
    // Every four-digit suffix of the day is claimed but 4321, which an order written without a claim has.
    await shop.database.query(
      `insert into order_number_suffixes (store_date, suffix)
       select $1, s from generate_series(0, 9999) s where s <> 4321 on conflict do nothing`,
      [date],
    );
    await shop.database.query('update orders set order_number = $1 where id = $2', [
      `US-${date.replaceAll('-', '')}-4321`,
      first.id,
    ]);
    await fillCart(shop.database, asha.id, [mangoes()]);
    const { status, body } = await place(asha, orderBody());
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.order.orderNumber).toMatch(new RegExp(`^US-${date.replaceAll('-', '')}-[1-9]\\d{4}$`));
  });

  it('refuses the same cart ordered twice from two tabs with different keys', async () => {
    await fillCart(shop.database, asha.id, [mangoes()]);
    const [a, b] = await Promise.all([place(asha, orderBody()), place(asha, orderBody())]);
    expect([a.status, b.status].sort()).toEqual([201, 422]);
    expect([a.body, b.body].find((x) => x.error)?.error.message).toBe('Your cart is empty');
  });
});

describe('the checkout summary', () => {
  it('counts items as the cart does: 1 + 5 units and a weighed line are 7 items', async () => {
    await fillCart(shop.database, asha.id, [
      { productId: shop.products.incense.id, quantity: 1 },
      mangoes(),
      { productId: shop.products.okra.id, quantity: 2.2 },
    ]);
    const quote = await call<CheckoutQuoteDto>(shop, asha, 'POST', '/api/checkout/quote', { zipCode: '75038' });
    const cart = await call<CartDto>(shop, asha, 'GET', '/api/cart');
    expect(quote.body.lines.map((l) => l.weightBased)).toEqual([false, false, true]);
    expect(countItems(quote.body.lines)).toBe(7);
    expect(cart.body.summary.itemCount).toBe(7);
  });
});

describe('delivery windows and Express', () => {
  it('says how many places a window has left, and that a full one is full', async () => {
    const { date, start } = orderBody().delivery.slot;
    await shop.database.query(
      'insert into delivery_slot_bookings (slot_date, window_start, booked) values ($1, $2, 17), ($1, $3, 20)',
      [date, start, start + 2],
    );
    const slots = await call<SlotsDto>(shop, asha, 'GET', '/api/checkout/slots');
    const day = slots.body.days.find((d) => d.date === date)!;
    const window = (s: number) => day.slots.find((w) => w.start === s);
    expect(window(start)).toMatchObject({ remaining: 3, available: true });
    if (window(start + 2)) expect(window(start + 2)).toMatchObject({ remaining: 0, available: false });
  });

  it('prices Express for the ZIP asked about, and says nothing of it before a ZIP', async () => {
    await shop.database.query('delete from addresses where user_id = $1', [asha.id]);
    await fillCart(shop.database, asha.id, [mangoes()]);
    const quote = (zipCode?: string) =>
      call<CheckoutQuoteDto>(shop, asha, 'POST', '/api/checkout/quote', zipCode ? { zipCode } : {});
    // The Irving zone charges $2.99; Express adds half of it, chosen or not.
    expect((await quote('75038')).body).toMatchObject({ expressAvailable: true, expressPriceCents: 150 });
    expect((await quote()).body).toMatchObject({ deliveryAvailable: null, expressPriceCents: null });
  });
});

describe('remembering the address', () => {
  const addresses = () =>
    call<{ addresses: AddressDto[] }>(shop, asha, 'GET', '/api/account/addresses').then((r) => r.body.addresses);
  const delivery = (saveAddress: boolean, street = '7600 N MacArthur Blvd') => ({
    ...orderBody().delivery,
    address: { street, street2: 'Apt 1204', city: 'Irving', state: 'TX', zipCode: '75038' },
    saveAddress,
  });
  beforeEach(async () => shop.database.query('delete from addresses where user_id = $1', [asha.id]));

  it('saves a new address to the account as its default, so the next checkout offers it first', async () => {
    await call(shop, asha, 'POST', '/api/account/addresses', {
      street: '1 Elm St',
      city: 'Dallas',
      state: 'TX',
      zipCode: '75201',
      isDefault: true,
    });
    await fillCart(shop.database, asha.id, [mangoes()]);
    expect((await place(asha, orderBody({ delivery: delivery(true) }))).status).toBe(201);
    const saved = await addresses();
    expect(saved.map((a) => [a.street, a.street2, a.zipCode, a.isDefault])).toEqual([
      ['7600 N MacArthur Blvd', 'Apt 1204', '75038', true],
      ['1 Elm St', '', '75201', false],
    ]);
    // The same address again (other letter case) is not saved twice.
    await fillCart(shop.database, asha.id, [mangoes()]);
    expect((await place(asha, orderBody({ delivery: delivery(true, '7600 n macarthur blvd') }))).status).toBe(201);
    expect(await addresses()).toHaveLength(2);
  });

  it('saves nothing when the shopper unticks "Save this address"', async () => {
    await fillCart(shop.database, asha.id, [mangoes()]);
    expect((await place(asha, orderBody({ delivery: delivery(false) }))).status).toBe(201);
    expect(await addresses()).toEqual([]);
  });

  it('saves nothing when the order is refused', async () => {
    const { status } = await place(asha, orderBody({ delivery: delivery(true) }));
    expect(status).toBe(422);
    expect(await addresses()).toEqual([]);
  });
});

describe('payment by card (demo processor)', () => {
  const card = (number: string) => ({ number, expiry: '12/39', cvc: '123', name: 'Asha Patel' });

  it('confirms a paid order with the test card 4242 4242 4242 4242', async () => {
    await fillCart(shop.database, asha.id, [mangoes()]);
    const { status, body } = await place(asha, {
      ...orderBody({ payment: { method: 'stripe_card' } }),
      card: card('4242 4242 4242 4242'),
    });
    expect(status).toBe(201);
    expect(body.payment).toEqual({ status: 'paid', message: null, clientSecret: null });
    expect(body.order.status).toBe('confirmed');
    expect(body.order.history.map((h) => h.status)).toEqual(['pending', 'confirmed']);
  });

  it('leaves a declined order pending, then a retry with a good card confirms it', async () => {
    await fillCart(shop.database, asha.id, [mangoes()]);
    const declined = await place(asha, {
      ...orderBody({ payment: { method: 'stripe_card' } }),
      card: card('4000 0000 0000 0002'),
    });
    expect(declined.status).toBe(201);
    expect(declined.body.payment).toMatchObject({ status: 'failed', message: 'Your card was declined.' });
    expect(declined.body.order).toMatchObject({ status: 'pending', paymentStatus: 'failed' });
    expect(await stockOf(shop.database, shop.products.mangoes.id)).toBe(95);
    const id = declined.body.order.id;
    expect(
      (
        await call(shop, ravi, 'POST', `/api/orders/${id}/pay`, {
          method: 'stripe_card',
          card: card('4242424242424242'),
        })
      ).status,
    ).toBe(404);
    const retry = await call<{ order: OrderDto; payment: { status: string } }>(
      shop,
      asha,
      'POST',
      `/api/orders/${id}/pay`,
      {
        method: 'stripe_card',
        card: card('4242424242424242'),
      },
    );
    expect(retry.status).toBe(200);
    expect(retry.body.payment.status).toBe('paid');
    expect(retry.body.order).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    const again = await call<{ error: { message: string } }>(shop, asha, 'POST', `/api/orders/${id}/pay`, {
      method: 'stripe_card',
      card: card('4242424242424242'),
    });
    expect(again.body.error.message).toBe('This order is already paid');
  });

  it('pays a declined order with the method a retried submit changed to, and records that method', async () => {
    await fillCart(shop.database, asha.id, [mangoes()]);
    const body = { ...orderBody({ payment: { method: 'stripe_card' } }), card: card('4000000000000002') };
    const declined = await place(asha, body);
    expect(declined.body.order).toMatchObject({ status: 'pending', paymentStatus: 'failed' });
    const wallet = await place(asha, { ...body, payment: { ...body.payment, method: 'google_pay' }, card: undefined });
    expect(wallet.status).toBe(200);
    expect(wallet.body).toMatchObject({
      replayed: true,
      order: { id: declined.body.order.id, status: 'confirmed', paymentStatus: 'paid', paymentMethod: 'google_pay' },
      payment: { status: 'paid', clientSecret: null },
    });
    const payments = await shop.database.query<{ method: string; status: string }>(
      'select method, status from payments where order_id = $1 order by created_at',
      [declined.body.order.id],
    );
    expect(payments).toEqual([
      { method: 'stripe_card', status: 'failed' },
      { method: 'google_pay', status: 'succeeded' },
    ]);
    // Paid: the card again changes nothing.
    expect((await place(asha, body)).body.order).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'google_pay' });
    expect(await shop.database.query('select 1 from orders')).toHaveLength(1);
  });

  it('releases the stock of a pending order after 30 minutes, once', async () => {
    await fillCart(shop.database, asha.id, [mangoes()]);
    const declined = await place(asha, {
      ...orderBody({ payment: { method: 'stripe_card' } }),
      card: card('4000000000000002'),
    });
    await shop.database.query(`update orders set created_at = now() - interval '31 minutes' where id = $1`, [
      declined.body.order.id,
    ]);
    const { createOrdersService } = await import('../orders/orders-service');
    const orders = createOrdersService({
      database: shop.database,
      mailer: { mode: 'outbox', send: async () => {}, kept() {}, close() {} },
      publicUrl: 'http://x',
      log: shop.app.log,
    });
    expect(await Promise.all([orders.releaseAbandoned(), orders.releaseAbandoned()]).then((n) => n[0] + n[1])).toBe(1);
    expect(await stockOf(shop.database, shop.products.mangoes.id)).toBe(100);
    const detail = await call<OrderDto>(shop, asha, 'GET', `/api/orders/${declined.body.order.id}`);
    expect(detail.body.status).toBe('cancelled');
    const retry = await call<{ error: { message: string } }>(
      shop,
      asha,
      'POST',
      `/api/orders/${declined.body.order.id}/pay`,
      { method: 'cod' },
    );
    expect(retry.body.error.message).toBe('This order has expired. Please place it again from your cart.');
  });
});

describe('promo codes and loyalty', () => {
  it('applies WELCOME10 once per shopper, with clear messages for bad codes', async () => {
    await fillCart(shop.database, asha.id, [mangoes()]);
    const check = (code: string) =>
      call<{ discountCents: number; error: { message: string } }>(shop, asha, 'POST', '/api/promos/validate', { code });
    expect((await check('welcome10')).body.discountCents).toBe(650);
    expect((await check('NOPE')).body.error.message).toBe('Invalid promo code');
    await shop.database
      .query(
        `insert into promos (code, kind, amount_off_cents, ends_at) values ('OLD5', 'fixed', 500, now() - interval '1 day')`,
      )
      .catch(() => {});
    // A code that is not this shopper's to use is just invalid: guessing it teaches nothing.
    expect((await check('OLD5')).body.error.message).toBe('Invalid promo code');
    await shop.database
      .query(
        `insert into promos (code, kind, amount_off_cents, usage_limit, times_used) values ('GONE5', 'fixed', 500, 1, 1)`,
      )
      .catch(() => {});
    await shop.database.query(`update promos set times_used = 1 where code = 'GONE5'`);
    expect((await check('GONE5')).body.error.message).toBe('Invalid promo code');
    await shop.database
      .query(
        `insert into promos (code, kind, amount_off_cents, min_subtotal_cents) values ('BIG5', 'fixed', 500, 10000)`,
      )
      .catch(() => {});
    expect((await check('BIG5')).body.error.message).toBe('This promo code needs an order of at least $100.00');

    const first = await place(asha, orderBody({ payment: { method: 'cod', promoCode: 'WELCOME10' } }));
    expect(first.status).toBe(201);
    expect(first.body.order.totals.discountCents).toBe(650);
    expect(first.body.order.promoCode).toBe('WELCOME10');
    await fillCart(shop.database, asha.id, [mangoes()]);
    const second = await place(asha, orderBody({ payment: { method: 'cod', promoCode: 'WELCOME10' } }));
    expect(second.status).toBe(422);
    expect(second.body.error.message).toBe('You have already used this promo code');
  });

  it('redeems loyalty points up to 20% of the subtotal and gives them back on cancel', async () => {
    await shop.database.query(
      `insert into user_loyalty_points (user_id, total_points, lifetime_points) values ($1, 5000, 5000)
       on conflict (user_id) do update set total_points = 5000`,
      [asha.id],
    );
    await fillCart(shop.database, asha.id, [mangoes()]);
    const quote = await call<CheckoutQuoteDto>(shop, asha, 'POST', '/api/checkout/quote', {
      zipCode: '75038',
      state: 'TX',
      loyaltyPoints: 5000,
    });
    expect(quote.body.totals.loyaltyDiscountCents).toBe(1200);
    const { body } = await place(asha, orderBody({ payment: { method: 'cod', loyaltyPoints: 5000 } }));
    expect(body.order.totals).toMatchObject({
      loyaltyDiscountCents: 1200,
      loyaltyPointsUsed: 1200,
      totalCents: 6495 - 1200,
    });
    const balance = async () =>
      (
        await shop.database.query<{ p: number }>(
          'select total_points as p from user_loyalty_points where user_id = $1',
          [asha.id],
        )
      )[0]!.p;
    expect(await balance()).toBe(3800);
    await call(shop, asha, 'POST', `/api/orders/${body.order.id}/cancel`);
    expect(await balance()).toBe(5000);
  });
});

describe('orders after checkout', () => {
  it('lists, shows and tracks the shopper own orders; another shopper gets 404', async () => {
    await fillCart(shop.database, asha.id, [mangoes()]);
    const { body } = await place(asha, orderBody());
    const id = body.order.id;
    const list = await call<{ orders: { id: string }[]; total: number }>(shop, asha, 'GET', '/api/orders');
    expect(list.body.total).toBe(1);
    expect((await call(shop, asha, 'GET', `/api/orders/${id}`)).status).toBe(200);
    const tracked = await call<OrderDto>(
      shop,
      asha,
      'GET',
      `/api/orders/track?orderNumber=${body.order.orderNumber.toLowerCase()}`,
    );
    expect(tracked.body.id).toBe(id);
    for (const [method, url] of [
      ['GET', `/api/orders/${id}`],
      ['POST', `/api/orders/${id}/cancel`],
      ['POST', `/api/orders/${id}/reorder`],
      ['GET', `/api/orders/track?orderNumber=${body.order.orderNumber}`],
      ['GET', '/api/orders/not-a-uuid'],
    ] as const) {
      const other = await call<{ error: { message: string } }>(shop, ravi, method, url);
      expect(other.status, url).toBe(404);
      expect(other.body.error.message).toBe('Order not found');
    }
    expect((await call<{ total: number }>(shop, ravi, 'GET', '/api/orders')).body.total).toBe(0);
    const missing = await call<{ error: { message: string } }>(shop, asha, 'GET', '/api/orders/track?orderNumber=');
    expect(missing.body.error.message).toBe('Order number is required');
  });

  it('cancels with stock returned, only while pending or confirmed, and reorders into the cart', async () => {
    await fillCart(shop.database, asha.id, [mangoes()]);
    const { body } = await place(asha, orderBody());
    const cancelled = await call<OrderDto>(shop, asha, 'POST', `/api/orders/${body.order.id}/cancel`);
    expect(cancelled.body.status).toBe('cancelled');
    expect(await stockOf(shop.database, shop.products.mangoes.id)).toBe(100);
    const again = await call<{ error: { message: string } }>(shop, asha, 'POST', `/api/orders/${body.order.id}/cancel`);
    expect(again.status).toBe(409);
    expect(await stockOf(shop.database, shop.products.mangoes.id)).toBe(100);
    const reorder = await call<{ added: number }>(shop, asha, 'POST', `/api/orders/${body.order.id}/reorder`);
    expect(reorder.body.added).toBe(1);
    const [line] = await shop.database.query<{ q: number }>(
      'select quantity::float8 as q from cart_items where user_id = $1',
      [asha.id],
    );
    expect(line!.q).toBe(5);
  });

  it('counts an order in the popularity order once the job has run, and a cancelled one no more', async () => {
    const sales = async () =>
      (
        await shop.database.query<{ n: number }>('select sales_count as n from products where id = $1', [
          shop.products.mangoes.id,
        ])
      )[0]!.n;
    await salesCountRepository.fold(shop.database); // whatever earlier tests left to count
    const before = await sales();
    await fillCart(shop.database, asha.id, [mangoes()]);
    const { body } = await place(asha, orderBody());
    // The order leaves sales_count to the job, so its stock update writes no index entries.
    expect(await sales()).toBe(before);
    await salesCountRepository.fold(shop.database);
    expect(await sales()).toBe(before + 1);
    await call(shop, asha, 'POST', `/api/orders/${body.order.id}/cancel`);
    expect(await sales()).toBe(before + 1);
    await salesCountRepository.fold(shop.database);
    expect(await sales()).toBe(before);
  });

  it('lets staff move an order along, emailing the shopper and crediting points on delivery', async () => {
    await fillCart(shop.database, asha.id, [mangoes()]);
    const { body } = await place(asha, orderBody());
    const id = body.order.id;
    expect((await call(shop, asha, 'POST', `/api/admin/orders/${id}/status`, { status: 'packed' })).status).toBe(403);
    await shop.database.query(`update profiles set role = 'admin' where user_id = $1`, [ravi.id]);
    // A role granted outside this instance reaches sessions it remembers within seconds; a new one at once.
    const staff = { ...ravi, cookie: (await signIn(shop, ravi.email, PASSWORD)).cookie };
    try {
      for (const status of ['packed', 'out_for_delivery', 'delivered']) {
        // Delivered before its window needs the staff member's confirmation.
        const step = await call<OrderDto>(shop, staff, 'POST', `/api/admin/orders/${id}/status`, {
          status,
          confirm: true,
        });
        expect(step.status, JSON.stringify(step.body)).toBe(200);
      }
      const wrong = await call<{ error: { message: string } }>(shop, staff, 'POST', `/api/admin/orders/${id}/status`, {
        status: 'packed',
      });
      expect(wrong.status).toBe(409);
      const tracked = await call<OrderDto>(shop, asha, 'GET', `/api/orders/${id}`);
      expect(tracked.body.history.map((h) => h.status)).toEqual([
        'confirmed',
        'packed',
        'out_for_delivery',
        'delivered',
      ]);
      expect(tracked.body.paymentStatus).toBe('paid');
      const [points] = await shop.database.query<{ p: number }>(
        'select lifetime_points as p from user_loyalty_points where user_id = $1',
        [asha.id],
      );
      expect(points!.p).toBeGreaterThanOrEqual(64);
      const mails = await shop.database.query(
        `select 1 from email_outbox where kind = 'order-status' and subject like $1`,
        [`%${body.order.orderNumber}%`],
      );
      expect(mails).toHaveLength(3);
    } finally {
      await shop.database.query(`update profiles set role = null where user_id = $1`, [ravi.id]);
    }
  });
});
