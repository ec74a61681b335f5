import { useSyncExternalStore } from 'react';
import {
  GUEST_CART_EVENT,
  GUEST_CART_ID_STORAGE_KEY,
  GUEST_CART_STORAGE_KEY,
  type GuestCartItem,
  addGuestCartItem,
  parseGuestCart,
  removeGuestCartItem,
  setGuestCartQuantity,
} from '../../shared/guest-cart';

/**
 * The guest cart in local storage. Every write announces GUEST_CART_EVENT; other tabs learn of
 * changes through the storage event and re-announce it, so every open view follows one source.
 */
const EMPTY: GuestCartItem[] = [];
let cachedRaw: string | null | undefined;
let cachedItems: GuestCartItem[] = EMPTY;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readGuestCart(): GuestCartItem[] {
  const raw = storage()?.getItem(GUEST_CART_STORAGE_KEY) ?? null;
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    // An empty cart is the server's snapshot itself, so hydrating every card that reads the cart
    // does not end in a second, synchronous render of all of them.
    const items = parseGuestCart(raw);
    cachedItems = items.length > 0 ? items : EMPTY;
  }
  return cachedItems;
}

export function writeGuestCart(items: GuestCartItem[], id?: string): void {
  const store = storage();
  if (store) {
    if (items.length === 0) {
      store.removeItem(GUEST_CART_STORAGE_KEY);
      store.removeItem(GUEST_CART_ID_STORAGE_KEY);
    } else {
      store.setItem(GUEST_CART_STORAGE_KEY, JSON.stringify(items));
      store.setItem(GUEST_CART_ID_STORAGE_KEY, id ?? guestCartId(store));
    }
  }
  window.dispatchEvent(new CustomEvent(GUEST_CART_EVENT));
}

/**
 * The guest cart's random id, made with its first line and gone when it is emptied. The server merges a
 * guest cart into an account once per id, so two tabs or a retried merge cannot add it twice.
 */
function guestCartId(store: Storage | null): string {
  const stored = store?.getItem(GUEST_CART_ID_STORAGE_KEY);
  if (stored) return stored;
  const made = crypto.randomUUID();
  store?.setItem(GUEST_CART_ID_STORAGE_KEY, made);
  return made;
}

export const guestCart = {
  read: readGuestCart,
  /** The lines with the cart's id, for the merge on sign-in. */
  take(): { id: string; items: GuestCartItem[] } {
    return { id: guestCartId(storage()), items: readGuestCart() };
  },
  /**
   * Puts back a cart taken for a merge that failed. Under the same id when nothing was added since, so a
   * retry of a merge whose answer was lost is still one merge.
   */
  restore(taken: { id: string; items: GuestCartItem[] }) {
    const current = readGuestCart();
    if (current.length === 0) writeGuestCart(taken.items, taken.id);
    else writeGuestCart(taken.items.reduce(addGuestCartItem, current));
  },
  add(item: GuestCartItem) {
    writeGuestCart(addGuestCartItem(readGuestCart(), item));
  },
  setQuantity(id: string, quantity: number) {
    writeGuestCart(setGuestCartQuantity(readGuestCart(), id, quantity));
  },
  remove(id: string) {
    writeGuestCart(removeGuestCartItem(readGuestCart(), id));
  },
  clear() {
    writeGuestCart([]);
  },
  /** Replaces stored price, stock and names with fresh values; writes only when something changed. */
  refresh(update: (item: GuestCartItem) => GuestCartItem) {
    const current = readGuestCart();
    const next = current.map(update);
    if (JSON.stringify(next) !== JSON.stringify(current)) writeGuestCart(next);
  },
  quantityOf(id: string): number {
    return readGuestCart().find((i) => i.id === id)?.quantity ?? 0;
  },
};

export function subscribeGuestCart(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === GUEST_CART_STORAGE_KEY || event.key === null)
      window.dispatchEvent(new CustomEvent(GUEST_CART_EVENT));
  };
  window.addEventListener(GUEST_CART_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(GUEST_CART_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

export function useGuestCart(): GuestCartItem[] {
  return useSyncExternalStore(subscribeGuestCart, readGuestCart, () => EMPTY);
}
