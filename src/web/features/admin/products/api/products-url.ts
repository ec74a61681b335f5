import { adminProductFilters } from '../../../../../shared/admin-products';
import type { ProductFilters } from '../components/product-filters';
import { adminProductsQuery } from '../../components/admin-products-query';

export const PRODUCTS_PAGE_SIZE = 25;

/** The URL's parameters as filters; a parameter the server would refuse is dropped, not shown broken. */
export function readProductFilters(params: URLSearchParams): ProductFilters {
  const raw = Object.fromEntries(params);
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw))
    if (adminProductFilters.safeParse({ [key]: value }).success) kept[key] = value;
  return adminProductFilters.parse(kept);
}

/** The product desk's list for an address, read by the page and prefetched with its code (one cache entry). */
export function productsListFor(params: URLSearchParams) {
  const filters = readProductFilters(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  return { filters, page, query: adminProductsQuery({ ...filters, page, pageSize: PRODUCTS_PAGE_SIZE }) };
}
