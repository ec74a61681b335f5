import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { windowLabel } from '../../../../../shared/delivery-slots';
import { formatCents } from '../../../../../shared/money';
import { Spinner } from '../../../../components/ui/spinner';
import { AdminPageHeader } from '../../components/admin-page-header';
import { calendarDay } from '../../../../../shared/store-dates';
import { SubscriptionStaffActions } from '../components/subscription-staff-actions';
import { adminSubscriptionQuery } from '../api/subscriptions-admin-api';
import { SubscriptionStatusBadge } from '../components/subscription-status-badge';

const CHARGE_STATUS = {
  pending: 'Asked of Stripe',
  succeeded: 'Charged',
  declined: 'Declined',
  refunding: 'Being refunded',
  refunded: 'Refunded',
} as const;
const CHARGE_COLUMNS = [
  ['Delivery', 'pr-3'],
  ['Attempt', 'pr-3 text-right'],
  ['Amount', 'text-right'],
  ['Status', 'pl-3'],
] as const;
const OUTCOME = { ordered: 'Ordered', skipped: 'Skipped by the shopper', failed: 'Failed' } as const;

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <section className="rounded-xl border border-gray-200 bg-white p-4 sm:p-5">
    <h2 className="text-base font-bold text-ink">{title}</h2>
    <div className="mt-3 text-sm">{children}</div>
  </section>
);

/** /admin/subscriptions/:id: the box, its schedule, upcoming and past deliveries, and the staff actions. */
export default function SubscriptionDetailPage() {
  const { id = '' } = useParams();
  const q = useQuery(adminSubscriptionQuery(id));
  if (q.isPending) return <Spinner label="Loading the subscription…" />;
  if (q.isError)
    return (
      <p role="alert" className="text-red-700">
        Could not load the subscription: {q.error.message}
      </p>
    );
  const s = q.data;
  const t = s.estimate.totals;
  return (
    <>
      <Link to="/admin/subscriptions" className="text-sm font-semibold text-brand-700 hover:underline">
        ← All subscriptions
      </Link>
      <AdminPageHeader
        title={`${s.contact.fullName}’s subscription`}
        description={
          <>
            <SubscriptionStatusBadge status={s.status} /> {s.schedule}, {windowLabel(s.windowStart)} ·{' '}
            <Link to={`/admin/customers/${s.userId}`} className="text-brand-700 underline">
              {s.contact.email}
            </Link>
          </>
        }
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <Section title="Box (today’s prices)">
          <table className="w-full text-left">
            <caption className="sr-only">Products in the box</caption>
            <thead>
              <tr className="text-muted">
                <th scope="col" className="py-1 font-semibold">
                  Product
                </th>
                <th scope="col" className="py-1 text-right font-semibold">
                  Qty
                </th>
                <th scope="col" className="py-1 text-right font-semibold">
                  Line
                </th>
              </tr>
            </thead>
            <tbody>
              {s.estimate.lines.map((l) => (
                <tr key={`${l.productId}:${l.variantId ?? ''}`} className="border-t border-gray-100">
                  <td className="py-1">
                    {l.name}
                    {l.variantName ? ` (${l.variantName})` : ''}
                  </td>
                  <td className="py-1 text-right tabular-nums">
                    {l.quantity}
                    {l.isWeightBased ? ' lb' : ''}
                  </td>
                  <td className="py-1 text-right tabular-nums">{formatCents(l.lineTotalCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-2 font-semibold">Estimated per delivery: {formatCents(t.totalCents)}</p>
          {s.estimate.problems.length ? (
            <ul className="mt-2 list-disc pl-5 text-amber-900">
              {s.estimate.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          ) : null}
        </Section>
        <Section title="Upcoming deliveries">
          {s.status === 'paused' ? (
            <p className="mb-2 font-semibold">
              Paused {s.pausedUntil ? `until ${calendarDay(s.pausedUntil)}` : 'until the shopper resumes'}; the dates
              below follow its schedule once it resumes.
            </p>
          ) : null}
          {s.upcoming.length ? (
            <ol className="space-y-1">
              {s.upcoming.map((d) => (
                <li key={d}>{calendarDay(d)}</li>
              ))}
            </ol>
          ) : (
            <p className="text-muted">None: the subscription is cancelled.</p>
          )}
        </Section>
        <Section title="Past deliveries">
          {s.runs.length ? (
            <ul className="space-y-1">
              {s.runs.map((r) => (
                <li key={r.deliveryDate}>
                  {calendarDay(r.deliveryDate)}: {OUTCOME[r.outcome]}
                  {r.orderId ? (
                    <>
                      {' — '}
                      <Link to={`/admin/orders/${r.orderId}`} className="font-semibold text-brand-700 underline">
                        {r.orderNumber}
                      </Link>
                    </>
                  ) : null}
                  {r.message ? <span className="text-muted"> ({r.message})</span> : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted">No deliveries yet.</p>
          )}
        </Section>
        {s.charges.length ? (
          <Section title="Card charges">
            <table className="w-full text-left">
              <caption className="sr-only">Charges to the saved card, each attempt</caption>
              <thead>
                <tr className="text-muted">
                  {CHARGE_COLUMNS.map(([name, align]) => (
                    <th key={name} scope="col" className={`py-1 font-semibold ${align}`}>
                      {name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {s.charges.map((c) => (
                  <tr key={`${c.deliveryDate}:${c.attempt}`} className="border-t border-gray-100">
                    <td className="py-1 pr-3 whitespace-nowrap">{calendarDay(c.deliveryDate)}</td>
                    <td className="py-1 pr-3 text-right tabular-nums">{c.attempt}</td>
                    <td className="py-1 text-right tabular-nums">{formatCents(c.amountCents)}</td>
                    <td className="py-1 pl-3">
                      {CHARGE_STATUS[c.status]}
                      {c.orderId ? (
                        <>
                          {' — '}
                          <Link to={`/admin/orders/${c.orderId}`} className="font-semibold text-brand-700 underline">
                            order
                          </Link>
                        </>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Section>
        ) : null}
        <Section title="Delivery and payment">
          <p>
            {s.address.street}
            {s.address.street2 ? `, ${s.address.street2}` : ''}, {s.address.city}, {s.address.state} {s.address.zipCode}
          </p>
          <p className="mt-1">{s.contact.phone}</p>
          <p className="mt-1">{s.paymentMethod === 'cod' ? 'Cash on delivery' : `Saved card ending ${s.cardLast4}`}</p>
        </Section>
      </div>
      <div className="mt-6">
        <Section title="Act for the shopper">
          <SubscriptionStaffActions sub={s} />
        </Section>
      </div>
    </>
  );
}
