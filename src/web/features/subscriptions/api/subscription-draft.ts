import { useCallback, useSyncExternalStore } from 'react';
import type { Substitution } from '../../../../shared/orders';
import type { SubscriptionFrequency } from '../../../../shared/subscription-schedule';

/**
 * The box a shopper is building on /subscription, kept in session storage until /subscription/payment
 * sends it (a guest signs in between, and a reload keeps it). Names and prices here only label the
 * lines; the server prices the box itself.
 */
export const DRAFT_STORAGE_KEY = 'subscription-draft';

export interface BoxLine {
  productId: string;
  variantId: string | null;
  name: string;
  variantName: string | null;
  isWeightBased: boolean;
  unit: string;
  quantity: number;
  substitution: Substitution;
}

export interface SubscriptionDraft {
  items: BoxLine[];
  frequency: SubscriptionFrequency;
  nextDeliveryDate: string | null;
  windowStart: number;
}

export const EMPTY_DRAFT: SubscriptionDraft = {
  items: [],
  frequency: 'weekly',
  nextDeliveryDate: null,
  windowStart: 10,
};

let cache: SubscriptionDraft | null = null;
const listeners = new Set<() => void>();

function read(): SubscriptionDraft {
  if (cache) return cache;
  try {
    const raw = sessionStorage.getItem(DRAFT_STORAGE_KEY);
    cache = raw ? { ...EMPTY_DRAFT, ...(JSON.parse(raw) as Partial<SubscriptionDraft>) } : EMPTY_DRAFT;
  } catch {
    cache = EMPTY_DRAFT;
  }
  return cache;
}

function write(next: SubscriptionDraft | null) {
  cache = next ?? EMPTY_DRAFT;
  try {
    if (next) sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(next));
    else sessionStorage.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Storage full or blocked: the draft lives for this page only.
  }
  listeners.forEach((l) => l());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The draft and a way to change part of it; `clear` forgets it once the subscription exists. */
export function useSubscriptionDraft() {
  const draft = useSyncExternalStore(subscribe, read, () => EMPTY_DRAFT);
  const update = useCallback((patch: Partial<SubscriptionDraft>) => write({ ...read(), ...patch }), []);
  const clear = useCallback(() => write(null), []);
  return [draft, update, clear] as const;
}
