import type { CreateSubscriptionInput, SubscriptionDto } from '../../../shared/subscriptions';
import { CLOCK_HEADER } from '../../lib/clock';
import type { CartTestShop, Shopper } from '../cart/cart-test-kit';

/**
 * Subscription tests talk to the real API as a shopper or staff, at a chosen moment: the request clock's
 * x-shop-now header (src/server/lib/clock.ts, on in tests) is the controllable clock.
 */
export async function at<T = SubscriptionDto & { error: { code: string; message: string } }>(
  shop: CartTestShop,
  who: Shopper | null,
  now: string,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
) {
  const response = await shop.app.inject({
    method,
    url,
    headers: { origin: shop.config.publicUrl, [CLOCK_HEADER]: now, ...(who ? { cookie: who.cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: (response.body ? JSON.parse(response.body) : null) as T };
}

/** The scheduler's run as of `now` (the test-only route; its work is subscription-runner.ts). */
export const runAt = async (shop: CartTestShop, now: string) =>
  (await at<{ ordered: number; failed: number }>(shop, null, now, 'POST', '/api/test/subscriptions/run')).body;

export function boxBody(
  items: CreateSubscriptionInput['items'],
  overrides: Partial<CreateSubscriptionInput> = {},
): CreateSubscriptionInput {
  return {
    items,
    frequency: 'weekly',
    nextDeliveryDate: '2026-11-27',
    windowStart: 10,
    contact: { fullName: 'Asha Patel', email: 'asha.box@example.test', phone: '(972) 555-0142' },
    address: { street: '7600 N MacArthur Blvd', street2: 'Apt 1204', city: 'Irving', state: 'TX', zipCode: '75038' },
    payment: { method: 'cod' },
    ...overrides,
  };
}

export async function emailsOf(shop: CartTestShop, to: string, kind: string) {
  return shop.database.query<{ subject: string; text: string }>(
    `select subject, text_body as text from email_outbox where to_address = $1 and kind = $2 order by created_at`,
    [to.toLowerCase(), kind],
  );
}
