import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { type DashboardDto, percentChange } from '../../../../../shared/admin-dashboard';
import { cn } from '../../../../lib/cn';
import { count, money } from '../../components/format';

const KPIS = [
  { key: 'revenueCents', label: 'Revenue', format: money },
  { key: 'orders', label: 'Orders', format: count },
  { key: 'averageOrderValueCents', label: 'Average order value', format: money },
  { key: 'newCustomers', label: 'New customers', format: count },
] as const;

/** The change said in words and by an arrow, so it never depends on colour alone. */
function Change({ current, previous, format }: { current: number; previous: number; format: (n: number) => string }) {
  const change = percentChange(current, previous);
  const direction = change === null ? 'new' : change > 0 ? 'up' : change < 0 ? 'down' : 'flat';
  const Icon = direction === 'down' ? ArrowDownRight : direction === 'flat' ? Minus : ArrowUpRight;
  const text =
    direction === 'new'
      ? 'new: nothing in the previous period'
      : direction === 'flat'
        ? 'no change'
        : `${direction} ${Math.abs(change!)}%`;
  return (
    <p
      className={cn(
        'mt-2 flex items-center gap-1 text-sm font-medium',
        direction === 'down' ? 'text-red-700' : direction === 'flat' ? 'text-muted' : 'text-brand-800',
      )}
    >
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      <span>
        {text} <span className="font-normal text-muted">vs {format(previous)} before</span>
      </span>
    </p>
  );
}

export function KpiCards({ kpis, periodLabel }: { kpis: DashboardDto['kpis']; periodLabel: string }) {
  return (
    <section aria-labelledby="kpi-heading">
      <h2 id="kpi-heading" className="sr-only">
        Key figures, {periodLabel}, against the previous period
      </h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {KPIS.map(({ key, label, format }) => (
          <li key={key} className="rounded-2xl border border-gray-200 bg-white p-4 shadow-sm">
            <p className="text-sm text-muted">{label}</p>
            <p className="mt-1 text-2xl font-bold tabular-nums text-ink">{format(kpis[key].current)}</p>
            <Change current={kpis[key].current} previous={kpis[key].previous} format={format} />
          </li>
        ))}
      </ul>
    </section>
  );
}
