import { randomUUID } from 'node:crypto';
import { openSlots } from '../../src/shared/delivery-slots';
import { PRODUCT_SORTS } from '../../src/shared/catalog-constants';
import type { SoakClient } from './client';
import type { ShopData, Shopper } from './shop-data';

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

/** Browsing as anonymous visitors do it: the home page, filtered lists, product pages, new searches. */
export function createBrowsing(client: SoakClient, data: ShopData, homePage: boolean) {
  const seenQueries = new Set<string>();
  const newQuery = () => {
    for (;;) {
      const word = pick(data.words);
      const shapes = [
        word,
        word.slice(0, Math.max(3, word.length - 2)), // typed halfway
        word.replace(/(.)(.)/, '$2$1'), // a typo
        `${word} ${pick(data.words)}`,
        `${word} ${1 + Math.floor(Math.random() * 20)} lb`,
      ];
      const query = pick(shapes);
      if (!seenQueries.has(query)) {
        seenQueries.add(query);
        return query;
      }
    }
  };
  const listPath = () => {
    const params = new URLSearchParams({ category: pick(data.categories), sort: pick(PRODUCT_SORTS) });
    const filter = Math.random();
    if (filter < 0.3) params.set('brands', pick(data.brands));
    else if (filter < 0.6) params.set('maxPrice', String(500 + Math.floor(Math.random() * 3000)));
    else if (filter < 0.8) params.set('inStock', 'true');
    if (Math.random() < 0.3) params.set('page', '2');
    return `/api/products?${params}`;
  };
  const kinds: [string, number, () => string][] = [
    ['home', 0.15, () => (homePage ? '/' : '/api/deals/top')],
    ['list', 0.35, listPath],
    ['product', 0.3, () => `/api/products/${encodeURIComponent(pick(data.productSlugs))}`],
    ['search', 0.2, () => `/api/search?q=${encodeURIComponent(newQuery())}`],
  ];
  return () => {
    let roll = Math.random();
    for (const [kind, share, path] of kinds) {
      if ((roll -= share) <= 0) return client.call(kind, 'GET', path());
    }
    return client.call('home', 'GET', '/');
  };
}

export interface CheckoutTally {
  /** Idempotency keys whose order was answered 2xx (placed, or replayed after a lost answer). */
  placedKeys: Set<string>;
  /** Final refusals of place-order by status (409 sold out, 422 rules). */
  refused: Map<number, number>;
}

const DEMO_CARD = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Asha Patel' };

/**
 * One signed-in shopper's checkout: add one everyday product (enough for the $50 minimum) and, one time
 * in three, a hot one; quote; place the order paying by the demo card or cash on delivery. An order
 * whose answer was lost (its instance died) is sent again with the same idempotency key, as the
 * checkout page does. A refused order's cart is emptied for the shopper's next round.
 */
export function createCheckouts(client: SoakClient, data: ShopData, shoppers: Shopper[]) {
  const idle = [...shoppers];
  const tally: CheckoutTally = { placedKeys: new Set(), refused: new Map() };
  const run = async (shopper: Shopper) => {
    const cookie = shopper.cookie;
    const everyday = pick(data.everyday);
    const lines = [{ productId: everyday.id, quantity: Math.ceil(5500 / everyday.priceCents) }];
    if (Math.random() < 1 / 3) lines.push({ productId: pick(data.hot).id, quantity: 1 });
    for (const line of lines) await client.call('cart-add', 'POST', '/api/cart/items', { body: line, cookie });
    await client.call('quote', 'POST', '/api/checkout/quote', { body: { zipCode: '75038', state: 'TX' }, cookie });
    const card = Math.random() < 0.5;
    const body = {
      idempotencyKey: randomUUID(),
      contact: { fullName: 'Asha Patel', email: shopper.email, phone: '(972) 555-0142' },
      delivery: {
        address: {
          street: '7600 N MacArthur Blvd',
          street2: 'Apt 1204',
          city: 'Irving',
          state: 'TX',
          zipCode: '75038',
        },
        slot: openSlots()[0]!,
        express: false,
      },
      payment: { method: card ? 'stripe_card' : 'cod', tip: { percent: 0 } },
      ...(card ? { card: DEMO_CARD } : {}),
    };
    let status = 0;
    for (let attempt = 0; attempt < 4; attempt++) {
      ({ status } = await client.call('place-order', 'POST', '/api/checkout/orders', { body, cookie }));
      if (status !== 0 && status !== 502) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    if (status >= 200 && status < 300) tally.placedKeys.add(body.idempotencyKey);
    else {
      tally.refused.set(status, (tally.refused.get(status) ?? 0) + 1);
      await client.call('cart-clear', 'DELETE', '/api/cart', { cookie });
    }
  };
  return {
    tally,
    start(): Promise<void> | undefined {
      // Each shopper checks out one order at a time; with every one busy the start is skipped (paced counts it).
      const shopper = idle.shift();
      return shopper && run(shopper).finally(() => idle.push(shopper));
    },
  };
}

/**
 * Open-loop pacing: `rate` starts per second for `seconds`, whatever the answers' speed, never more
 * than `maxInFlight` at once (starts past it are counted as skipped, not queued). Bounded in count
 * and time; resolves when every started task has ended.
 */
export async function paced(
  rate: number,
  seconds: number,
  maxInFlight: number,
  startOne: () => Promise<unknown> | undefined,
): Promise<{ started: number; skipped: number }> {
  const total = Math.floor(rate * seconds);
  const begun = performance.now();
  const running = new Set<Promise<unknown>>();
  let launched = 0;
  let skipped = 0;
  while (launched + skipped < total) {
    const due = Math.min(total, Math.floor(((performance.now() - begun) / 1000) * rate));
    while (launched + skipped < due) {
      if (running.size >= maxInFlight) {
        skipped++;
        continue;
      }
      const task = startOne();
      if (!task) {
        skipped++;
        continue;
      }
      launched++;
      const tracked: Promise<unknown> = task.catch(() => {}).finally(() => running.delete(tracked));
      running.add(tracked);
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  await Promise.all(running);
  return { started: launched, skipped };
}
