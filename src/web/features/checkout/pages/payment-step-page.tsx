import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { cardInput, type CardInput } from '../../../../shared/checkout';
import { formatCents } from '../../../../shared/money';
import { TIP_PERCENTS } from '../../../../shared/order-totals';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from '../../../../shared/orders';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { CART_KEYS } from '../../../lib/cart-queries';
import { cn } from '../../../lib/cn';
import { usePageMeta } from '../../../lib/page-meta';
import { paymentConfigQuery, placeOrder, quoteQuery } from '../api/checkout-api';
import { checkoutStore, useCheckoutState } from '../api/checkout-state';
import { quoteInputFrom } from '../components/checkout-layout';
import { cardErrors, DemoCardFields, EMPTY_CARD } from '../components/demo-card-fields';
import { StripeCardField, useStripeCard } from '../components/stripe-card-field';

const isWallet = (m: PaymentMethod) => m === 'apple_pay' || m === 'google_pay';

/** Step 3 (/checkout/payment): method, tip, promo, loyalty, then review the total and place the order. */
export default function PaymentStepPage() {
  usePageMeta({ title: 'Checkout – Payment', description: 'Choose how to pay for your Desi Grocer order.' });
  const navigate = useNavigate();
  const client = useQueryClient();
  const [state, update] = useCheckoutState();
  const config = useQuery(paymentConfigQuery);
  const quote = useQuery(quoteQuery(quoteInputFrom(state)));
  const [method, setMethod] = useState<PaymentMethod>(state.paymentInfo?.method ?? 'cod');
  const [card, setCard] = useState<CardInput>(EMPTY_CARD);
  const [errors, setErrors] = useState<Partial<Record<keyof CardInput, string>>>({});
  const [promoText, setPromoText] = useState(state.paymentInfo?.promoCode ?? '');
  const [promoMessage, setPromoMessage] = useState<string | null>(null);
  const [customTip, setCustomTip] = useState(
    'percent' in state.driverTip ? '' : (state.driverTip.cents / 100).toFixed(2),
  );
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const demo = config.data?.mode !== 'stripe';
  const stripeCard = useStripeCard(config.data, !demo && method === 'stripe_card');

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

  async function submit() {
    setFailure(null);
    let parsedCard: ReturnType<typeof cardInput.parse> | undefined;
    if (method === 'stripe_card' && demo) {
      const parsed = cardInput.safeParse(card);
      setErrors(cardErrors(parsed));
      if (!parsed.success) return;
      parsedCard = parsed.data;
    }
    if (method === 'stripe_card' && !demo) {
      const problem = stripeCard.problem();
      if (problem) return stripeCard.showError(problem);
    }
    if (isWallet(method) && !demo) return;
    const delivery = state.deliveryInfo!;
    setBusy(true);
    try {
      const result = await placeOrder({
        idempotencyKey: state.idempotencyKey,
        contact: state.userInfo!,
        delivery: {
          address: delivery.address,
          slot: delivery.slot!,
          express: delivery.express,
          substitutions: Object.entries(delivery.substitutions).map(([key, preference]) => {
            const [productId, variantId] = key.split(':');
            return { productId: productId!, variantId: variantId || null, preference };
          }),
        },
        payment: { ...payment, method, tip: state.driverTip },
        card: parsedCard ? { ...card } : undefined,
        expected: {
          lines: (quote.data?.lines ?? []).map((l) => ({
            productId: l.productId,
            variantId: l.variantId,
            unitPriceCents: l.unitPriceCents,
          })),
        },
      });
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
      checkoutStore.reset();
      await client.invalidateQueries({ queryKey: CART_KEYS.all });
      const target = failed ? '/checkout/failure' : '/checkout/success';
      navigate(`${target}?order=${result.order.id}`, {
        replace: true,
        state: { priceMessage: result.priceMessage, priceChanges: result.priceChanges, paymentMessage },
      });
    } catch (error) {
      const message = error instanceof ApiError ? error.message : 'An unexpected error occurred. Please try again.';
      setFailure(message);
      toast.error('Error', { description: message });
      await client.invalidateQueries({ queryKey: ['checkout', 'quote'] });
    } finally {
      setBusy(false);
    }
  }

  const tip = state.driverTip;
  return (
    <div className="space-y-6">
      <section className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 className="text-lg font-bold text-ink">Payment method</h2>
        <fieldset className="mt-3 grid gap-2 sm:grid-cols-2">
          <legend className="sr-only">Payment method</legend>
          {PAYMENT_METHODS.map((m) => (
            <label
              key={m}
              className={cn(
                'flex items-center gap-3 rounded-lg border p-3 text-sm',
                method === m ? 'border-brand-700 bg-brand-50' : 'border-gray-200',
              )}
            >
              <input
                type="radio"
                name="method"
                checked={method === m}
                disabled={!demo && isWallet(m)}
                onChange={() => setMethod(m)}
              />
              <span className="font-semibold">{PAYMENT_METHOD_LABELS[m]}</span>
              {demo && m !== 'cod' ? (
                <span className="ml-auto rounded bg-saffron-100 px-1.5 text-xs font-bold text-saffron-900">DEMO</span>
              ) : null}
            </label>
          ))}
        </fieldset>
        {method === 'stripe_card' && demo ? <DemoCardFields card={card} onChange={setCard} errors={errors} /> : null}
        {method !== 'cod' && method !== 'stripe_card' && demo ? (
          <p className="mt-3 text-sm text-muted">Demo mode: the wallet payment is approved without a real wallet.</p>
        ) : null}
        {method === 'stripe_card' && !demo ? <StripeCardField card={stripeCard} /> : null}
        {!demo ? (
          <p className="mt-3 text-sm text-muted">
            Apple Pay and Google Pay are not available yet: pay by card or cash.
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
          {state.deliveryInfo.address.state} {state.deliveryInfo.address.zipCode} for {state.userInfo.fullName} (
          {state.userInfo.phone}).
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
            disabled={busy || !quote.data?.valid || (!demo && isWallet(method))}
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
