import type { CreateSubscriptionInput, SubscriptionDto } from '../../../shared/subscriptions';
import { call, type Caller, type TestShop } from '../../test/harness';

/**
 * Subscription tests talk to the real API as a shopper or staff, at a chosen moment: the request clock's
 * x-shop-now header (src/server/lib/clock.ts, on in tests) is the controllable clock.
 */
export const at = <T = SubscriptionDto & { error: { code: string; message: string } }>(
  shop: TestShop,
  who: Caller,
  now: string,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
) => call<T>(shop, who, method, url, payload, { now });

/** The scheduler's run as of `now` (the test-only route; its work is subscription-runner.ts). */
export const runAt = async (shop: TestShop, now: string) =>
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
