import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Loader2, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { cardInput, type CardInput } from '../../../../shared/checkout';
import { formatCents } from '../../../../shared/money';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { usePageMeta } from '../../../lib/page-meta';
import { paymentConfigQuery, retryPayment } from '../api/checkout-api';
import { placedOrderQuery } from '../api/order-query';
import { cardErrors, DemoCardFields, EMPTY_CARD } from '../components/demo-card-fields';
import { StripeCardField, useStripeCard } from '../components/stripe-card-field';

/**
 * /checkout/failure: the payment did not go through. The order waits (its items held for 30
 * minutes) while the shopper tries another card or switches to cash on delivery.
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
  const stripeCard = useStripeCard(config.data, stripe && order.data?.status === 'pending');
  const [card, setCard] = useState<CardInput>(EMPTY_CARD);
  const [errors, setErrors] = useState<Partial<Record<keyof CardInput, string>>>({});
  const [message, setMessage] = useState<string | null>(
    (location.state as { paymentMessage?: string } | null)?.paymentMessage ?? null,
  );
  const [busy, setBusy] = useState(false);

  async function retry(method: 'stripe_card' | 'cod') {
    let parsed: CardInput | undefined;
    if (method === 'stripe_card' && stripe) {
      const problem = stripeCard.problem();
      if (problem) return stripeCard.showError(problem);
    } else if (method === 'stripe_card') {
      const result = cardInput.safeParse(card);
      setErrors(cardErrors(result));
      if (!result.success) return;
      parsed = card;
    }
    setBusy(true);
    try {
      const result = await retryPayment(id, { method, card: parsed });
      let failed = result.payment.status === 'failed';
      let failure = result.payment.message;
      if (result.payment.status === 'pending' && result.payment.clientSecret && order.data) {
        failure = await stripeCard.confirm(result.payment.clientSecret, {
          name: order.data.contact.fullName,
          email: order.data.contact.email,
        });
        failed = failure !== null;
      }
      await client.invalidateQueries({ queryKey: ['orders'] });
      if (failed) setMessage(failure);
      else navigate(`/checkout/success?order=${id}`, { replace: true });
    } catch (error) {
      setMessage(error instanceof ApiError ? error.message : 'An unexpected error occurred. Please try again.');
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
              <StripeCardField card={stripeCard} />
            ) : (
              <DemoCardFields card={card} onChange={setCard} errors={errors} />
            )}
            <div className="mt-4 flex flex-wrap gap-3">
              <Button variant="accent" disabled={busy} onClick={() => void retry('stripe_card')}>
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
