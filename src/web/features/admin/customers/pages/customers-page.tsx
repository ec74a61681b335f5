import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { CustomerSummaryDto } from '../../../../../shared/admin-customers';
import { formatCents } from '../../../../../shared/money';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { AdminPageHeader } from '../../components/admin-page-header';
import { TableSkeleton } from '../../components/admin-skeletons';
import { DataTable } from '../../components/data-table';
import { storeDay } from '../../../../../shared/store-dates';
import { customersListFor } from '../api/customers-api';

const columns: ColumnDef<CustomerSummaryDto>[] = [
  {
    id: 'customer',
    header: 'Customer',
    meta: { card: 'title' },
    cell: ({ row: { original: customer } }) => (
      <>
        <Link
          to={`/admin/customers/${customer.id}`}
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {customer.fullName ?? customer.email}
        </Link>
        {customer.fullName ? <div className="text-sm text-muted wrap-anywhere">{customer.email}</div> : null}
      </>
    ),
  },
  {
    id: 'phone',
    header: 'Phone',
    meta: { card: 'hide' },
    cell: ({ row }) => <span className="whitespace-nowrap">{row.original.phone ?? '—'}</span>,
  },
  { id: 'orders', header: 'Orders', meta: { numeric: true }, cell: ({ row }) => row.original.orderCount },
  {
    id: 'spent',
    header: 'Total spent',
    meta: { numeric: true },
    cell: ({ row }) => formatCents(row.original.totalSpentCents),
  },
  {
    id: 'last',
    header: 'Last order',
    cell: ({ row }) => (row.original.lastOrderAt ? storeDay(row.original.lastOrderAt) : 'No orders'),
  },
  { id: 'joined', header: 'Joined', meta: { card: 'hide' }, cell: ({ row }) => storeDay(row.original.joinedAt) },
  {
    id: 'points',
    header: 'Points',
    meta: { numeric: true },
    cell: ({ row }) => row.original.loyaltyPoints.toLocaleString('en-US'),
  },
];

/** /admin/customers: find a shopper by name, email or phone; the search and page live in the URL. */
export default function CustomersPage() {
  const [params, setParams] = useSearchParams();
  const { q, query } = customersListFor(params);
  const [draft, setDraft] = useState(q);
  const { data, isPending, isError, error, isFetching } = useQuery(query);

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
        <TableSkeleton label="Loading customers…" />
      ) : isError ? (
        <p role="alert" className="text-red-700">
          Could not load customers: {error.message}
        </p>
      ) : (
        <DataTable
          caption={`Customers${q ? ` matching “${q}”` : ''}, newest sign-ups first`}
          columns={columns}
          data={data.customers}
          getRowId={(customer) => customer.id}
          page={data.page}
          pageSize={data.pageSize}
          total={data.total}
          onPage={(next) => go({ page: next })}
          busy={isFetching}
          empty={q ? `No customer matches “${q}”.` : 'No customers have signed up yet.'}
          pagerLabel="Customer pages"
        />
      )}
    </>
  );
}
