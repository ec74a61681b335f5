/**
 * The few Stripe.js calls the payment pages make (Stripe(pk), elements(), the card element,
 * paymentRequest() for Apple Pay and Google Pay, confirmCardPayment), typed here instead of through
 * @stripe/stripe-js: its loader only knows js.stripe.com, and the shop must load the script from
 * STRIPE_JS_URL (a local stand-in offline). The script is added only when a payment page needs it,
 * never by the app shell.
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

/** stripe.confirmCardSetup's answer: the SetupIntent that saved the card for later, or why not. */
export interface StripeSetupResult {
  error?: { message?: string; code?: string };
  setupIntent?: { id: string; status: string };
}

/** Stripe's names for the wallets its payment request can show. */
export type StripeWalletName = 'applePay' | 'googlePay' | 'link' | 'browserCard';

export interface StripePaymentMethodEvent {
  paymentMethod: { id: string };
  walletName?: string;
  /** Closes the wallet sheet with the outcome; Stripe asks for it within 30 seconds. */
  complete(status: 'success' | 'fail'): void;
}

/** stripe.paymentRequest(): the browser's wallet sheet (Apple Pay, Google Pay) for one total. */
export interface StripePaymentRequest {
  /** Which wallets can pay in this browser, or null when none can. */
  canMakePayment(): Promise<Partial<Record<StripeWalletName, boolean>> | null>;
  /** Only while the sheet is closed. */
  update(options: { total: { label: string; amount: number } }): void;
  /** Only from a user gesture (a click), after canMakePayment. */
  show(): void;
  on(event: 'paymentmethod', handler: (event: StripePaymentMethodEvent) => void): void;
  on(event: 'cancel', handler: () => void): void;
  off(event: 'paymentmethod' | 'cancel', handler?: (...args: never[]) => void): void;
}

export interface StripeClient {
  elements(options?: Record<string, unknown>): {
    create(type: 'card', options?: Record<string, unknown>): StripeCardElement;
  };
  paymentRequest(options: {
    country: string;
    currency: string;
    total: { label: string; amount: number };
    disableWallets?: StripeWalletName[];
  }): StripePaymentRequest;
  /**
   * With the card element, or with a wallet's payment method id (then `handleActions: false` leaves a
   * 3-D Secure step to a second call without data, after the wallet sheet has closed).
   */
  confirmCardPayment(
    clientSecret: string,
    data?: {
      payment_method: string | { card: StripeCardElement; billing_details?: { name?: string; email?: string } };
    },
    options?: { handleActions?: boolean },
  ): Promise<StripeConfirmResult>;
  /** Saves the card element's card on a SetupIntent (Subscribe & Save: charged later, off-session). */
  confirmCardSetup(
    clientSecret: string,
    data: { payment_method: { card: StripeCardElement; billing_details?: { name?: string; email?: string } } },
  ): Promise<StripeSetupResult>;
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
