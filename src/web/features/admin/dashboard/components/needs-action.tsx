import { AlertTriangle, ChevronRight, Clock, PackageOpen, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DashboardDto } from '../../../../../shared/admin-dashboard';
import { windowLabel } from '../../../../../shared/delivery-slots';
import { formatQuantity } from '../../../../../shared/stock';
import { count, storeTime } from '../../components/format';

const card = 'rounded-2xl border border-gray-200 bg-white p-4 shadow-sm';
const rowLink =
  'flex items-center gap-3 rounded-lg px-2 py-2 text-sm text-ink hover:bg-gray-50 focus-visible:bg-gray-50';

function ActionRow({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <li>
      <Link to={to} className={rowLink}>
        {icon}
        <span className="min-w-0 flex-1">{children}</span>
        <ChevronRight className="size-4 shrink-0 text-muted" aria-hidden="true" />
      </Link>
    </li>
  );
}

/** What staff should do next, each linking to the orders desk already filtered (its URL parameters). */
export function NeedsAction({ action }: { action: DashboardDto['needsAction'] }) {
  const { pendingPayment: pending, confirmedNotPacked: confirmed, todaySlots } = action;
  const icon = 'size-5 shrink-0 text-saffron-700';
  return (
    <section aria-labelledby="needs-action-heading" className={card}>
      <h2 id="needs-action-heading" className="text-base font-semibold text-ink">
        Needs action
      </h2>
      <ul className="mt-2 divide-y divide-gray-100">
        <ActionRow to="/admin/orders?status=pending" icon={<Clock className={icon} aria-hidden="true" />}>
          <strong>{count(pending.orders)}</strong> waiting for payment
          {pending.oldestAt ? (
            <span className="block text-muted">oldest placed {storeTime(pending.oldestAt)}</span>
          ) : null}
        </ActionRow>
        <ActionRow to="/admin/orders?status=confirmed" icon={<PackageOpen className={icon} aria-hidden="true" />}>
          <strong>{count(confirmed.orders)}</strong> confirmed, not packed yet
          <span className="block text-muted">
            {count(confirmed.dueToday)} due today or earlier
            {confirmed.oldestAt ? ` · oldest placed ${storeTime(confirmed.oldestAt)}` : ''}
          </span>
        </ActionRow>
      </ul>
      <h3 className="mt-4 flex items-center gap-2 text-sm font-semibold text-ink">
        <Truck className="size-4 text-muted" aria-hidden="true" />
        Today’s delivery windows
      </h3>
      <ul className="mt-1 grid grid-cols-1 gap-1 sm:grid-cols-2 xl:grid-cols-1">
        {todaySlots.windows.map((w) => {
          const full = w.booked >= w.capacity;
          return (
            <li key={w.windowStart}>
              <Link
                to={`/admin/orders?deliveryDate=${todaySlots.date}&slot=${w.windowStart}`}
                className="flex items-center justify-between gap-2 rounded-lg px-2 py-1.5 text-sm hover:bg-gray-50"
              >
                <span>{windowLabel(w.windowStart)}</span>
                <span className="tabular-nums">
                  {count(w.booked)} / {count(w.capacity)} booked
                  {full ? <span className="ml-1 font-semibold text-red-700">(full)</span> : null}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

type StockRow = DashboardDto['stock']['lowStock'][number];

function StockList({ title, rows, total, id }: { title: string; rows: StockRow[]; total: number; id: string }) {
  return (
    <div>
      <h3 id={id} className="text-sm font-semibold text-ink">
        {title} <span className="font-normal text-muted">({count(total)})</span>
      </h3>
      {rows.length ? (
        <ul aria-labelledby={id} className="mt-1 divide-y divide-gray-100">
          {rows.map((p) => (
            <li key={p.productId}>
              <Link
                to={`/product/${p.slug}`}
                className="flex items-center justify-between gap-3 px-2 py-1.5 text-sm hover:bg-gray-50"
              >
                <span className="min-w-0 truncate">{p.name}</span>
                <span className="shrink-0 tabular-nums text-muted">{formatQuantity(p.stockQuantity)} left</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 px-2 text-sm text-muted">None.</p>
      )}
      {total > rows.length ? (
        <p className="mt-1 px-2 text-xs text-muted">
          Showing the {rows.length} with the least stock of {count(total)}.
        </p>
      ) : null}
    </div>
  );
}

export function StockLists({ stock }: { stock: DashboardDto['stock'] }) {
  return (
    <section aria-labelledby="stock-heading" className={card}>
      <h2 id="stock-heading" className="flex items-center gap-2 text-base font-semibold text-ink">
        <AlertTriangle className="size-5 text-saffron-700" aria-hidden="true" />
        Stock
      </h2>
      <div className="mt-2 grid grid-cols-1 gap-4 md:grid-cols-2">
        <StockList id="out-of-stock" title="Out of stock" rows={stock.outOfStock} total={stock.outOfStockCount} />
        <StockList
          id="low-stock"
          title={`Low stock (${stock.lowStockThreshold} or fewer)`}
          rows={stock.lowStock}
          total={stock.lowStockCount}
        />
      </div>
    </section>
  );
}
