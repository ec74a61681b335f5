import { randomUUID } from 'node:crypto';
import type { PlaceOrderInput, PlaceOrderResult } from '../../shared/checkout';
import { openSlots } from '../../shared/delivery-slots';
import type { OrderDto, OrderStatus } from '../../shared/orders';
import type { Database } from '../db/client';
import { type Shopper, signInShopper, signInStaff } from './harness-accounts';
import { call, type Caller, type ShopOptions, startShop, type TestShop } from './harness-shop';

export interface CartLine {
  productId: string;
  variantId?: string | null;
  quantity: number;
}

/** Puts lines straight into a shopper's cart (the cart API has its own tests). */
export async function fillCart(database: Database, userId: string, lines: CartLine[]) {
  await database.query('delete from cart_items where user_id = $1', [userId]);
  // A cart lists its lines by when they were added; PGlite's clock can give two quick inserts the same
  // time, so each line is a millisecond after the one before and the cart keeps the order given here.
  for (const [index, line] of lines.entries()) {
    await database.query(
      `insert into cart_items (user_id, product_id, variant_id, quantity, created_at)
       values ($1, $2, $3, $4, now() + $5 * interval '1 millisecond')`,
      [userId, line.productId, line.variantId ?? null, line.quantity, index],
    );
  }
}

/** The first delivery window open right now (same day before 2 PM, else tomorrow's first). */
export const firstOpenSlot = () => openSlots()[0]!;

/** A checkout form as a shopper fills it: cash on delivery to an Irving address in the first open window. */
export function orderBody(overrides: Partial<PlaceOrderInput> = {}): PlaceOrderInput {
  return {
    idempotencyKey: randomUUID(),
    contact: { fullName: 'Asha Patel', email: 'asha@example.test', phone: '(972) 555-0142' },
    delivery: {
      address: { street: '7600 N MacArthur Blvd', street2: 'Apt 1204', city: 'Irving', state: 'TX', zipCode: '75038' },
      slot: firstOpenSlot(),
      express: false,
    },
    payment: { method: 'cod', tip: { percent: 0 } },
    ...overrides,
  };
}

/** The demo processor's card that pays at once. */
export const TEST_CARD = { number: '4242424242424242', expiry: '12/39', cvc: '123', name: 'Asha Patel' };

/** The shopper submits an order: the placed (or replayed) order, or the error that refused it. */
export const submitOrder = (shop: TestShop, shopper: Caller, body: unknown) =>
  call<PlaceOrderResult & { error: { code: string; message: string } }>(
    shop,
    shopper,
    'POST',
    '/api/checkout/orders',
    body,
  );

export async function stockOf(database: Database, productId: string, variantId?: string) {
  const [row] = await database.query<{ stock: number }>(
    variantId
      ? 'select stock_quantity::float8 as stock from product_variants where id = $1'
      : 'select stock_quantity::float8 as stock from products where id = $1',
    [variantId ?? productId],
  );
  return row!.stock;
}

/** A shop with a super_admin signed in beside one shopper who places real orders through the API. */
export interface Desk {
  shop: TestShop;
  staff: Shopper;
  shopper: Shopper;
}

export async function startDesk(options: ShopOptions = {}): Promise<Desk> {
  const shop = await startShop(options);
  const staff = await signInStaff(shop);
  const shopper = await signInShopper(shop);
  return { shop, staff, shopper };
}

/** The desk's shopper buys `lines`: cash on delivery (confirmed, unpaid) unless another payment is given. */
export async function placeOrder(
  desk: Desk,
  lines: CartLine[],
  overrides: Partial<PlaceOrderInput> = {},
): Promise<OrderDto> {
  await fillCart(desk.shop.database, desk.shopper.id, lines);
  const placed = await submitOrder(desk.shop, desk.shopper, orderBody(overrides));
  if (placed.status !== 201) throw new Error(`order not placed: ${JSON.stringify(placed.body)}`);
  return (placed.body as PlaceOrderResult).order;
}

/** Paid at once by the demo processor's test card: confirmed and paid. */
export const placePaidOrder = (desk: Desk, lines: CartLine[]) =>
  placeOrder(desk, lines, { payment: { method: 'stripe_card', tip: { percent: 0 } }, card: TEST_CARD });

/** Calls the API as the desk's staff member. */
export const staffCall = <T = Record<string, unknown>>(
  desk: Desk,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) => call<T & { error: { code: string; message: string } }>(desk.shop, desk.staff, method, url, payload);

export const moveTo = (desk: Desk, orderId: string, status: OrderStatus, note?: string, confirm?: boolean) =>
  staffCall<OrderDto>(desk, 'POST', `/api/admin/orders/${orderId}/status`, {
    status,
    ...(note ? { note } : {}),
    ...(confirm ? { confirm } : {}),
  });

/**
 * Walks a confirmed order to delivered through the staff API, step by step. Test orders are for a
 * window still to come, so Delivered is confirmed as staff would (it is before the window).
 */
export async function deliver(desk: Desk, orderId: string) {
  for (const status of ['packed', 'out_for_delivery', 'delivered'] as const) {
    const moved = await moveTo(desk, orderId, status, undefined, status === 'delivered');
    if (moved.status !== 200) throw new Error(`could not move to ${status}: ${JSON.stringify(moved.body)}`);
  }
}

export async function auditRows(desk: Desk, entityId: string) {
  return desk.shop.database.query<{ action: string; actor_email: string; before: unknown; after: unknown }>(
    `select action, actor_email, before, after from audit_log where entity_id = $1 order by created_at, id`,
    [entityId],
  );
}
