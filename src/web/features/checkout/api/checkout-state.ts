import { useCallback, useSyncExternalStore } from 'react';
import type { ContactInput, DeliveryAddressInput } from '../../../../shared/checkout';
import type { PaymentMethod, Substitution } from '../../../../shared/orders';

/**
 * Checkout state (spec section 3: userInfo, deliveryInfo, paymentInfo, driverTip) in session storage,
 * so a reload keeps every step's answers and a new tab starts fresh. The idempotency key lives here
 * too: a double click or a retried submit sends the same key and the server places one order.
 */
export const CHECKOUT_STORAGE_KEY = 'checkout';

export interface CheckoutState {
  userInfo: ContactInput | null;
  deliveryInfo: {
    address: DeliveryAddressInput;
    addressId: string | null;
    slot: { date: string; start: number } | null;
    express: boolean;
    substitutions: Record<string, Substitution>;
    /** A new address to keep on the account once the order is placed. */
    saveAddress?: boolean;
  } | null;
  paymentInfo: { method: PaymentMethod; promoCode: string | null; loyaltyPoints: number } | null;
  driverTip: { percent: 0 | 10 | 15 | 20 } | { cents: number };
  idempotencyKey: string;
}

const fresh = (): CheckoutState => ({
  userInfo: null,
  deliveryInfo: null,
  paymentInfo: null,
  driverTip: { percent: 0 },
  idempotencyKey: crypto.randomUUID(),
});

let cache: CheckoutState | null = null;
const listeners = new Set<() => void>();

function read(): CheckoutState {
  if (cache) return cache;
  try {
    const raw = sessionStorage.getItem(CHECKOUT_STORAGE_KEY);
    cache = raw ? { ...fresh(), ...(JSON.parse(raw) as Partial<CheckoutState>) } : fresh();
  } catch {
    cache = fresh();
  }
  return cache;
}

function write(next: CheckoutState) {
  cache = next;
  try {
    sessionStorage.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Private mode without storage: the state still lives for this page.
  }
  for (const listener of listeners) listener();
}

export const checkoutStore = {
  get: read,
  update: (patch: Partial<CheckoutState>) => write({ ...read(), ...patch }),
  /** After an order is placed: the next checkout starts empty, with a new key. */
  reset: () => write(fresh()),
  /** A new attempt after the cart changed must not reuse the key of a placed order. */
  newKey: () => write({ ...read(), idempotencyKey: crypto.randomUUID() }),
};

export function useCheckoutState(): [CheckoutState, (patch: Partial<CheckoutState>) => void] {
  const state = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    read,
  );
  return [state, useCallback((patch: Partial<CheckoutState>) => checkoutStore.update(patch), [])];
}

export const lineKey = (productId: string, variantId: string | null) => `${productId}:${variantId ?? ''}`;
