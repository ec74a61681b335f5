import type { PlaceOrderInput, PlaceOrderResult } from '../../../shared/checkout';
import type { OrderDto, OrderStatus } from '../../../shared/orders';
import { DEMO_ADMIN } from '../../db/seed/demo-accounts';
import { signIn } from '../auth/auth-test-kit';
import { createPasswordUser } from '../auth/user-accounts';
import { call, type CartTestShop, type Shopper } from '../cart/cart-test-kit';
import {
  createCheckoutTestShop,
  createShoppers,
  fillCart,
  orderBody,
  submitOrder,
} from '../checkout/checkout-test-kit';

/**
 * The staff desk's tests: the checkout test shop, one shopper who places real orders through the API,
 * and the demo super_admin signed in (every write sends the shop's Origin, as `call` does).
 */
export interface DeskTestShop {
  shop: CartTestShop;
  staff: Shopper;
  shopper: Shopper;
}

export async function createDeskTestShop(env: Record<string, string> = {}): Promise<DeskTestShop> {
  const shop = await createCheckoutTestShop(env);
  const staffId = await createPasswordUser(shop.database, { ...DEMO_ADMIN, role: 'super_admin', emailVerified: true });
  const { response, cookie } = await signIn(shop as never, DEMO_ADMIN.email, DEMO_ADMIN.password);
  if (response.statusCode !== 200) throw new Error(`staff sign-in failed: ${response.body}`);
  const [shopper] = (await createShoppers(shop, 1)) as [Shopper];
  return { shop, staff: { id: staffId, email: DEMO_ADMIN.email, cookie }, shopper };
}

export const TEST_CARD = { number: '4242424242424242', expiry: '12/39', cvc: '123', name: 'Asha Patel' };

type Line = { productId: string; variantId?: string | null; quantity: number };

/** The shopper buys `lines`: cash on delivery (confirmed, unpaid) unless another payment is given. */
export async function placeOrder(
  desk: DeskTestShop,
  lines: Line[],
  overrides: Partial<PlaceOrderInput> = {},
): Promise<OrderDto> {
  await fillCart(desk.shop.database, desk.shopper.id, lines);
  const placed = await submitOrder(desk.shop, desk.shopper, orderBody(overrides));
  if (placed.status !== 201) throw new Error(`order not placed: ${JSON.stringify(placed.body)}`);
  return (placed.body as PlaceOrderResult).order;
}

/** Paid at once by the demo processor's test card: confirmed and paid. */
export const placePaidOrder = (desk: DeskTestShop, lines: Line[]) =>
  placeOrder(desk, lines, { payment: { method: 'stripe_card', tip: { percent: 0 } }, card: TEST_CARD });

export const staffCall = <T = Record<string, unknown>>(
  desk: DeskTestShop,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
) => call<T & { error: { code: string; message: string } }>(desk.shop, desk.staff, method, url, payload);

export const moveTo = (desk: DeskTestShop, orderId: string, status: OrderStatus, note?: string, confirm?: boolean) =>
  staffCall<OrderDto>(desk, 'POST', `/api/admin/orders/${orderId}/status`, {
    status,
    ...(note ? { note } : {}),
    ...(confirm ? { confirm } : {}),
  });

/**
 * Walks a confirmed order to delivered through the staff API, step by step. Test orders are for a
 * window still to come, so Delivered is confirmed as staff would (it is before the window).
 */
export async function deliver(desk: DeskTestShop, orderId: string) {
  for (const status of ['packed', 'out_for_delivery', 'delivered'] as const) {
    const moved = await moveTo(desk, orderId, status, undefined, status === 'delivered');
    if (moved.status !== 200) throw new Error(`could not move to ${status}: ${JSON.stringify(moved.body)}`);
  }
}

export async function auditRows(desk: DeskTestShop, orderId: string) {
  return desk.shop.database.query<{ action: string; actor_email: string; before: unknown; after: unknown }>(
    `select action, actor_email, before, after from audit_log where entity_id = $1 order by created_at, id`,
    [orderId],
  );
}
