import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { nextPackingWindow, type PackingListDto } from '../../../../../shared/admin-orders';
import { DELIVERY_WINDOW_STARTS, windowLabel } from '../../../../../shared/delivery-slots';
import { SUBSTITUTION_LABELS } from '../../../../../shared/orders';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { NativeSelect } from '../../../../components/ui/native-select';
import { Spinner } from '../../../../components/ui/spinner';
import { AdminPageHeader } from '../../components/admin-page-header';
import { calendarDay } from '../../../../../shared/store-dates';
import { OrderStatusBadge } from '../../../../components/shop/order-status-badge';
import { packingListQuery, selectedPackingQuery } from '../api/orders-api';
import { quantityText } from '../../../../../shared/line-quantity';

/**
 * /admin/orders/packing: what to pick for one delivery window, order by order, grouped by aisle
 * (category). Printed as it is: the picker, the form and the admin's navigation do not print.
 */
export default function PackingListPage() {
  const [params] = useSearchParams();
  const ids = (params.get('ids') ?? '').split(',').filter(Boolean);
  return ids.length ? <SelectedPackingList ids={ids} /> : <WindowPackingList />;
}

/** The way back to the orders, the title and the Print button; none of it prints. */
function PackingHeader({ title, description }: { title: string; description: string }) {
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/admin/orders" className="text-brand-700 underline">
          ← All orders
        </Link>
      </p>
      <AdminPageHeader
        title={title}
        description={description}
        actions={
          <Button variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            Print
          </Button>
        }
      />
    </>
  );
}

/** The orders staff ticked on the orders desk, whatever their window. */
function SelectedPackingList({ ids }: { ids: string[] }) {
  const { data, isPending, isError, error } = useQuery(selectedPackingQuery(ids));
  return (
    <>
      <div className="print:hidden">
        <PackingHeader
          title="Packing lists"
          description="The orders you selected, by delivery window, lines grouped by category."
        />
      </div>
      {isPending ? (
        <Spinner label="Loading the packing lists…" />
      ) : isError ? (
        <p role="alert" className="text-red-700">
          Could not load the packing lists: {error.message}
        </p>
      ) : (
        <>
          <h2 className="mb-3 text-xl font-bold text-ink">
            {data.orders.length} selected order{data.orders.length === 1 ? '' : 's'}
          </h2>
          <PackingOrders orders={data.orders} />
        </>
      )}
    </>
  );
}

function WindowPackingList() {
  const [params, setParams] = useSearchParams();
  const next = nextPackingWindow();
  const date = /^\d{4}-\d{2}-\d{2}$/.test(params.get('date') ?? '') ? params.get('date')! : next.date;
  const slotParam = Number(params.get('slot'));
  const slot = (DELIVERY_WINDOW_STARTS as readonly number[]).includes(slotParam)
    ? slotParam
    : date === next.date
      ? next.start
      : DELIVERY_WINDOW_STARTS[0];
  const [draft, setDraft] = useState({ date, slot });
  const { data, isPending, isError, error } = useQuery(packingListQuery(date, slot));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams({ date: draft.date, slot: String(draft.slot) });
  };

  return (
    <>
      <div className="print:hidden">
        <PackingHeader
          title="Packing list"
          description="Confirmed and packed orders of one delivery window, lines grouped by category."
        />
        <form onSubmit={submit} className="mb-4 flex flex-wrap items-end gap-3" aria-label="Choose a delivery window">
          <div>
            <label htmlFor="packing-date" className="mb-1 block text-sm font-semibold text-ink">
              Delivery date
            </label>
            <Input
              id="packing-date"
              type="date"
              required
              value={draft.date}
              onChange={(e) => setDraft((d) => ({ ...d, date: e.target.value }))}
            />
          </div>
          <div>
            <label htmlFor="packing-slot" className="mb-1 block text-sm font-semibold text-ink">
              Delivery window
            </label>
            <NativeSelect
              id="packing-slot"
              className="w-auto"
              value={draft.slot}
              onChange={(e) => setDraft((d) => ({ ...d, slot: Number(e.target.value) }))}
            >
              {DELIVERY_WINDOW_STARTS.map((start) => (
                <option key={start} value={start}>
                  {windowLabel(start)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button type="submit">Show</Button>
        </form>
      </div>
      <h2 className="mb-3 text-xl font-bold text-ink">
        {calendarDay(date)}, {windowLabel(slot)}
        {data ? ` · ${data.orders.length} order${data.orders.length === 1 ? '' : 's'}` : ''}
      </h2>
      {isPending ? (
        <Spinner label="Loading the packing list…" />
      ) : isError ? (
        <p role="alert" className="text-red-700">
          Could not load the packing list: {error.message}
        </p>
      ) : data.orders.length === 0 ? (
        <p className="text-muted">No confirmed or packed orders for this window.</p>
      ) : (
        <PackingOrders orders={data.orders} />
      )}
    </>
  );
}

/** Orders to pick, each with its lines grouped by aisle (category), laid out to print. */
function PackingOrders({ orders }: { orders: PackingListDto['orders'] }) {
  return (
    <div className="space-y-4">
      {orders.map((order) => (
        <article
          key={order.id}
          className="break-inside-avoid rounded-xl border border-gray-200 bg-white p-4 print:rounded-none print:border-black"
          aria-labelledby={`pack-${order.id}`}
        >
          <h3 id={`pack-${order.id}`} className="flex flex-wrap items-center gap-2 text-lg font-bold text-ink">
            {order.orderNumber} <OrderStatusBadge status={order.status} />
          </h3>
          <p className="text-sm">
            {order.customerName} · {order.phone} · {order.address}
          </p>
          {order.groups.map((group) => (
            <section key={group.category} className="mt-3" aria-label={group.category}>
              <h4 className="text-sm font-bold uppercase tracking-wide text-muted">{group.category}</h4>
              <ul className="mt-1 space-y-1 text-sm">
                {group.lines.map((line) => (
                  <li key={line.id} className="flex gap-3">
                    <span aria-hidden="true" className="mt-0.5 inline-block size-4 shrink-0 border border-gray-500" />
                    <span>
                      <span className="font-semibold">
                        {line.unit
                          ? quantityText(line.quantity, true, line.unit)
                          : `${quantityText(line.quantity, false)} ×`}
                      </span>{' '}
                      {line.name}
                      {line.variantName ? ` (${line.variantName})` : ''}
                      <span className="block text-muted">
                        If out of stock: {SUBSTITUTION_LABELS[line.substitution]}
                        {line.notes ? ` · Note: ${line.notes}` : ''}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </article>
      ))}
    </div>
  );
}
