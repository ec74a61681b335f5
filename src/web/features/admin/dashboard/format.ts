import { STORE_TIME_ZONE } from '../../../../shared/delivery-slots';
import { formatCents, groupThousands } from '../../../../shared/money';

/** "$12.3k" on chart axes, where the exact figure is in the table beside the chart. */
export function compactCents(cents: number): string {
  const dollars = cents / 100;
  if (Math.abs(dollars) >= 1000) return `$${(dollars / 1000).toFixed(dollars >= 10_000 ? 0 : 1)}k`;
  return `$${Math.round(dollars)}`;
}

export const money = formatCents;
export const count = (n: number) => groupThousands(n);

/** A store date (YYYY-MM-DD) as "Nov 20". */
export function shortDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** An instant in store time: "Nov 20, 9:05 AM". */
export function storeTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    timeZone: STORE_TIME_ZONE,
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}
