import { adminOrderFilters } from '../../../../../shared/admin-orders';
import { adminOrdersQuery } from './orders-api';
import type { OrderFilters } from '../components/orders-filters';

export const ORDERS_PAGE_SIZE = 25;

/** The URL's parameters as filters; anything the server would refuse is dropped rather than shown broken. */
export function readOrderFilters(params: URLSearchParams): OrderFilters {
  const raw = Object.fromEntries(params);
  const parsed = adminOrderFilters.safeParse(raw);
  if (parsed.success) return parsed.data;
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (adminOrderFilters.safeParse({ [key]: value }).success) kept[key] = value;
  }
  return adminOrderFilters.parse(kept);
}

/**
 * The orders desk's list for an address: the page reads it with this, and the admin prefetches it with
 * the page's code, so both ask for the same cache entry.
 */
export function ordersListFor(params: URLSearchParams) {
  const filters = readOrderFilters(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  return { filters, page, query: adminOrdersQuery({ ...filters, page, pageSize: ORDERS_PAGE_SIZE }) };
}
