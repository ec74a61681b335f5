import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type AdminPromoDto, PROMO_STATUSES, type PromoStatus } from '../../../../../shared/admin-promos';
import { formatCents } from '../../../../../shared/money';
import { WEEKDAY_NAMES } from '../../../../../shared/promos';
import { wallClockDayTime } from '../../../../../shared/store-dates';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { NativeSelect } from '../../../../components/ui/native-select';
import { toast } from '../../../../lib/toast';
import { AdminPageHeader } from '../../components/admin-page-header';
import { TableSkeleton } from '../../components/admin-skeletons';
import { DataTable } from '../../components/data-table';
import { countActiveFilters, FiltersDisclosure } from '../../components/filters-disclosure';
import { PromoFormDialog } from '../components/promo-form-dialog';
import { ADMIN_PROMO_KEYS, adminPromosQuery, setPromoActive } from '../api/promos-api';

const PAGE_SIZE = 50;
const STATUS: Record<PromoStatus, { label: string; variant: 'success' | 'warning' | 'neutral' | 'danger' }> = {
  active: { label: 'Active', variant: 'success' },
  scheduled: { label: 'Scheduled', variant: 'warning' },
  expired: { label: 'Expired', variant: 'neutral' },
  used_up: { label: 'Used up', variant: 'danger' },
  inactive: { label: 'Inactive', variant: 'neutral' },
};

const discount = (p: AdminPromoDto) =>
  p.kind === 'percent'
    ? `${p.percentOff}% off`
    : p.kind === 'fixed'
      ? `${formatCents(p.amountOffCents ?? 0)} off`
      : 'Free delivery';

function ActiveToggle({ promo }: { promo: AdminPromoDto }) {
  const client = useQueryClient();
  const toggle = useMutation({
    mutationFn: () => setPromoActive(promo.id, !promo.isActive),
    onSuccess: (saved) => {
      toast.success(`${saved.code} ${saved.isActive ? 'activated' : 'deactivated'}`);
      void client.invalidateQueries({ queryKey: ADMIN_PROMO_KEYS.all });
    },
    onError: (e) => toast.error(e.message),
  });
  return (
    <Button size="sm" variant="outline" disabled={toggle.isPending} onClick={() => toggle.mutate()}>
      {promo.isActive ? 'Deactivate' : 'Activate'}
      <span className="sr-only"> {promo.code}</span>
    </Button>
  );
}

/** /admin/promos: every code with what it did (uses, orders, revenue), and the tools to change it. */
export default function PromosPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const status = (PROMO_STATUSES as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as PromoStatus)
    : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isPending, isError, error, isFetching } = useQuery(
    adminPromosQuery({ q: q || undefined, status, page }),
  );
  const [editing, setEditing] = useState<AdminPromoDto | 'new' | null>(null);
  const [search, setSearch] = useState(q);
  const [statusDraft, setStatusDraft] = useState(status ?? '');

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (search.trim()) next.set('q', search.trim());
    if (statusDraft) next.set('status', statusDraft);
    setParams(next);
  };

  const base: ColumnDef<AdminPromoDto>[] = [
    {
      id: 'code',
      header: 'Code',
      meta: { card: 'title' },
      cell: ({ row: { original: p } }) => (
        <>
          <span className="block font-mono font-semibold text-ink">{p.code}</span>
          <span className="block text-muted">{p.description}</span>
        </>
      ),
    },
    {
      id: 'discount',
      header: 'Discount',
      cell: ({ row: { original: p } }) => (
        <>
          <span className="block">{discount(p)}</span>
          <span className="block text-muted">
            {p.minSubtotalCents > 0 ? `Orders of ${formatCents(p.minSubtotalCents)}+` : 'Any order'}
            {p.firstOrderOnly ? ' · first order' : ''}
            {p.minTier ? ` · ${p.minTier} members` : ''}
            {p.weekday !== null ? ` · ${WEEKDAY_NAMES[p.weekday]}s only` : ''}
          </span>
        </>
      ),
    },
    {
      id: 'window',
      header: 'Runs (store time)',
      cell: ({ row: { original: p } }) => (
        <>
          <span className="block">{p.startsAt ? `From ${wallClockDayTime(p.startsAt)}` : 'From creation'}</span>
          <span className="block text-muted">{p.endsAt ? `Until ${wallClockDayTime(p.endsAt)}` : 'No end'}</span>
        </>
      ),
    },
    {
      id: 'uses',
      header: 'Uses',
      cell: ({ row: { original: p } }) => (
        <>
          <span className="block tabular-nums">
            {p.timesUsed}
            {p.usageLimit !== null ? ` of ${p.usageLimit}` : ''}
          </span>
          <span className="block text-muted">
            {p.perUserLimit !== null ? `${p.perUserLimit} per shopper` : 'No per-shopper limit'}
          </span>
        </>
      ),
    },
    {
      id: 'revenue',
      header: 'Orders · revenue',
      meta: { card: 'hide' },
      cell: ({ row: { original: p } }) => (
        <>
          <span className="block tabular-nums">
            {p.orders} · {formatCents(p.revenueCents)}
          </span>
          <span className="block text-muted">{formatCents(p.discountCents)} given</span>
        </>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row: { original: p } }) => <Badge variant={STATUS[p.status].variant}>{STATUS[p.status].label}</Badge>,
    },
    {
      id: 'actions',
      header: 'Actions',
      meta: { card: 'footer' },
      cell: ({ row: { original: p } }) => (
        <span className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => setEditing(p)}>
            Edit<span className="sr-only"> {p.code}</span>
          </Button>
          <ActiveToggle promo={p} />
        </span>
      ),
    },
  ];
  // The server lists codes in one order (active first, newest first): no column sorts.
  const columns = base.map((column) => ({ ...column, enableSorting: false }));

  return (
    <>
      <AdminPageHeader
        title="Promos"
        description="Codes shoppers enter at checkout, with their uses, orders and the revenue those orders brought."
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            New code
          </Button>
        }
      />
      <FiltersDisclosure count={countActiveFilters({ q, status })}>
        <form
          role="search"
          aria-label="Find promo codes"
          onSubmit={apply}
          className="mb-4 flex flex-wrap items-end gap-3 rounded-xl border border-gray-200 bg-white p-4"
        >
          <div className="min-w-48 flex-1">
            <label htmlFor="promos-q" className="mb-1 block text-sm font-semibold text-ink">
              Search code or description
            </label>
            <Input id="promos-q" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
          </div>
          <div>
            <label htmlFor="promos-status" className="mb-1 block text-sm font-semibold text-ink">
              Status
            </label>
            <NativeSelect id="promos-status" value={statusDraft} onChange={(e) => setStatusDraft(e.target.value)}>
              <option value="">Any status</option>
              {PROMO_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {STATUS[s].label}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button type="submit">Apply</Button>
        </form>
      </FiltersDisclosure>
      {isPending ? (
        <TableSkeleton label="Loading promo codes…" />
      ) : isError ? (
        <p role="alert" className="text-red-700">
          Could not load promo codes: {error.message}
        </p>
      ) : (
        <DataTable
          caption="Promo codes"
          columns={columns}
          data={data.promos}
          getRowId={(row) => row.id}
          sort={{ id: 'status', desc: false }}
          onSort={() => undefined}
          page={page}
          pageSize={PAGE_SIZE}
          total={data.total}
          onPage={(next) => {
            const nextParams = new URLSearchParams(params);
            nextParams.set('page', String(next));
            setParams(nextParams);
          }}
          busy={isFetching}
          empty="No promo codes match."
          minWidth={1000}
        />
      )}
      {editing ? (
        <PromoFormDialog
          key={editing === 'new' ? 'new' : editing.id}
          promo={editing === 'new' ? null : editing}
          open
          onOpenChange={(open) => !open && setEditing(null)}
        />
      ) : null}
    </>
  );
}
