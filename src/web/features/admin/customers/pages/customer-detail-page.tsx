import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { CustomerDetailDto } from '../../../../../shared/admin-customers';
import { formatCents } from '../../../../../shared/money';
import { Badge } from '../../../../components/ui/badge';
import { Spinner } from '../../../../components/ui/spinner';
import { ApiError } from '../../../../lib/api-client';
import { AdminPageHeader } from '../../components/admin-page-header';
import { calendarDay, storeDay, storeDayTime } from '../../../../../shared/store-dates';
import { OrderStatusBadge } from '../../../../components/shop/order-status-badge';
import { customerQuery } from '../api/customers-api';

const TIER_LABELS = { bronze: 'Bronze', gold: 'Gold', platinum: 'Platinum' } as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-2xl border border-gray-200 bg-white p-4 sm:p-5">
      <h2 id={id} className="mb-3 text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {items.map(([term, value]) => (
        <div key={term}>
          <dt className="text-muted">{term}</dt>
          <dd className="font-medium text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A wide table scrolls inside its own focusable region on a phone. */
function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="relative overflow-x-auto" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

function Orders({ orders }: { orders: CustomerDetailDto['orders'] }) {
  if (orders.length === 0) return <p className="text-sm text-muted">No orders yet.</p>;
  return (
    <TableRegion label="Orders">
      <table className="w-full min-w-[560px] text-left text-sm">
        <caption className="sr-only">Orders, newest first</caption>
        <thead>
          <tr className="text-ink">
            <th scope="col" className="py-2 pr-3 font-semibold">
              Order
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Placed
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Delivery
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Status
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} className="border-t border-gray-200">
              <td className="py-2 pr-3">
                <Link
                  to={`/admin/orders/${order.id}`}
                  className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                >
                  {order.orderNumber}
                </Link>
              </td>
              <td className="py-2 pr-3 whitespace-nowrap">{storeDayTime(order.createdAt)}</td>
              <td className="py-2 pr-3 whitespace-nowrap">{calendarDay(order.deliveryDate)}</td>
              <td className="py-2 pr-3">
                <OrderStatusBadge status={order.status} />
              </td>
              <td className="py-2 text-right tabular-nums">
                {formatCents(order.totalCents)}
                {order.refundedCents > 0 ? (
                  <div className="text-muted">{formatCents(order.refundedCents)} refunded</div>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}

function Loyalty({ loyalty }: { loyalty: CustomerDetailDto['loyalty'] }) {
  return (
    <>
      <Facts
        items={[
          ['Balance', `${loyalty.balance.toLocaleString('en-US')} points`],
          ['Tier', TIER_LABELS[loyalty.tier]],
          ['Earned over time', `${loyalty.lifetime.toLocaleString('en-US')} points`],
        ]}
      />
      <h3 className="mt-4 mb-2 text-base font-semibold text-ink">Recent points</h3>
      {loyalty.ledger.length === 0 ? (
        <p className="text-sm text-muted">No points earned or spent yet.</p>
      ) : (
        <ul className="divide-y divide-gray-200 text-sm">
          {loyalty.ledger.map((entry) => (
            <li key={entry.id} className="flex flex-wrap justify-between gap-2 py-2">
              <span>
                {entry.reason}
                <span className="text-muted"> · {storeDay(entry.createdAt)}</span>
              </span>
              <span className="font-semibold tabular-nums">
                {entry.points > 0 ? '+' : ''}
                {entry.points.toLocaleString('en-US')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** /admin/customers/:id: who the shopper is, where they get deliveries, what they ordered, their points. */
export default function CustomerDetailPage() {
  const { id = '' } = useParams();
  const { data, isPending, isError, error } = useQuery(customerQuery(id));
  if (isPending) return <Spinner label="Loading customer…" />;
  if (isError) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <>
        <AdminPageHeader title={missing ? 'Customer not found' : 'Customer'} />
        <p role="alert" className="mb-4 text-red-700">
          {missing ? 'No customer has this id.' : `Could not load this customer: ${error.message}`}
        </p>
        <Link to="/admin/customers" className="font-semibold text-brand-700 underline">
          Back to customers
        </Link>
      </>
    );
  }
  const { customer, addresses, orders, loyalty } = data;
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/admin/customers" className="text-brand-700 underline-offset-2 hover:underline">
          ← Customers
        </Link>
      </p>
      <AdminPageHeader
        title={customer.fullName ?? customer.email}
        description={`Customer since ${storeDay(customer.joinedAt)}`}
      />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Section id="customer-profile" title="Profile">
          <Facts
            items={[
              ['Email', `${customer.email}${customer.emailVerified ? '' : ' (not verified)'}`],
              ['Phone', customer.phone ?? '—'],
              ['Date of birth', customer.dateOfBirth ? calendarDay(customer.dateOfBirth) : '—'],
              [
                'Staff role',
                customer.role === 'super_admin' ? 'Super admin' : customer.role === 'admin' ? 'Admin' : 'Shopper',
              ],
              ['Orders', customer.orderCount.toLocaleString('en-US')],
              ['Total spent', formatCents(customer.totalSpentCents)],
            ]}
          />
        </Section>
        <Section id="customer-loyalty" title="Loyalty">
          <Loyalty loyalty={loyalty} />
        </Section>
        <Section id="customer-addresses" title="Addresses">
          {addresses.length === 0 ? (
            <p className="text-sm text-muted">No saved addresses.</p>
          ) : (
            <ul className="space-y-3 text-sm">
              {addresses.map((address) => (
                <li key={address.id}>
                  <span className="font-semibold">{address.label || 'Address'}</span>
                  {address.isDefault ? (
                    <Badge variant="success" className="ml-2">
                      Default
                    </Badge>
                  ) : null}
                  <div>
                    {address.street}
                    {address.street2 ? `, ${address.street2}` : ''}
                  </div>
                  <div>
                    {address.city}, {address.state} {address.zipCode}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section id="customer-orders" title={`Orders (${customer.orderCount})`}>
          <Orders orders={orders} />
          {customer.orderCount > orders.length ? (
            <p className="mt-2 text-sm text-muted">Showing the latest {orders.length}.</p>
          ) : null}
        </Section>
      </div>
    </>
  );
}
