import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatCents } from '../../../../shared/money';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { AdminPageHeader } from '../components/admin-page-header';
import { ListPager } from '../components/list-pager';
import { storeDay } from '../../../../shared/store-dates';
import { customersQuery } from './customers-api';

const PAGE_SIZE = 25;

/** /admin/customers: find a shopper by name, email or phone; the search and page live in the URL. */
export default function CustomersPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(q);
  const { data, isPending, isError, error, isFetching } = useQuery(customersQuery({ q, page, pageSize: PAGE_SIZE }));

  const go = (next: { q?: string; page?: number }) => {
    const search = new URLSearchParams();
    const nextQ = next.q ?? q;
    if (nextQ) search.set('q', nextQ);
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    setParams(search);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ q: draft.trim(), page: 1 });
  };

  return (
    <>
      <AdminPageHeader title="Customers" description="Shoppers, their orders, spending and loyalty points." />
      <form role="search" onSubmit={submit} className="mb-4 flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 basis-64">
          <label htmlFor="customer-search" className="mb-1 block text-sm font-semibold text-ink">
            Search by name, email or phone
          </label>
          <Input
            id="customer-search"
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            autoComplete="off"
          />
        </div>
        <Button type="submit">
          <Search aria-hidden="true" />
          Search
        </Button>
      </form>

      {isPending ? (
        <Spinner label="Loading customers…" />
      ) : isError ? (
        <p role="alert" className="text-red-700">
          Could not load customers: {error.message}
        </p>
      ) : (
        <>
          <div
            className="overflow-x-auto rounded-xl border border-gray-200 bg-white"
            role="region"
            aria-label="Customers"
            // A table wider than a phone scrolls sideways; keyboard users need to reach it to scroll it.
            tabIndex={0}
            aria-busy={isFetching}
          >
            <table className="w-full min-w-[720px] text-left text-sm">
              <caption className="sr-only">Customers{q ? ` matching “${q}”` : ''}, newest sign-ups first</caption>
              <thead className="bg-gray-50 text-ink">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Customer
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Phone
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">
                    Orders
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">
                    Total spent
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Last order
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Joined
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">
                    Points
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.customers.map((customer) => (
                  <tr key={customer.id} className="border-t border-gray-200">
                    <td className="px-3 py-2">
                      <Link
                        to={`/admin/customers/${customer.id}`}
                        className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                      >
                        {customer.fullName ?? customer.email}
                      </Link>
                      {customer.fullName ? <div className="text-muted">{customer.email}</div> : null}
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">{customer.phone ?? '—'}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{customer.orderCount}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{formatCents(customer.totalSpentCents)}</td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      {customer.lastOrderAt ? storeDay(customer.lastOrderAt) : 'No orders'}
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">{storeDay(customer.joinedAt)}</td>
                    <td className="px-3 py-2 text-right tabular-nums">
                      {customer.loyaltyPoints.toLocaleString('en-US')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {data.customers.length === 0 ? (
              <p className="px-3 py-6 text-center text-muted">
                {q ? `No customer matches “${q}”.` : 'No customers have signed up yet.'}
              </p>
            ) : null}
          </div>
          <ListPager
            label="Customer pages"
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onPage={(next) => go({ page: next })}
          />
        </>
      )}
    </>
  );
}
