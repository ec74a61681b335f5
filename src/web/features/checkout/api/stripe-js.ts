/**
 * The few Stripe.js calls the payment pages make (Stripe(pk), elements(), the card element,
 * confirmCardPayment), typed here instead of through @stripe/stripe-js: its loader only knows
 * js.stripe.com, and the shop must load the script from STRIPE_JS_URL (a local stand-in offline).
 * The script is added only when a payment page needs it, never by the app shell.
 */
export interface StripeCardChange {
  complete: boolean;
  empty: boolean;
  error?: { message: string };
}

export interface StripeCardElement {
  mount(target: HTMLElement | string): void;
  on(event: 'change', handler: (event: StripeCardChange) => void): void;
  destroy(): void;
}

export interface StripeConfirmResult {
  error?: { message?: string; code?: string };
  paymentIntent?: { id: string; status: string };
}

export interface StripeClient {
  elements(options?: Record<string, unknown>): {
    create(type: 'card', options?: Record<string, unknown>): StripeCardElement;
  };
  confirmCardPayment(
    clientSecret: string,
    data: { payment_method: { card: StripeCardElement; billing_details?: { name?: string; email?: string } } },
  ): Promise<StripeConfirmResult>;
}

type StripeFactory = (publishableKey: string) => StripeClient;

const loading = new Map<string, Promise<StripeFactory>>();

export const STRIPE_LOAD_FAILED = 'The card form could not be loaded. Check your connection and reload the page.';

/** Adds the Stripe.js script once per URL and resolves with its global `Stripe`. */
export function loadStripeJs(url: string): Promise<StripeFactory> {
  const existing = loading.get(url);
  if (existing) return existing;
  const promise = new Promise<StripeFactory>((resolve, reject) => {
    const global = () => (window as unknown as { Stripe?: StripeFactory }).Stripe;
    if (global()) return resolve(global()!);
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => (global() ? resolve(global()!) : reject(new Error(STRIPE_LOAD_FAILED)));
    script.onerror = () => reject(new Error(STRIPE_LOAD_FAILED));
    document.head.appendChild(script);
  });
  // A failed load (offline for a moment) may be tried again by the next page that needs it.
  promise.catch(() => loading.delete(url));
  loading.set(url, promise);
  return promise;
}

const clients = new Map<string, Promise<StripeClient>>();

/** One Stripe client per publishable key, as Stripe asks. */
export function stripeClient(url: string, publishableKey: string): Promise<StripeClient> {
  const key = `${url} ${publishableKey}`;
  if (!clients.has(key)) {
    const client = loadStripeJs(url).then((Stripe) => Stripe(publishableKey));
    client.catch(() => clients.delete(key));
    clients.set(key, client);
  }
  return clients.get(key)!;
}
