import type { Database } from '../../db/client';
import { CART_CHANNEL } from '../../realtime/cart-live';

/**
 * Tells the order's shopper, on every instance, that it changed: a NOTIFY on the live channel that
 * cart-live.ts forwards as an `order` event to the shopper's open pages. Sent by the service after the
 * change committed (its own tiny transaction), not by a trigger: order placement stays NOTIFY-free.
 */
export async function notifyOrderChanged(database: Database, orderId: string): Promise<void> {
  await database.query(
    `select pg_notify($1, json_build_object('t', 'order', 'u', user_id, 'o', id)::text) from orders where id = $2`,
    [CART_CHANNEL, orderId],
  );
}
