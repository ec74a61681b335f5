/** Stock thresholds and badges from spec section 4 ("Card stock badge") and 9. */
export const LOW_STOCK_THRESHOLD = 10;
export const ONLY_N_LEFT_THRESHOLD = 5;

export type StockBadge =
  | { kind: 'out-of-stock'; label: 'Out of Stock' }
  | { kind: 'only-n-left'; label: string }
  | { kind: 'low-stock'; label: 'Low stock' }
  | { kind: 'none' };

export function isInStock(flaggedInStock: boolean, quantity: number): boolean {
  return flaggedInStock && quantity > 0;
}

export function stockBadge(flaggedInStock: boolean, quantity: number): StockBadge {
  if (!isInStock(flaggedInStock, quantity)) return { kind: 'out-of-stock', label: 'Out of Stock' };
  if (quantity <= ONLY_N_LEFT_THRESHOLD)
    return { kind: 'only-n-left', label: `Only ${formatQuantity(quantity)} left!` };
  if (quantity <= LOW_STOCK_THRESHOLD) return { kind: 'low-stock', label: 'Low stock' };
  return { kind: 'none' };
}

/** Weight stock can be fractional (pounds); show at most two decimals, no trailing zeros. */
export function formatQuantity(quantity: number): string {
  return Number.isInteger(quantity) ? String(quantity) : String(Math.round(quantity * 100) / 100);
}

/** "1 item", "3 items": counts from countItems (a weighed line is one item). */
export function formatItemCount(count: number): string {
  return `${formatQuantity(count)} ${count === 1 ? 'item' : 'items'}`;
}
