import { useQuery } from '@tanstack/react-query';
import { CalendarClock, PauseCircle, Repeat, Truck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { MIN_WEIGHT_QUANTITY } from '../../../../shared/guest-cart';
import { SUBSCRIPTION_MESSAGES } from '../../../../shared/subscriptions';
import { Button } from '../../../components/ui/button';
import { usePageMeta } from '../../../lib/page-meta';
import { useSession } from '../../../lib/session';
import { boxProductQuery, estimateQuery, optionsQuery } from '../api/subscriptions-api';
import { useSubscriptionDraft } from '../api/subscription-draft';
import { BoxEstimate } from '../components/box-estimate';
import { Panel } from '../components/panel';
import { BoxLines, toItems } from '../components/box-lines';
import { ScheduleFields } from '../components/schedule-fields';

const STEPS = [
  {
    Icon: Repeat,
    title: 'Pick your staples',
    text: 'Build a box of the groceries you buy again and again — atta, dal, rice, ghee, milk, fresh vegetables by the pound.',
  },
  {
    Icon: CalendarClock,
    title: 'Choose how often',
    text: 'Every week, every 2 weeks or every month, on the day and two-hour window that suit you.',
  },
  {
    Icon: Truck,
    title: 'We make the order for you',
    text: 'Two days before each delivery we place the order at that day’s prices less your Subscribe & Save discount, and email you. Cash on delivery is paid at the door; a saved card is charged when the order is made.',
  },
  {
    Icon: PauseCircle,
    title: 'Skip, pause or cancel anytime',
    text: 'From My Subscriptions: skip the next delivery, pause until a date (or until you come back), change the box, or cancel. No fees.',
  },
];

/**
 * "Subscribe" on a product page opens /subscription?product=<slug>[&variant=<id>]: that product goes in the
 * box once (not again if it is already there), and the address bar drops the parameters.
 */
function useProductFromLink() {
  const [params, setParams] = useSearchParams();
  const slug = params.get('product');
  const product = useQuery(boxProductQuery(slug));
  const [draft, update] = useSubscriptionDraft();
  const data = product.data;
  useEffect(() => {
    if (!slug || (!data && !product.isError)) return;
    if (data) {
      const sizes = data.variants.filter((v) => v.stockQuantity > 0);
      const variant = sizes.find((v) => v.id === params.get('variant')) ?? sizes[0] ?? null;
      const variantId = variant?.id ?? null;
      if (!draft.items.some((l) => l.productId === data.id && l.variantId === variantId)) {
        update({
          items: [
            ...draft.items,
            {
              productId: data.id,
              variantId,
              name: data.name,
              variantName: variant?.name ?? null,
              isWeightBased: data.isWeightBased,
              unit: data.unit,
              quantity: data.isWeightBased ? MIN_WEIGHT_QUANTITY : 1,
              substitution: 'best_match',
            },
          ],
        });
      }
    }
    setParams({}, { replace: true });
  }, [slug, data, product.isError, draft.items, params, setParams, update]);
}

/** /subscription (public): what Subscribe & Save is, and the first half of signing up — the box and its schedule. */
export default function SubscribePage() {
  usePageMeta({
    title: 'Subscribe & Save – Recurring Indian grocery boxes',
    description:
      'Get your Indian grocery staples delivered every week, every 2 weeks or every month across Dallas–Fort Worth. Skip, pause or cancel anytime.',
  });
  const navigate = useNavigate();
  const session = useSession();
  const [draft, update] = useSubscriptionDraft();
  useProductFromLink();
  const options = useQuery(optionsQuery);
  const percent = options.data?.discountPercent ?? 0;
  const items = toItems(draft.items);
  const estimate = useQuery(estimateQuery({ items }));
  const [errors, setErrors] = useState<{ items?: string; date?: string }>({});

  function next() {
    const found = {
      items: draft.items.length ? undefined : SUBSCRIPTION_MESSAGES.items,
      date: draft.nextDeliveryDate ? undefined : SUBSCRIPTION_MESSAGES.date,
    };
    setErrors(found);
    if (!found.items && !found.date) navigate('/subscription/payment');
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <section aria-labelledby="subscribe-title" className="rounded-3xl bg-brand-50 p-6 sm:p-10">
        <p className="text-sm font-semibold uppercase tracking-wide text-saffron-800">Subscribe &amp; Save</p>
        <h1 id="subscribe-title" className="mt-1 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
          Your Indian grocery staples, delivered on repeat
        </h1>
        <p className="mt-3 max-w-2xl text-ink">
          Never run out of atta or toor dal again. Set up a box once and we deliver it across Dallas–Fort Worth on your
          schedule, with free delivery on boxes over $50 and the same freshness guarantee as every order
          {percent > 0 ? (
            <>
              {' '}
              — and <strong>{percent}% off</strong> every box order
            </>
          ) : null}
          .
        </p>
        <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map(({ Icon, title, text }) => (
            <li key={title} className="rounded-2xl bg-white p-4 shadow-sm">
              <Icon className="size-6 text-brand-700" aria-hidden="true" />
              <h2 className="mt-2 font-bold text-ink">{title}</h2>
              <p className="mt-1 text-sm text-muted">{text}</p>
            </li>
          ))}
        </ol>
      </section>

      <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          <Panel title="1. Build your box">
            <div className="mt-4">
              <BoxLines lines={draft.items} onChange={(lines) => update({ items: lines })} error={errors.items} />
            </div>
          </Panel>
          <Panel title="2. Choose your schedule">
            <div className="mt-4">
              <ScheduleFields
                options={options.data}
                frequency={draft.frequency}
                date={draft.nextDeliveryDate}
                windowStart={draft.windowStart}
                dateLabel="First delivery"
                onChange={update}
                error={errors.date}
              />
            </div>
          </Panel>
        </div>
        <aside
          aria-labelledby="estimate-title"
          className="h-fit rounded-2xl border border-gray-200 bg-white p-5 shadow-sm lg:sticky lg:top-24"
        >
          <h2 id="estimate-title" className="text-lg font-bold text-ink">
            Each delivery
          </h2>
          <div className="mt-3">
            <BoxEstimate estimate={items.length ? estimate.data : undefined} pending={estimate.isFetching} />
          </div>
          <Button className="mt-5 w-full" size="lg" onClick={next}>
            Continue to address and payment
          </Button>
          {session.status === 'signed-out' ? (
            <p className="mt-2 text-xs text-muted">You will sign in or create an account on the next step.</p>
          ) : null}
        </aside>
      </div>
    </div>
  );
}
