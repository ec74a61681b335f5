/**
 * Payloads on 'notice_channel' (migrations 0022 and 0024): price drops ([product id, was, now] or, for a
 * size, [product id, was, now, size id]) and restocks ([product id] or [product id, size id]), every one of
 * a statement, in chunks; new arrivals, newly featured products and new categories as the first few ids
 * of a statement and how many there were (a toast names one of them).
 */
export type NoticeNotification =
  | { k: 'price_drop'; items: [string, number, number, string?][] }
  | { k: 'back_in_stock'; items: [string, string?][] }
  | { k: BroadcastKind; ids: string[]; n: number };

export type BroadcastKind = 'new_arrival' | 'featured' | 'new_category';

export interface Drop {
  productId: string;
  variantId: string | null;
  was: number;
  now: number;
}
export interface Restock {
  productId: string;
  variantId: string | null;
}

const share = (drop: Drop) => (drop.was - drop.now) / drop.was;

/**
 * The notifications of one gathering window (one transaction's arrive together at its commit), merged:
 * two drops of the same price in the window run from the first price to the last, and a product named
 * by both its own row and its first size's (the admin saves the size, then copies its price to the
 * product) is one notice.
 */
export class NoticeBatch {
  private readonly drops = new Map<string, Drop>();
  private readonly restocks = new Map<string, Restock>();
  readonly broadcast = new Map<BroadcastKind, { ids: string[]; n: number }>();

  take(message: NoticeNotification) {
    if (message.k === 'price_drop') {
      for (const [productId, was, now, variantId = null] of message.items) {
        const key = `${productId}:${variantId ?? ''}`;
        this.drops.set(key, { productId, variantId, was: this.drops.get(key)?.was ?? was, now });
      }
    } else if (message.k === 'back_in_stock') {
      for (const [productId, variantId = null] of message.items)
        this.restocks.set(`${productId}:${variantId ?? ''}`, { productId, variantId });
    } else {
      const known = this.broadcast.get(message.k);
      this.broadcast.set(message.k, {
        ids: [...(known?.ids ?? []), ...message.ids].slice(0, 5),
        n: (known?.n ?? 0) + message.n,
      });
    }
  }

  /** Per product, the drop its toast names: the biggest; on a tie, the size's own (it says which size). */
  dropsByProduct(): Map<string, Drop> {
    const best = new Map<string, Drop>();
    for (const drop of this.drops.values()) {
      const known = best.get(drop.productId);
      const better =
        !known || share(drop) > share(known) || (share(drop) === share(known) && drop.variantId && !known.variantId);
      if (better) best.set(drop.productId, drop);
    }
    return best;
  }

  /** Per product, the restock its toast names: a size's own when there is one. */
  restocksByProduct(): Map<string, Restock> {
    const best = new Map<string, Restock>();
    for (const restock of this.restocks.values())
      if (!best.get(restock.productId)?.variantId) best.set(restock.productId, restock);
    return best;
  }
}

export { share as dropShare };
