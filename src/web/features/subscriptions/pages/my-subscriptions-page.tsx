import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { usePageMeta } from '../../../lib/page-meta';
import { subscriptionsQuery } from '../api/subscriptions-api';
import { SubscriptionCard } from '../components/subscription-card';
import { AccountPageShell } from '../components/account-page-shell';

/** /account/subscription: the shopper's boxes with their next delivery and estimate, and what to do with them. */
export default function MySubscriptionsPage() {
  usePageMeta({ title: 'My Subscriptions', description: 'Your Subscribe & Save grocery boxes.' });
  const subs = useQuery(subscriptionsQuery);
  return (
    <AccountPageShell title="My Subscriptions">
      {subs.isPending ? (
        <Spinner label="Loading your subscriptions" />
      ) : subs.isError ? (
        <p role="alert" className="text-red-700">
          {subs.error.message}
        </p>
      ) : subs.data.length ? (
        <div className="space-y-4">
          {subs.data.map((sub) => (
            <SubscriptionCard key={sub.id} sub={sub} />
          ))}
          <Link to="/subscription" className={buttonVariants({ variant: 'outline' })}>
            Start another box
          </Link>
        </div>
      ) : (
        <div className="rounded-2xl border border-dashed border-gray-300 p-8 text-center">
          <p className="text-ink">You have no subscriptions yet.</p>
          <p className="mt-1 text-sm text-muted">
            Get your staples delivered every week, every 2 weeks or every month — skip or pause anytime.
          </p>
          <Link to="/subscription" className={buttonVariants({ className: 'mt-4' })}>
            Subscribe &amp; Save
          </Link>
        </div>
      )}
    </AccountPageShell>
  );
}
