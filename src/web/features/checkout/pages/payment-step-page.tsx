import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import type { CardInput, PlaceOrderResult } from '../../../../shared/checkout';
import { formatCents } from '../../../../shared/money';
import { TIP_PERCENTS } from '../../../../shared/order-totals';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from '../../../../shared/orders';
import { formatPhone } from '../../../../shared/phone';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { CART_KEYS } from '../../../lib/cart-queries';
import { usePageMeta } from '../../../lib/page-meta';
import { paymentConfigQuery } from '../../../lib/payment-config-query';
import { placeOrder, quoteQuery } from '../api/checkout-api';
import { checkoutStore, useCheckoutState } from '../api/checkout-state';
import { quoteInputFrom } from '../components/checkout-layout';
import { DemoCardFields } from '../components/demo-card-fields';
import { useCardForm } from '../../../components/payments/card-inputs';
import { StripeCardField, useStripeCard } from '../../../components/payments/stripe-card-field';
import { PaymentMethodChoices } from '../components/payment-method-option';
import { isWallet, useStripeWallets, type Wallet, type WalletAvailability } from '../components/stripe-wallets';

const UNEXPECTED_MESSAGE = 'An unexpected error occurred. Please try again.';
const totalChangedMessage = (total: string) =>
  `The order total changed to ${total} while it was being placed, so nothing was charged. Please pay the new total.`;

/** Step 3 (/checkout/payment): method, tip, promo, loyalty, then review the total and place the order. */
export default function PaymentStepPage() {
  usePageMeta({ title: 'Checkout – Payment', description: 'Choose how to pay for your Desi Grocer order.' });
  const navigate = useNavigate();
  const client = useQueryClient();
  const [state, update] = useCheckoutState();
  const config = useQuery(paymentConfigQuery);
  const quote = useQuery(quoteQuery(quoteInputFrom(state)));
  const [method, setMethod] = useState<PaymentMethod>(state.paymentInfo?.method ?? 'cod');
  const cardForm = useCardForm();
  const [promoText, setPromoText] = useState(state.paymentInfo?.promoCode ?? '');
  const [promoMessage, setPromoMessage] = useState<string | null>(null);
  const [customTip, setCustomTip] = useState(
    'percent' in state.driverTip ? '' : (state.driverTip.cents / 100).toFixed(2),
  );
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const demo = config.data?.mode !== 'stripe';
  const stripeCard = useStripeCard(config.data, !demo && method === 'stripe_card');
  const wallets = useStripeWallets(config.data, quote.data?.totals.totalCents);
  /** Demo wallets always approve; Stripe's only where the browser has that wallet. */
  const availability = (m: PaymentMethod): WalletAvailability =>
    isWallet(m) && !demo ? wallets.availability[m] : 'available';

  if (!state.userInfo) return <Navigate to="/checkout" replace />;
  if (!state.deliveryInfo?.slot) return <Navigate to="/checkout/delivery" replace />;
  const payment = {
    method,
    promoCode: state.paymentInfo?.promoCode ?? null,
    loyaltyPoints: state.paymentInfo?.loyaltyPoints ?? 0,
  };
  const savePayment = (patch: Partial<typeof payment>) => update({ paymentInfo: { ...payment, ...patch } });

  async function applyPromo() {
    const code = promoText.trim();
    if (!code) return;
    try {
      await apiRequest('POST', '/api/promos/validate', { code });
      setPromoMessage(null);
      savePayment({ promoCode: code.toUpperCase() });
      toast.success('Promo code applied');
    } catch (error) {
      setPromoMessage(error instanceof ApiError ? error.message : 'Could not check the code. Please try again.');
    }
  }

  function orderInput(card?: CardInput) {
    const delivery = state.deliveryInfo!;
    return {
      idempotencyKey: state.idempotencyKey,
      contact: state.userInfo!,
      delivery: {
        address: delivery.address,
        slot: delivery.slot!,
        express: delivery.express,
        saveAddress: delivery.saveAddress ?? false,
        substitutions: Object.entries(delivery.substitutions).map(([key, preference]) => {
          const [productId, variantId] = key.split(':');
          return { productId: productId!, variantId: variantId || null, preference };
        }),
      },
      payment: { ...payment, method, tip: state.driverTip },
      card,
      expected: {
        lines: (quote.data?.lines ?? []).map((l) => ({
          productId: l.productId,
          variantId: l.variantId,
          unitPriceCents: l.unitPriceCents,
        })),
      },
    };
  }

  /** The order is placed: on to the success or failure page, with a fresh checkout behind it. */
  async function finish(result: PlaceOrderResult, failed: boolean, paymentMessage: string | null) {
    checkoutStore.reset();
    await client.invalidateQueries({ queryKey: CART_KEYS.all });
    const target = failed ? '/checkout/failure' : '/checkout/success';
    navigate(`${target}?order=${result.order.id}`, {
      replace: true,
      state: { priceMessage: result.priceMessage, priceChanges: result.priceChanges, paymentMessage },
    });
  }

  /** Nothing was placed (stock, slot, promo…): say why and show the cart as it is now. */
  async function notPlaced(error: unknown) {
    const message = error instanceof ApiError ? error.message : UNEXPECTED_MESSAGE;
    setFailure(message);
    toast.error('Error', { description: message });
    await client.invalidateQueries({ queryKey: ['checkout', 'quote'] });
  }

  /** The demo processor's card is checked on its form first; place() runs only once it is valid. */
  function submit() {
    setFailure(null);
    if (method === 'stripe_card' && demo) return cardForm.handleSubmit(({ card }) => place(card))();
    return place();
  }

  async function place(card?: CardInput) {
    if (method === 'stripe_card' && !demo) {
      const problem = stripeCard.problem();
      if (problem) return stripeCard.showError(problem);
    }
    if (isWallet(method) && !demo) return payByWallet(method);
    setBusy(true);
    try {
      const result = await placeOrder(orderInput(card));
      let paymentMessage = result.payment.message;
      let failed = result.payment.status === 'failed';
      // Stripe: the order exists; now the card confirms its PaymentIntent (before the page goes away).
      if (result.payment.status === 'pending' && result.payment.clientSecret) {
        paymentMessage = await stripeCard.confirm(result.payment.clientSecret, {
          name: state.userInfo!.fullName,
          email: state.userInfo!.email,
        });
        failed = paymentMessage !== null;
      }
      await finish(result, failed, paymentMessage);
    } catch (error) {
      await notPlaced(error);
    } finally {
      setBusy(false);
    }
  }

  /**
   * Apple Pay / Google Pay through Stripe. The sheet must open on this click, so it shows the
   * server's quoted total; the order is placed only once the shopper approves, and its PaymentIntent
   * (made by the server for the order's own total) is confirmed only if that total is the one the
   * shopper approved. Closing the sheet places nothing.
   */
  async function payByWallet(wallet: Wallet) {
    if (availability(wallet) !== 'available' || !quote.data) return;
    const shown = quote.data.totals.totalCents;
    const paying = wallets.pay(wallet, shown, () => placeOrder(orderInput()));
    setBusy(true);
    try {
      const { outcome, answer: result, error } = await paying;
      if (outcome.status === 'cancelled') return setFailure(outcome.message);
      if (!result) return await notPlaced(error);
      if (outcome.status === 'paid') return await finish(result, false, null);
      if (outcome.status === 'declined') return await finish(result, true, outcome.message);
      // Placed but not paid here: already paid (a retried submit), another total, or no intent.
      if (result.payment.status === 'paid') return await finish(result, false, null);
      const changed = result.order.totalCents !== shown;
      const message = changed ? totalChangedMessage(formatCents(result.order.totalCents)) : result.payment.message;
      await finish(result, true, message ?? UNEXPECTED_MESSAGE);
    } finally {
      setBusy(false);
    }
  }

  const tip = state.driverTip;
  return (
    <div className="space-y-6">
      <section className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 className="text-lg font-bold text-ink">Payment method</h2>
        <PaymentMethodChoices
          legend={<legend className="sr-only">Payment method</legend>}
          className="mt-3 grid gap-2 sm:grid-cols-2"
          methods={PAYMENT_METHODS}
          chosen={method}
          availability={availability}
          demo={demo}
          onSelect={setMethod}
        />
        {method === 'stripe_card' && demo ? <DemoCardFields form={cardForm} /> : null}
        {method !== 'cod' && method !== 'stripe_card' && demo ? (
          <p className="mt-3 text-sm text-muted">Demo mode: the wallet payment is approved without a real wallet.</p>
        ) : null}
        {method === 'stripe_card' && !demo ? <StripeCardField card={stripeCard} /> : null}
        {isWallet(method) && !demo && availability(method) === 'available' ? (
          <p className="mt-3 text-sm text-muted">
            Place order opens {PAYMENT_METHOD_LABELS[method]} to approve the total; your order is placed once you
            approve it.
          </p>
        ) : null}
      </section>

      <section className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 className="text-lg font-bold text-ink">Driver tip</h2>
        <div className="mt-3 flex flex-wrap items-center gap-2" role="group" aria-label="Driver tip">
          {TIP_PERCENTS.map((p) => (
            <Button
              key={p}
              variant={'percent' in tip && tip.percent === p ? 'primary' : 'outline'}
              size="sm"
              aria-pressed={'percent' in tip && tip.percent === p}
              onClick={() => {
                setCustomTip('');
                update({ driverTip: { percent: p } });
              }}
            >
              {p === 0 ? 'No tip' : `${p}%`}
            </Button>
          ))}
          <label className="flex items-center gap-2 text-sm">
            Custom $
            <Input
              className="w-24"
              inputMode="decimal"
              value={customTip}
              onChange={(e) => {
                setCustomTip(e.target.value);
                const cents = Math.round(Number(e.target.value) * 100);
                if (Number.isFinite(cents) && cents >= 0 && cents <= 10_000) update({ driverTip: { cents } });
              }}
            />
          </label>
        </div>
      </section>

      <section className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 className="text-lg font-bold text-ink">Promo code and points</h2>
        <div className="mt-3 flex gap-2">
          <Input
            aria-label="Promo code"
            value={promoText}
            onChange={(e) => setPromoText(e.target.value)}
            placeholder="WELCOME10"
            className="max-w-xs uppercase"
          />
          <Button variant="outline" onClick={() => void applyPromo()}>
            Apply
          </Button>
          {payment.promoCode ? (
            <Button
              variant="ghost"
              onClick={() => {
                setPromoText('');
                savePayment({ promoCode: null });
              }}
            >
              Remove {payment.promoCode}
            </Button>
          ) : null}
        </div>
        {promoMessage || quote.data?.promoMessage ? (
          <p role="alert" className="mt-2 text-sm font-medium text-red-700">
            {promoMessage ?? quote.data?.promoMessage}
          </p>
        ) : null}
        {quote.data?.loyaltyBalance ? (
          <label className="mt-4 flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={payment.loyaltyPoints > 0}
              onChange={(e) => savePayment({ loyaltyPoints: e.target.checked ? quote.data!.loyaltyBalance : 0 })}
            />
            Use my loyalty points ({quote.data.loyaltyBalance} points; 100 points = $1, up to 20% of the subtotal)
          </label>
        ) : null}
      </section>

      <section className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 className="text-lg font-bold text-ink">Review</h2>
        <p className="mt-2 text-sm text-muted">
          Delivering to {state.deliveryInfo.address.street}, {state.deliveryInfo.address.city},{' '}
          {state.deliveryInfo.address.state} {state.deliveryInfo.address.zipCode} for {state.userInfo.fullName},{' '}
          {formatPhone(state.userInfo.phone)}.
        </p>
        {failure ? (
          <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
            {failure}{' '}
            <Link to="/cart" className="underline">
              Review your cart
            </Link>
          </p>
        ) : null}
        <div className="mt-4 flex justify-between gap-3">
          <Link to="/checkout/delivery" className={buttonVariants({ variant: 'outline' })}>
            Back
          </Link>
          <Button
            size="lg"
            variant="accent"
            disabled={busy || !quote.data?.valid || availability(method) !== 'available'}
            onClick={() => {
              savePayment({});
              void submit();
            }}
          >
            {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            Place order{quote.data ? ` · ${formatCents(quote.data.totals.totalCents)}` : ''}
          </Button>
        </div>
      </section>
    </div>
  );
}
