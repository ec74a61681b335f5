import { formatCents, groupThousands } from '../../../../shared/money';

/** "$12.3k" on chart axes, where the exact figure is in the table beside the chart. */
export function compactCents(cents: number): string {
  const dollars = cents / 100;
  if (Math.abs(dollars) >= 1000) return `$${(dollars / 1000).toFixed(dollars >= 10_000 ? 0 : 1)}k`;
  return `$${Math.round(dollars)}`;
}

export const money = formatCents;
export const count = (n: number) => groupThousands(n);

/** Chart axes and lists write dates like every other staff page. */
export { monthDay as shortDate, storeShortDayTime as storeTime } from '../../../../shared/store-dates';
