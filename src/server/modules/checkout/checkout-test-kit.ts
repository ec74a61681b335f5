import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import type { PlaceOrderInput, PlaceOrderResult } from '../../../shared/checkout';
import { openSlots } from '../../../shared/delivery-slots';
import type { Database } from '../../db/client';
import { seedPromos } from '../../db/seed/seed-promos';
import { signIn } from '../auth/auth-test-kit';
import { call, type CartTestShop, createCartTestShop, type Shopper } from '../cart/cart-test-kit';

/**
 * Checkout tests build on the cart's test shop (its fixture products: mangoes $12.99 × 100, paneer
 * $5.99 × 3, ghee out of stock, rice in two sizes, a taxable incense…) plus the demo promo codes.
 */
export async function createCheckoutTestShop(env: Record<string, string> = {}): Promise<CartTestShop> {
  const shop = await createCartTestShop(env);
  await seedPromos(shop.database);
  return shop;
}

export const PASSWORD = 'Curry#Leaf2026';
let hashed: Promise<string> | undefined;
let counter = 0;

/**
 * Many verified shoppers quickly: the users are written directly with one shared password hash, then
 * each signs in through the real API for a real session cookie.
 */
export async function createShoppers(shop: CartTestShop, count: number): Promise<Shopper[]> {
  hashed ??= hashPassword(PASSWORD);
  const hash = await hashed;
  const shoppers: Shopper[] = [];
  for (let i = 0; i < count; i++) {
    const email = `checkout.${process.pid}.${Date.now().toString(36)}.${++counter}@example.test`;
    const [user] = await shop.database.query<{ id: string }>(
      `insert into users (name, email, email_verified) values ('Test Shopper', $1, true) returning id`,
      [email],
    );
    await shop.database.query(
      `insert into accounts (user_id, account_id, provider_id, password) values ($1::uuid, $1::text, 'credential', $2)`,
      [user!.id, hash],
    );
    await shop.database.query(`insert into profiles (user_id, email, full_name) values ($1, $2, 'Test Shopper')`, [
      user!.id,
      email,
    ]);
    const { response, cookie } = await signIn(shop as never, email, PASSWORD);
    if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
    shoppers.push({ id: user!.id, email, cookie });
  }
  return shoppers;
}

/** Puts lines straight into a shopper's cart (the cart API has its own tests). */
export async function fillCart(
  database: Database,
  userId: string,
  lines: { productId: string; variantId?: string | null; quantity: number }[],
) {
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

/** The shopper submits an order: the placed (or replayed) order, or the error that refused it. */
export const submitOrder = (shop: CartTestShop, shopper: Shopper, body: unknown) =>
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
