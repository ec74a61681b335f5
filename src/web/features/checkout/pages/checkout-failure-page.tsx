import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Loader2, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { CardInput } from '../../../../shared/checkout';
import { formatCents } from '../../../../shared/money';
import { PAYMENT_METHOD_LABELS, type OrderDto } from '../../../../shared/orders';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { usePageMeta } from '../../../lib/page-meta';
import { paymentConfigQuery } from '../../../lib/payment-config-query';
import { retryPayment } from '../api/checkout-api';
import { placedOrderQuery } from '../api/order-query';
import { DemoCardFields } from '../components/demo-card-fields';
import { useCardForm } from '../../../components/payments/card-inputs';
import { PaymentMethodChoices } from '../components/payment-method-option';
import { StripeCardField, useStripeCard } from '../../../components/payments/stripe-card-field';
import { isWallet, useStripeWallets, type Wallet } from '../components/stripe-wallets';

const UNEXPECTED_MESSAGE = 'An unexpected error occurred. Please try again.';
/** What the shopper can pay with again through Stripe (cash on delivery has its own button). */
const STRIPE_METHODS = ['stripe_card', 'apple_pay', 'google_pay'] as const;
type StripeMethod = (typeof STRIPE_METHODS)[number];

/**
 * /checkout/failure: the payment did not go through. The order waits (its items held for 30
 * minutes) while the shopper tries another card, a wallet the browser has (with Stripe keys), or
 * switches to cash on delivery.
 */
export default function CheckoutFailurePage() {
  usePageMeta({ title: 'Payment failed', description: 'Your payment did not go through.' });
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const id = params.get('order') ?? '';
  const order = useQuery(placedOrderQuery(id));
  const config = useQuery(paymentConfigQuery);
  const stripe = config.data?.mode === 'stripe';
  const payable = stripe && order.data?.status === 'pending';
  const wallets = useStripeWallets(config.data, payable ? order.data?.totalCents : undefined);
  const [picked, setPicked] = useState<StripeMethod | null>(null);
  // The wallet that was declined, once the browser says it has it; otherwise a card.
  const ordered = order.data?.paymentMethod;
  const choice: StripeMethod =
    picked ?? (ordered && isWallet(ordered) && wallets.availability[ordered] === 'available' ? ordered : 'stripe_card');
  const stripeCard = useStripeCard(config.data, payable && choice === 'stripe_card');
  const cardForm = useCardForm();
  const [message, setMessage] = useState<string | null>(
    (location.state as { paymentMessage?: string } | null)?.paymentMessage ?? null,
  );
  const [busy, setBusy] = useState(false);

  /** Paid (or found paid): on to the success page; otherwise the reason stays on this page. */
  async function settled(paid: boolean, failure: string | null) {
    await client.invalidateQueries({ queryKey: ['orders'] });
    if (paid) navigate(`/checkout/success?order=${id}`, { replace: true });
    else setMessage(failure ?? UNEXPECTED_MESSAGE);
  }

  /**
   * Apple Pay / Google Pay again, with the order's total from the server in the sheet (opened on this
   * click). Only once the shopper approves does the order switch to the wallet (a new attempt and
   * PaymentIntent, for the order's own total), which is then confirmed with the wallet's payment
   * method. Closing the sheet changes nothing.
   */
  async function retryByWallet(wallet: Wallet, placed: OrderDto) {
    const paying = wallets.pay(wallet, placed.totalCents, () => retryPayment(id, { method: wallet }));
    setBusy(true);
    try {
      const { outcome, answer, error: failed } = await paying;
      if (outcome.status === 'cancelled') return outcome.message ? setMessage(outcome.message) : undefined;
      if (outcome.status === 'declined') return await settled(false, outcome.message);
      const paid = outcome.status === 'paid' || answer?.payment.status === 'paid';
      const error = failed instanceof ApiError ? failed.message : null;
      await settled(paid, error ?? answer?.payment.message ?? null);
    } finally {
      setBusy(false);
    }
  }

  /** The demo processor's card is checked on its form first; pay() runs only once it is valid. */
  function retry(method: 'stripe_card' | 'cod') {
    if (method === 'stripe_card' && !stripe) return cardForm.handleSubmit(({ card }) => pay(method, card))();
    return pay(method);
  }

  async function pay(method: 'stripe_card' | 'cod', card?: CardInput) {
    if (method === 'stripe_card' && stripe) {
      const problem = stripeCard.problem();
      if (problem) return stripeCard.showError(problem);
    }
    setBusy(true);
    try {
      const result = await retryPayment(id, { method, card });
      let failed = result.payment.status === 'failed';
      let failure = result.payment.message;
      if (result.payment.status === 'pending' && result.payment.clientSecret && order.data) {
        failure = await stripeCard.confirm(result.payment.clientSecret, {
          name: order.data.contact.fullName,
          email: order.data.contact.email,
        });
        failed = failure !== null;
      }
      await settled(!failed, failure);
    } catch (error) {
      setMessage(error instanceof ApiError ? error.message : UNEXPECTED_MESSAGE);
    } finally {
      setBusy(false);
    }
  }

  if (order.isPending) return <Spinner className="min-h-[40vh]" />;
  const o = order.data;
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6">
      <div className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
        <XCircle className="size-10 text-red-700" aria-hidden="true" />
        <h1 className="mt-2 text-2xl font-extrabold text-ink">Payment failed</h1>
        <p role="alert" className="mt-2 font-medium text-red-800">
          {message ?? o?.paymentMessage ?? 'Your payment did not go through.'}
        </p>
        {o && o.status === 'pending' ? (
          <>
            <p className="mt-2 text-sm text-muted">
              Order {o.orderNumber} ({formatCents(o.totalCents)}) is waiting for payment. We hold its items for 30
              minutes.
            </p>
            {stripe ? (
              <PaymentMethodChoices
                legend={<legend className="mb-2 text-sm font-semibold text-ink">Pay with</legend>}
                className="mt-4 grid gap-2"
                methods={STRIPE_METHODS}
                chosen={choice}
                availability={(m) => (isWallet(m) ? wallets.availability[m] : 'available')}
                demo={false}
                onSelect={setPicked}
              />
            ) : null}
            {stripe && choice === 'stripe_card' ? <StripeCardField card={stripeCard} /> : null}
            {stripe && isWallet(choice) ? (
              <p className="mt-3 text-sm text-muted">
                Try again opens {PAYMENT_METHOD_LABELS[choice]} to approve {formatCents(o.totalCents)}.
              </p>
            ) : null}
            {stripe ? null : <DemoCardFields form={cardForm} />}
            <div className="mt-4 flex flex-wrap gap-3">
              <Button
                variant="accent"
                disabled={busy || (isWallet(choice) && wallets.availability[choice] !== 'available')}
                onClick={() => void (stripe && isWallet(choice) ? retryByWallet(choice, o) : retry('stripe_card'))}
              >
                {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
                Try again
              </Button>
              <Button variant="outline" disabled={busy} onClick={() => void retry('cod')}>
                Pay cash on delivery instead
              </Button>
            </div>
          </>
        ) : (
          <Link to="/cart" className={buttonVariants({ className: 'mt-4' })}>
            Back to cart
          </Link>
        )}
      </div>
    </div>
  );
}
