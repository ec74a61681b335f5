import type { FastifyBaseLogger } from 'fastify';
import type { LiveHub } from './live-hub';

/** The NOTIFY channel the triggers of migration 0005_cart.sql publish on (the spec's 'cart_channel'). */
export const CART_CHANNEL = 'cart_channel';

/**
 * Payloads: a shopper's list changed ({ t, u }), one of their orders changed ({ t: 'order', u, o }, sent
 * by the orders service after the change committed), or products changed ({ t: 'products', ids | all }).
 */
type CartNotification =
  | { t: 'cart' | 'saved' | 'removed' | 'drafts' | 'wishlist'; u: string }
  | { t: 'order'; u: string; o: string }
  | { t: 'products'; ids?: string[]; all?: boolean };

type WatchedList = 'cart' | 'saved' | 'wishlist';
export type WatchedLoader = (userId: string) => Promise<{ productId: string; list: WatchedList }[]>;

interface Watched {
  cart: Set<string>;
  saved: Set<string>;
  wishlist: Set<string>;
  /** A reload in flight; product changes meanwhile are checked against the previous sets. */
  loading?: Promise<void>;
}

/**
 * Turns cart_channel notifications into events for the shoppers with a stream on this instance: their
 * own list changes, and changes to any product in their cart, saved list or wishlist (spec section 4:
 * "data reloads on any change to the user's cart rows or to products"; the wishlist shows live prices).
 */
export function createCartLive(hub: LiveHub, loadWatched: WatchedLoader, log: FastifyBaseLogger) {
  const watched = new Map<string, Watched>();

  function reload(userId: string): Promise<void> {
    const entry = watched.get(userId) ?? {
      cart: new Set<string>(),
      saved: new Set<string>(),
      wishlist: new Set<string>(),
    };
    watched.set(userId, entry);
    const loading = loadWatched(userId).then(
      (rows) => {
        entry.cart = new Set(rows.filter((r) => r.list === 'cart').map((r) => r.productId));
        entry.saved = new Set(rows.filter((r) => r.list === 'saved').map((r) => r.productId));
        entry.wishlist = new Set(rows.filter((r) => r.list === 'wishlist').map((r) => r.productId));
      },
      (error: unknown) => log.warn({ err: error }, 'could not load the products a shopper watches'),
    );
    entry.loading = loading;
    return loading;
  }

  function productsChanged(ids: string[] | 'all') {
    for (const userId of hub.users()) {
      const entry = watched.get(userId);
      if (!entry) continue;
      const touches = (set: Set<string>) => (ids === 'all' ? set.size > 0 : ids.some((id) => set.has(id)));
      if (touches(entry.cart)) hub.send(userId, 'cart', { reason: 'products' });
      if (touches(entry.saved)) hub.send(userId, 'saved', { reason: 'products' });
      if (touches(entry.wishlist)) hub.send(userId, 'wishlist', { reason: 'products' });
    }
  }

  return {
    /** A shopper opened a stream: learn which products to watch for them. */
    watch: (userId: string) => (watched.has(userId) ? watched.get(userId)!.loading : reload(userId)),
    unwatch: (userId: string) => void watched.delete(userId),

    handle(payload: string) {
      let message: CartNotification;
      try {
        message = JSON.parse(payload) as CartNotification;
      } catch {
        log.warn({ payload }, 'unreadable cart_channel notification');
        return;
      }
      if (message.t === 'products') {
        productsChanged(message.all ? 'all' : (message.ids ?? []));
        return;
      }
      if (!hub.has(message.u)) return;
      if (message.t === 'order') {
        hub.send(message.u, 'order', { orderId: message.o });
        return;
      }
      hub.send(message.u, message.t, { reason: 'items' });
      if (message.t === 'cart' || message.t === 'saved' || message.t === 'wishlist') void reload(message.u);
    },

    /** After the listener lost its connection: everyone reloads everything. */
    resync() {
      for (const userId of hub.users()) {
        void reload(userId);
        for (const event of ['cart', 'saved', 'removed', 'drafts', 'order', 'wishlist'] as const)
          hub.send(userId, event, { reason: 'resync' });
      }
    },
  };
}
