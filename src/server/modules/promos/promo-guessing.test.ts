import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fillCart, orderBody, type Shopper, signInShoppers, startShop, type TestShop } from '../../test/harness';

/**
 * Promo codes cannot be guessed without limit, and a code that is not the shopper's
 * to use answers exactly like a made-up one. Refused codes are counted per shopper, per made-up code and
 * (generously) per address, so one guesser in an office does not lock the others out.
 */
let shop: TestShop;
let shoppers: Shopper[];
beforeAll(async () => {
  shop = await startShop({ env: { DELIVERY_SLOT_CAPACITY: '1000' } });
  shoppers = await signInShoppers(shop, 4);
  for (const shopper of shoppers) {
    await fillCart(shop.database, shopper.id, [{ productId: shop.products.mangoes.id, quantity: 5 }]);
  }
  await shop.database.query(
    `insert into promos (code, kind, amount_off_cents, ends_at) values ('OLD5', 'fixed', 500, now() - interval '1 day')`,
  );
}, 120_000);
afterAll(() => shop?.close());

const send = (who: Shopper, url: string, payload: unknown, ip = '198.51.100.60') =>
  shop.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: { origin: shop.config.publicUrl, cookie: who.cookie },
    remoteAddress: ip,
  });
const validate = (who: Shopper, code: string, ip?: string) => send(who, '/api/promos/validate', { code }, ip);
const message = (response: LightMyRequestResponse) => response.json().error.message as string;
const passTime = (seconds: number) =>
  shop.database.query(
    `update throttle_counters set last_hit_at = last_hit_at - $1 * interval '1 second',
       locked_until = locked_until - $1 * interval '1 second'`,
    [seconds],
  );

it('60 random codes: 429 with Retry-After long before the 60th, and then no code is checked at all', async () => {
  const [guesser] = shoppers;
  const answers: number[] = [];
  for (let i = 0; i < 60; i++) answers.push((await validate(guesser!, `GUESS${1000 + i}`)).statusCode);
  expect(answers.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
  expect(answers.indexOf(429)).toBe(5);
  // Five checked, then a few more at most as each wait runs out (5, 10, 20 s) on a slow machine.
  expect(answers.filter((status) => status === 422).length).toBeLessThanOrEqual(7);

  // As if no time had passed since the fifth refusal (a busy machine is slow between requests).
  await shop.database.query(`update throttle_counters set last_hit_at = now() where key = $1`, [
    `promo:account:${guesser!.id}`,
  ]);
  const refused = await validate(guesser!, 'WELCOME10');
  expect(refused.statusCode).toBe(429);
  expect(refused.json().error.code).toBe('PROMO_THROTTLED');
  expect(message(refused)).toBe('Too many promo codes tried. Please wait 5 seconds and try again.');
  expect(refused.headers['retry-after']).toBe('5');

  // The checkout's summary still answers, without looking at the code.
  const quote = await send(guesser!, '/api/checkout/quote', { promoCode: 'WELCOME10', zipCode: '75038', state: 'TX' });
  expect(quote.statusCode).toBe(200);
  expect(quote.json()).toMatchObject({ promo: null, promoMessage: message(refused) });
  // Placing an order with a code is refused too; nothing is written.
  const order = await send(
    guesser!,
    '/api/checkout/orders',
    orderBody({ payment: { method: 'cod', tip: { percent: 0 }, promoCode: 'WELCOME10' } }),
  );
  expect(order.statusCode).toBe(429);
  const [orders] = await shop.database.query<{ n: number }>(
    'select count(*)::int as n from orders where user_id = $1',
    [guesser!.id],
  );
  expect(orders!.n).toBe(0);

  // The wait passes: a real code works again.
  await passTime(60);
  expect((await validate(guesser!, 'WELCOME10')).statusCode).toBe(200);
});

it('a wait grows to a 15-minute lock at 10 refused codes, but never stops an order without a code', async () => {
  const [, shopper] = shoppers;
  for (let refused = 0; refused < 10;) {
    const answer = await validate(shopper!, `NOPE${refused}`, '198.51.100.61');
    if (answer.statusCode === 422) refused++;
    else await passTime(60);
  }
  const locked = await validate(shopper!, 'WELCOME10', '198.51.100.61');
  expect(message(locked)).toBe('Too many promo codes tried. Please wait 15 minutes and try again.');
  const order = await send(shopper!, '/api/checkout/orders', orderBody(), '198.51.100.61');
  expect(order.statusCode, order.body).toBe(201);
});

it('the same mistyped code again and again counts once (the checkout re-checks the code it holds)', async () => {
  const [, , shopper] = shoppers;
  for (let i = 0; i < 12; i++) expect((await validate(shopper!, 'WELCOM10', '198.51.100.62')).statusCode).toBe(422);
  // Conditions of a real code are not guesses either: SPRING-style minimums and weekdays are not counted.
  expect((await validate(shopper!, 'WELCOME10', '198.51.100.62')).statusCode).toBe(200);
});

it('one address trying codes for many accounts is slowed too, past what a household’s guessers reach', async () => {
  const fresh = await signInShoppers(shop, 11);
  for (const shopper of fresh) {
    await fillCart(shop.database, shopper.id, [{ productId: shop.products.mangoes.id, quantity: 5 }]);
  }
  // 10 accounts, 4 refusals each (within each account's own free tries): 40 at the address, its allowance.
  for (let i = 0; i < 40; i++)
    expect((await validate(fresh[i % 10]!, `ADDR${i}`, '198.51.100.63')).statusCode, `try ${i}`).toBe(422);
  expect(message(await validate(fresh[10]!, 'WELCOME10', '198.51.100.63'))).toMatch(/^Too many promo codes tried/);
  // The same shoppers elsewhere are fine: each has only 4 refusals of its own.
  expect((await validate(fresh[0]!, 'WELCOME10', '198.51.100.64')).statusCode).toBe(200);
});

it('two accounts guessing from one address do not stop 20 other shoppers there using a valid code', async () => {
  const [first, second, ...others] = await signInShoppers(shop, 22);
  for (const shopper of others) {
    await fillCart(shop.database, shopper.id, [{ productId: shop.products.mangoes.id, quantity: 5 }]);
  }
  const office = '198.51.100.70';
  // Each guesser goes on until their own account is locked (waits skipped), as the probe's two did.
  for (const guesser of [first!, second!]) {
    for (let i = 0; i < 40; i++) {
      const answer = await validate(guesser, `OFFICE${guesser.id.slice(0, 4)}${i}`, office);
      if (answer.statusCode === 429 && /15 minutes/.test(message(answer))) break;
      if (answer.statusCode === 429) await passTime(60);
    }
    expect(message(await validate(guesser, 'WELCOME10', office))).toMatch(/15 minutes/);
  }
  const answers = [];
  for (const shopper of others) answers.push((await validate(shopper, 'WELCOME10', office)).statusCode);
  expect(answers).toEqual(others.map(() => 200));
});

it('a made-up code tried from many accounts is refused on its own; a real code is never locked', async () => {
  const many = await signInShoppers(shop, 12);
  for (const shopper of many) {
    await fillCart(shop.database, shopper.id, [{ productId: shop.products.mangoes.id, quantity: 5 }]);
  }
  const statuses = [];
  for (const [i, shopper] of many.entries())
    statuses.push((await validate(shopper, 'FREEFOOD100', `203.0.113.${i + 1}`)).statusCode);
  // 10 refusals of the code from 10 accounts on 10 addresses, then the code itself waits.
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(422));
  expect(statuses.slice(10)).toEqual([429, 429]);
  // Only that code: the same shopper's real code goes through.
  expect((await validate(many[11]!, 'WELCOME10', '203.0.113.12')).statusCode).toBe(200);
  // GOLD15 is real but for gold members only: refused to each of these shoppers, never locked for its own.
  for (const [i, shopper] of many.entries())
    expect((await validate(shopper, 'GOLD15', `203.0.113.${i + 1}`)).statusCode).toBe(422);
  const [counted] = await shop.database.query<{ n: number }>(
    `select count(*)::int as n from throttle_counters where key like 'promo:code:%' and hits >= 12`,
  );
  expect(counted!.n).toBe(0);
});

it('a code that is not yours answers exactly like one that does not exist', async () => {
  const [, , , shopper] = shoppers;
  const made = await validate(shopper!, 'MADEUP42', '198.51.100.65');
  for (const code of ['OLD5', 'GOLD15']) {
    const answer = await validate(shopper!, code, '198.51.100.65');
    expect(answer.statusCode).toBe(made.statusCode);
    expect(answer.json()).toEqual({
      error: { ...made.json().error, fields: { code: 'Invalid promo code' } },
    });
  }
});
