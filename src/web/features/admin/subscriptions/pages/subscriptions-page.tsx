import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { AdminSubscriptionSummaryDto } from '../../../../../shared/admin-subscriptions';
import { FREQUENCY_LABELS, SUBSCRIPTION_FREQUENCIES } from '../../../../../shared/subscription-schedule';
import { SUBSCRIPTION_STATUS_LABELS, SUBSCRIPTION_STATUSES } from '../../../../../shared/subscriptions';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { NativeSelect } from '../../../../components/ui/native-select';
import { AdminPageHeader } from '../../components/admin-page-header';
import { TableSkeleton } from '../../components/admin-skeletons';
import { DataTable } from '../../components/data-table';
import { countActiveFilters, FiltersDisclosure } from '../../components/filters-disclosure';
import { calendarDay, storeDay } from '../../../../../shared/store-dates';
import { adminSubscriptionsQuery } from '../api/subscriptions-admin-api';
import { SubscriptionSettingsPanel } from '../components/subscription-settings-form';
import { SubscriptionStatusBadge } from '../components/subscription-status-badge';

const PAGE_SIZE = 25;
const FILTERS = ['q', 'status', 'frequency', 'nextFrom', 'nextTo'] as const;
type Filters = Partial<Record<(typeof FILTERS)[number], string>>;
const OUTCOME = { ordered: 'Ordered', skipped: 'Skipped', failed: 'Failed' } as const;

const columns: ColumnDef<AdminSubscriptionSummaryDto>[] = [
  {
    id: 'customer',
    header: 'Customer',
    meta: { card: 'title' },
    enableSorting: false,
    cell: ({ row: { original: s } }) => (
      <>
        <Link
          to={`/admin/subscriptions/${s.id}`}
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {s.customerName}
        </Link>
        <span className="block text-muted">{s.customerEmail}</span>
      </>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    enableSorting: false,
    cell: ({ row }) => <SubscriptionStatusBadge status={row.original.status} />,
  },
  {
    id: 'frequency',
    header: 'Frequency',
    enableSorting: false,
    cell: ({ row }) => FREQUENCY_LABELS[row.original.frequency],
  },
  {
    id: 'next',
    header: 'Next delivery',
    enableSorting: false,
    cell: ({ row: { original: s } }) =>
      s.status === 'active'
        ? calendarDay(s.nextDeliveryDate)
        : s.status === 'paused'
          ? s.pausedUntil
            ? `Paused until ${calendarDay(s.pausedUntil)}`
            : 'Paused'
          : '—',
  },
  { id: 'items', header: 'Items', enableSorting: false, cell: ({ row }) => row.original.itemCount },
  { id: 'zip', header: 'ZIP', meta: { card: 'hide' }, enableSorting: false, cell: ({ row }) => row.original.zipCode },
  {
    id: 'last',
    header: 'Last delivery',
    meta: { card: 'hide' },
    enableSorting: false,
    cell: ({ row }) => (row.original.lastOutcome ? OUTCOME[row.original.lastOutcome] : 'None yet'),
  },
  {
    id: 'since',
    header: 'Since',
    meta: { card: 'hide' },
    enableSorting: false,
    cell: ({ row }) => storeDay(row.original.createdAt),
  },
];

/** /admin/subscriptions: every Subscribe & Save box, filtered by status, frequency, next date and customer. */
export default function SubscriptionsAdminPage() {
  const [params, setParams] = useSearchParams();
  const filters: Filters = Object.fromEntries(FILTERS.flatMap((k) => (params.get(k) ? [[k, params.get(k)!]] : [])));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery(
    adminSubscriptionsQuery({ ...filters, page, pageSize: PAGE_SIZE } as Record<string, string | number>),
  );
  const [draft, setDraft] = useState<Filters>(filters);
  const go = (next: Filters, nextPage = 1) => {
    const search = new URLSearchParams();
    for (const k of FILTERS) if (next[k]) search.set(k, next[k]!);
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go(draft);
  };
  const field = (k: keyof Filters) => ({
    value: draft[k] ?? '',
    onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [k]: e.target.value }),
  });

  return (
    <>
      <AdminPageHeader
        title="Subscriptions"
        description="Shoppers' Subscribe & Save boxes: next deliveries, skips, pauses and failed orders."
      />
      <SubscriptionSettingsPanel />
      <FiltersDisclosure count={countActiveFilters(filters)}>
        <form
          role="search"
          aria-label="Filter subscriptions"
          onSubmit={submit}
          className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-6 lg:items-end"
        >
          <div className="lg:col-span-2">
            <label htmlFor="sub-q" className="mb-1 block text-sm font-semibold text-ink">
              Customer name or email
            </label>
            <Input id="sub-q" type="search" autoComplete="off" {...field('q')} />
          </div>
          <div>
            <label htmlFor="sub-status" className="mb-1 block text-sm font-semibold text-ink">
              Status
            </label>
            <NativeSelect id="sub-status" {...field('status')}>
              <option value="">Any</option>
              {SUBSCRIPTION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {SUBSCRIPTION_STATUS_LABELS[s]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div>
            <label htmlFor="sub-frequency" className="mb-1 block text-sm font-semibold text-ink">
              Frequency
            </label>
            <NativeSelect id="sub-frequency" {...field('frequency')}>
              <option value="">Any</option>
              {SUBSCRIPTION_FREQUENCIES.map((f) => (
                <option key={f} value={f}>
                  {FREQUENCY_LABELS[f]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div>
            <label htmlFor="sub-from" className="mb-1 block text-sm font-semibold text-ink">
              Next delivery from
            </label>
            <Input id="sub-from" type="date" {...field('nextFrom')} />
          </div>
          <div>
            <label htmlFor="sub-to" className="mb-1 block text-sm font-semibold text-ink">
              Next delivery to
            </label>
            <Input id="sub-to" type="date" {...field('nextTo')} />
          </div>
          <div className="flex gap-2 lg:col-span-6">
            <Button type="submit">Apply filters</Button>
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                setDraft({});
                go({});
              }}
            >
              Clear
            </Button>
          </div>
        </form>
      </FiltersDisclosure>
      {list.isPending ? (
        <TableSkeleton label="Loading subscriptions…" />
      ) : list.isError ? (
        <p role="alert" className="text-red-700">
          Could not load subscriptions: {list.error.message}
        </p>
      ) : (
        <DataTable
          caption="Subscriptions, by next delivery"
          columns={columns}
          data={list.data.subscriptions}
          sort={{ id: 'next', desc: false }}
          onSort={() => {}}
          page={page}
          pageSize={PAGE_SIZE}
          total={list.data.total}
          onPage={(p) => go(filters, p)}
          busy={list.isFetching}
          getRowId={(s) => s.id}
          empty={<p>No subscriptions match these filters.</p>}
        />
      )}
    </>
  );
}
