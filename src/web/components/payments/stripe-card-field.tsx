import { Loader2, Lock } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { PaymentConfigDto } from '../../../shared/checkout';
import {
  STRIPE_LOAD_FAILED,
  stripeClient,
  type StripeCardElement,
  type StripeClient,
  type StripeConfirmResult,
  type StripeSetupResult,
} from '../../lib/stripe-js';

export const CARD_INCOMPLETE_MESSAGE = 'Please enter your complete card details.';
const CARD_DECLINED_MESSAGE = 'Your card was declined.';
const CARD_UNCONFIRMED_MESSAGE = 'The card payment could not be completed. Please try again.';

/**
 * Stripe's card element on the page while `enabled`: Stripe.js is loaded (once) from the configured
 * URL, the element is mounted into the element given to `setContainer`, and `confirm` confirms the order's PaymentIntent with it.
 * The browser's answer only decides where the shopper goes next; the server settles the payment
 * from Stripe's webhook or by looking the intent up.
 */
export function useStripeCard(config: PaymentConfigDto | undefined, enabled: boolean) {
  // A callback ref (the element in state): the card is mounted once its container is on the page.
  const [target, setContainer] = useState<HTMLDivElement | null>(null);
  const [mounted, setMounted] = useState<{ stripe: StripeClient; card: StripeCardElement } | null>(null);
  const [failed, setFailed] = useState(false);
  const [entry, setEntry] = useState<{ complete: boolean; error: string | null }>({ complete: false, error: null });
  const url = config?.mode === 'stripe' ? config.stripeJsUrl : null;
  const key = config?.publishableKey ?? null;
  const status = !enabled ? 'idle' : failed ? 'failed' : mounted ? 'ready' : 'loading';

  useEffect(() => {
    if (!enabled || !url || !key || !target) return;
    let cancelled = false;
    let card: StripeCardElement | undefined;
    stripeClient(url, key).then(
      (stripe) => {
        if (cancelled) return;
        card = stripe.elements().create('card', {
          style: { base: { fontSize: '16px', color: '#1f2937', '::placeholder': { color: '#6b7280' } } },
        });
        card.on('change', (event) => setEntry({ complete: event.complete, error: event.error?.message ?? null }));
        card.mount(target);
        setEntry({ complete: false, error: null });
        setMounted({ stripe, card });
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
      card?.destroy();
      setMounted(null);
    };
  }, [enabled, url, key, target]);

  /** A message to show instead of paying (still loading, failed, incomplete), or null when ready. */
  function problem(): string | null {
    if (failed) return STRIPE_LOAD_FAILED;
    if (!mounted) return 'The card form is still loading. Please wait a moment.';
    return entry.complete ? null : CARD_INCOMPLETE_MESSAGE;
  }

  /** Confirms the PaymentIntent with the card: null when Stripe accepted it, else the message to show. */
  async function confirm(clientSecret: string, billing: { name: string; email: string }): Promise<string | null> {
    if (!mounted) return STRIPE_LOAD_FAILED;
    const result = await mounted.stripe
      .confirmCardPayment(clientSecret, { payment_method: { card: mounted.card, billing_details: billing } })
      .catch((): StripeConfirmResult => ({ error: { message: CARD_UNCONFIRMED_MESSAGE } }));
    return result.error ? (result.error.message ?? CARD_DECLINED_MESSAGE) : null;
  }

  /**
   * Saves the card on a SetupIntent (for charges later, with the shopper away): its id when Stripe
   * saved it, else the message to show. The server asks Stripe whether it succeeded before using it.
   */
  async function confirmSetup(
    clientSecret: string,
    billing: { name: string; email: string },
  ): Promise<{ setupIntentId: string } | { error: string }> {
    if (!mounted) return { error: STRIPE_LOAD_FAILED };
    const result = await mounted.stripe
      .confirmCardSetup(clientSecret, { payment_method: { card: mounted.card, billing_details: billing } })
      .catch((): StripeSetupResult => ({ error: { message: CARD_UNCONFIRMED_MESSAGE } }));
    if (result.error || !result.setupIntent) return { error: result.error?.message ?? CARD_DECLINED_MESSAGE };
    return { setupIntentId: result.setupIntent.id };
  }

  return {
    setContainer,
    status,
    error: failed ? STRIPE_LOAD_FAILED : entry.error,
    problem,
    confirm,
    confirmSetup,
    showError: (error: string) => setEntry((e) => ({ ...e, error })),
  };
}

export type StripeCard = ReturnType<typeof useStripeCard>;

/** Where Stripe's card element is mounted, with its loading state and the card's own messages. */
export function StripeCardField({ card: { setContainer, status, error } }: { card: StripeCard }) {
  return (
    <div className="mt-4 rounded-xl border border-gray-200 bg-gray-50 p-4">
      <p id="stripe-card-label" className="flex items-center gap-2 text-sm font-semibold text-ink">
        <Lock aria-hidden="true" className="size-4" /> Card details
      </p>
      <div
        ref={setContainer}
        role="group"
        aria-labelledby="stripe-card-label"
        aria-busy={status === 'loading'}
        data-testid="stripe-card-element"
        className="mt-2 min-h-12 rounded-lg border border-gray-300 bg-white px-3 py-3"
      />
      {status === 'loading' ? (
        <p className="mt-2 flex items-center gap-2 text-sm text-muted">
          <Loader2 aria-hidden="true" className="size-4 animate-spin" /> Loading the secure card form…
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <p className="mt-2 text-xs text-muted">
        Your card is processed securely by Stripe; the card number never reaches Desi Grocer.
      </p>
    </div>
  );
}
