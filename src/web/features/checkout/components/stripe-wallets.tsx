import { useEffect, useRef, useState } from 'react';
import type { PaymentConfigDto, PaymentOutcomeDto } from '../../../../shared/checkout';
import type { PaymentMethod } from '../../../../shared/orders';
import {
  stripeClient,
  type StripeClient,
  type StripeConfirmResult,
  type StripePaymentMethodEvent,
  type StripePaymentRequest,
  type StripeWalletName,
} from '../../../lib/stripe-js';

export type Wallet = 'apple_pay' | 'google_pay';
export type WalletAvailability = 'checking' | 'available' | 'unavailable' | 'failed';

const WALLETS: Wallet[] = ['apple_pay', 'google_pay'];
const STRIPE_NAME: Record<Wallet, StripeWalletName> = { apple_pay: 'applePay', google_pay: 'googlePay' };
const SHEET_LABEL = 'Desi Grocer order';
const WALLET_DECLINED_MESSAGE = 'Your wallet payment was declined.';
const WALLET_UNCONFIRMED_MESSAGE = 'The wallet payment could not be completed. Please try again.';

/** Why an option cannot be chosen, in words a shopper can act on. */
export const WALLET_UNAVAILABLE: Record<Wallet, string> = {
  apple_pay: 'Apple Pay works in Safari on an iPhone, iPad or Mac with a card in Apple Wallet.',
  google_pay: 'Google Pay needs a browser such as Chrome with a card saved to your Google account.',
};
export const WALLETS_FAILED_MESSAGE = 'Wallets could not be loaded. Check your connection and reload the page.';

export const isWallet = (m: PaymentMethod): m is Wallet => m === 'apple_pay' || m === 'google_pay';

/** Under a wallet the shopper cannot choose: why, and what would make it work. */
export function walletNote(wallet: Wallet, availability: WalletAvailability) {
  if (availability === 'checking') return 'Checking whether this browser can use it…';
  if (availability === 'failed') return WALLETS_FAILED_MESSAGE;
  return `Not available in this browser. ${WALLET_UNAVAILABLE[wallet]}`;
}

/**
 * How a wallet payment ended: the sheet closed before the shopper approved, or could not open
 * (`cancelled`, nothing was placed; `message` says why when it did not open); the page stopped it
 * after approval (`stopped`: no order, or a total other than the sheet's); or Stripe's answer to
 * confirming the order's PaymentIntent.
 */
export type WalletOutcome =
  | { status: 'cancelled'; message: string | null }
  | { status: 'stopped' }
  | { status: 'paid' }
  | { status: 'declined'; message: string };

type Ready = { stripe: StripeClient; requests: Partial<Record<Wallet, StripePaymentRequest>> };

/** What placing (or switching) the order answered: its total and its payment. */
type ApprovedOrder = { order: { totalCents: number }; payment: PaymentOutcomeDto };

/**
 * Apple Pay and Google Pay through Stripe's payment request, when Stripe is configured: Stripe.js is
 * loaded once the page knows the order's total, one request per wallet (so the sheet shows the wallet
 * the shopper chose, and the order records it) asks the browser whether that wallet can pay here.
 */
export function useStripeWallets(config: PaymentConfigDto | undefined, totalCents: number | undefined) {
  const url = config?.mode === 'stripe' ? config.stripeJsUrl : null;
  const key = config?.publishableKey ?? null;
  const hasTotal = totalCents !== undefined;
  const total = useRef(totalCents);
  const [ready, setReady] = useState<Ready | null>(null);
  const [availability, setAvailability] = useState<Record<Wallet, WalletAvailability>>({
    apple_pay: 'checking',
    google_pay: 'checking',
  });

  useEffect(() => {
    total.current = totalCents;
  }, [totalCents]);

  useEffect(() => {
    if (!url || !key || !hasTotal) return;
    let cancelled = false;
    stripeClient(url, key)
      .then(async (stripe) => {
        const checked = await Promise.all(
          WALLETS.map(async (wallet) => {
            const request = stripe.paymentRequest({
              country: 'US',
              currency: 'usd',
              // A starting total; the order's own is set just before the sheet opens.
              total: { label: SHEET_LABEL, amount: total.current ?? 0 },
              disableWallets: [
                ...WALLETS.filter((w) => w !== wallet).map((w) => STRIPE_NAME[w]),
                'link',
                'browserCard',
              ],
            });
            const can = await request.canMakePayment().catch(() => null);
            return { wallet, request, available: can?.[STRIPE_NAME[wallet]] === true };
          }),
        );
        if (cancelled) return;
        setReady({ stripe, requests: Object.fromEntries(checked.map((c) => [c.wallet, c.request])) });
        setAvailability(
          Object.fromEntries(checked.map((c) => [c.wallet, c.available ? 'available' : 'unavailable'])) as Record<
            Wallet,
            WalletAvailability
          >,
        );
      })
      .catch(() => !cancelled && setAvailability({ apple_pay: 'failed', google_pay: 'failed' }));
    return () => {
      cancelled = true;
    };
  }, [url, key, hasTotal]);

  /**
   * Opens the wallet's sheet for `amountCents` (call it straight from the click: browsers open the
   * sheet only from a user gesture). Once the shopper approves, `order` places (or switches) the order;
   * its PaymentIntent is confirmed with the wallet's payment method only when the payment awaits it
   * and the order's total is the one the sheet showed, then a 3-D Secure step, if the bank asks for
   * one, after the sheet closed. Answers how it ended, with what `order` answered or threw.
   */
  async function pay<Answer extends ApprovedOrder>(
    wallet: Wallet,
    amountCents: number,
    order: () => Promise<Answer>,
  ): Promise<{ outcome: WalletOutcome; answer?: Answer; error?: unknown }> {
    const result: { answer?: Answer; error?: unknown } = {};
    const outcome = await openSheet(wallet, amountCents, async () => {
      try {
        result.answer = await order();
      } catch (error) {
        result.error = error;
        return null;
      }
      const { order: placed, payment } = result.answer;
      return payment.status === 'pending' && placed.totalCents === amountCents ? payment.clientSecret : null;
    });
    return { outcome, ...result };
  }

  /** The sheet itself: `approved` answers the client secret to confirm, or null to stop. */
  function openSheet(
    wallet: Wallet,
    amountCents: number,
    approved: () => Promise<string | null>,
  ): Promise<WalletOutcome> {
    const request = ready?.requests[wallet];
    if (!ready || !request) return Promise.resolve({ status: 'cancelled', message: WALLETS_FAILED_MESSAGE });
    const { stripe } = ready;
    const confirm = (...args: Parameters<StripeClient['confirmCardPayment']>) =>
      stripe
        .confirmCardPayment(...args)
        .catch((): StripeConfirmResult => ({ error: { message: WALLET_UNCONFIRMED_MESSAGE } }));
    return new Promise((resolve) => {
      let settled = false;
      const done = (outcome: WalletOutcome) => {
        request.off('paymentmethod', onPaymentMethod);
        request.off('cancel', onCancel);
        resolve(outcome);
      };
      // Some browsers report a cancel after the shopper approved; only a cancel before approval counts.
      const onCancel = () => !settled && done({ status: 'cancelled', message: null });
      const approve = async (event: StripePaymentMethodEvent) => {
        settled = true;
        const clientSecret = await approved().catch(() => null);
        if (!clientSecret) {
          event.complete('fail');
          return done({ status: 'stopped' });
        }
        const first = await confirm(clientSecret, { payment_method: event.paymentMethod.id }, { handleActions: false });
        if (first.error) {
          event.complete('fail');
          return done({ status: 'declined', message: first.error.message ?? WALLET_DECLINED_MESSAGE });
        }
        event.complete('success');
        if (first.paymentIntent?.status !== 'requires_action') return done({ status: 'paid' });
        const second = await confirm(clientSecret);
        done(
          second.error
            ? { status: 'declined', message: second.error.message ?? WALLET_DECLINED_MESSAGE }
            : { status: 'paid' },
        );
      };
      const onPaymentMethod = (event: StripePaymentMethodEvent) => void approve(event);
      request.on('paymentmethod', onPaymentMethod);
      request.on('cancel', onCancel);
      try {
        request.update({ total: { label: SHEET_LABEL, amount: amountCents } });
        request.show();
      } catch {
        done({ status: 'cancelled', message: WALLET_UNCONFIRMED_MESSAGE });
      }
    });
  }

  return { availability, pay };
}

export type StripeWallets = ReturnType<typeof useStripeWallets>;
