import { useQuery } from '@tanstack/react-query';
import { longCalendarDay } from '../../../../shared/store-dates';
import { CheckCircle2 } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { windowLabel } from '../../../../shared/delivery-slots';
import { formatCents } from '../../../../shared/money';
import { buttonVariants } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { usePageMeta } from '../../../lib/page-meta';
import { subscriptionQuery } from '../api/subscriptions-api';

/** /subscription/success (signed in): the box is set up; when it comes and when its order is made. */
export default function SubscriptionSuccessPage() {
  usePageMeta({ title: 'Subscription confirmed', description: 'Your Subscribe & Save box is set up.' });
  const id = useSearchParams()[0].get('id') ?? '';
  const sub = useQuery({ ...subscriptionQuery(id), enabled: /^[0-9a-f-]{36}$/i.test(id) });
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 text-center sm:px-6">
      <CheckCircle2 className="mx-auto size-12 text-brand-700" aria-hidden="true" />
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-brand-900">Your box is set up</h1>
      {sub.isPending && sub.fetchStatus !== 'idle' ? (
        <Spinner label="Loading your subscription" />
      ) : sub.data ? (
        <div className="mt-4 space-y-2 text-ink">
          <p>
            {sub.data.schedule}, {windowLabel(sub.data.windowStart)}. First delivery:{' '}
            <strong>{longCalendarDay(sub.data.nextDeliveryDate)}</strong>.
          </p>
          <p className="text-muted">
            We will make its order on {longCalendarDay(sub.data.nextOrderDate)} at that day’s prices (about{' '}
            {formatCents(sub.data.estimate.totals.totalCents)} today) and email {sub.data.contact.email}.
          </p>
        </div>
      ) : (
        <p className="mt-4 text-muted">Your subscriptions are listed in your account.</p>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/account/subscription" className={buttonVariants()}>
          My Subscriptions
        </Link>
        <Link to="/products" className={buttonVariants({ variant: 'outline' })}>
          Keep shopping
        </Link>
      </div>
    </div>
  );
}
