import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Download, Printer } from 'lucide-react';
import { useMemo, useState } from 'react';
import { BULK_ORDER_STATUSES, type BulkOrderStatus, type BulkReportDto } from '../../../../../shared/admin-bulk';
import { Link, useSearchParams } from 'react-router';
import type { ADMIN_ORDER_SORTS } from '../../../../../shared/admin-orders';
import { type AdminOrderRowDto, adminOrderSearch } from '../../../../../shared/admin-orders';
import { formatCents } from '../../../../../shared/money';
import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS } from '../../../../../shared/orders';
import { Button, buttonVariants } from '../../../../components/ui/button';
import { AdminPageHeader } from '../../components/admin-page-header';
import { TableSkeleton } from '../../components/admin-skeletons';
import { BulkBar, BulkReportDialog, useBulkSelection } from '../../components/bulk-selection';
import { DataTable } from '../../components/data-table';
import { countActiveFilters, FiltersDisclosure } from '../../components/filters-disclosure';
import { calendarDay, storeDayTime } from '../../../../../shared/store-dates';
import { OrderStatusBadge } from '../../../../components/shop/order-status-badge';
import { type OrderFilters, OrdersFilters } from '../components/orders-filters';
import { ADMIN_ORDER_KEYS, bulkOrderStatus, exportCsvHref } from '../api/orders-api';
import { ORDERS_PAGE_SIZE, ordersListFor } from '../api/orders-url';

/** The forward moves offered in bulk ("Mark packed"); cancelling stays one order at a time. */
const BULK_MOVES = BULK_ORDER_STATUSES.filter((status) => status !== 'cancelled');
type Sort = (typeof ADMIN_ORDER_SORTS)[number];

const columns: ColumnDef<AdminOrderRowDto>[] = [
  {
    id: 'number',
    header: 'Order',
    enableSorting: false,
    meta: { card: 'title' },
    cell: ({ row }) => (
      <Link to={`/admin/orders/${row.original.id}`} className="font-semibold text-brand-700 underline">
        {row.original.orderNumber}
      </Link>
    ),
  },
  { id: 'placed', header: 'Placed', meta: { card: 'hide' }, cell: ({ row }) => storeDayTime(row.original.createdAt) },
  {
    id: 'customer',
    header: 'Customer',
    enableSorting: false,
    cell: ({ row }) => (
      <>
        <span className="block font-medium text-ink">{row.original.customerName}</span>
        <span className="block text-muted">{row.original.email}</span>
        <span className="block text-muted">{row.original.phone}</span>
      </>
    ),
  },
  { id: 'status', header: 'Status', cell: ({ row }) => <OrderStatusBadge status={row.original.status} /> },
  {
    id: 'delivery',
    header: 'Delivery',
    cell: ({ row }) => (
      <>
        <span className="block">{calendarDay(row.original.deliveryDate)}</span>
        <span className="block text-muted">
          {row.original.deliveryWindow} · {row.original.zipCode}
        </span>
      </>
    ),
  },
  {
    id: 'payment',
    header: 'Payment',
    enableSorting: false,
    meta: { card: 'hide' },
    cell: ({ row }) => (
      <>
        <span className="block">{PAYMENT_METHOD_LABELS[row.original.paymentMethod]}</span>
        <span className="block text-muted">{row.original.paymentStatus}</span>
      </>
    ),
  },
  {
    id: 'total',
    header: 'Total',
    cell: ({ row }) => (
      <>
        <span className="block font-semibold">{formatCents(row.original.totalCents)}</span>
        {row.original.refundedCents > 0 ? (
          <span className="block text-muted">{formatCents(row.original.refundedCents)} refunded</span>
        ) : null}
      </>
    ),
  },
];

/** /admin/orders: the orders desk. Search, filters, sort and page live in the URL, so a view can be shared. */
export default function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const { filters, page, query } = useMemo(() => ordersListFor(params), [params]);
  const { data, isPending, isError, error, isFetching } = useQuery(query);
  const filterSearch = adminOrderSearch(filters);
  const selection = useBulkSelection(filterSearch.toString());
  const [report, setReport] = useState<{ title: string; report: BulkReportDto } | null>(null);
  const client = useQueryClient();
  const move = useMutation({
    mutationFn: (status: BulkOrderStatus) => bulkOrderStatus({ selection: selection.request(filterSearch), status }),
    onSuccess: (answer, status) => {
      selection.clear();
      setReport({ title: `Mark ${ORDER_STATUS_LABELS[status].toLowerCase()}`, report: answer });
      void client.invalidateQueries({ queryKey: ADMIN_ORDER_KEYS.all });
    },
  });
  const selectedIds = [...selection.ids];

  const go = (next: OrderFilters, nextPage = 1) => {
    const search = adminOrderSearch({ ...next, page: nextPage > 1 ? nextPage : undefined });
    // The defaults stay out of the address.
    if (search.get('sort') === 'placed') search.delete('sort');
    if (search.get('dir') === 'desc') search.delete('dir');
    setParams(search);
  };

  return (
    <>
      <AdminPageHeader
        title="Orders"
        description="Every order, newest first. Times are store time (Central)."
        actions={
          <>
            <Link to="/admin/orders/packing" className={buttonVariants({ variant: 'outline' })}>
              <Printer aria-hidden="true" />
              Packing lists
            </Link>
            <a href={exportCsvHref(filters)} download className={buttonVariants({ variant: 'outline' })}>
              <Download aria-hidden="true" />
              Export CSV
            </a>
          </>
        }
      />
      <FiltersDisclosure count={countActiveFilters(filters)}>
        <OrdersFilters key={params.toString()} value={filters} onApply={(next) => go(next)} />
      </FiltersDisclosure>
      {data ? (
        <BulkBar selection={selection} pageIds={data.orders.map((o) => o.id)} total={data.total} noun="orders">
          {BULK_MOVES.map((status) => (
            <Button key={status} size="sm" disabled={move.isPending} onClick={() => move.mutate(status)}>
              Mark {ORDER_STATUS_LABELS[status].toLowerCase()}
            </Button>
          ))}
          {selection.allMatching ? null : (
            <Link
              to={`/admin/orders/packing?ids=${selectedIds.join(',')}`}
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              <Printer aria-hidden="true" />
              Print packing lists
            </Link>
          )}
          <a
            href={exportCsvHref(selection.allMatching ? filters : { ...filters, ids: selectedIds })}
            download
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            <Download aria-hidden="true" />
            Export selected
          </a>
          {move.isError ? (
            <p role="alert" className="w-full text-sm text-red-700">
              {move.error.message}
            </p>
          ) : null}
        </BulkBar>
      ) : null}
      {isPending ? (
        <TableSkeleton label="Loading orders…" />
      ) : isError ? (
        <p role="alert" className="text-red-700">
          Could not load orders: {error.message}
        </p>
      ) : (
        <DataTable
          caption="Orders"
          columns={columns}
          data={data.orders}
          getRowId={(row) => row.id}
          sort={{ id: filters.sort ?? 'placed', desc: (filters.dir ?? 'desc') === 'desc' }}
          onSort={(sort) => go({ ...filters, sort: sort.id as Sort, dir: sort.desc ? 'desc' : 'asc' })}
          page={page}
          pageSize={ORDERS_PAGE_SIZE}
          total={data.total}
          onPage={(next) => go(filters, next)}
          busy={isFetching}
          empty="No orders match these filters."
          minWidth={900}
          selection={{ selected: selection.ids, onChange: selection.setIds, label: (row) => row.orderNumber }}
        />
      )}
      {report ? <BulkReportDialog {...report} onClose={() => setReport(null)} /> : null}
    </>
  );
}
