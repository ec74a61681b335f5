import { DIETARY_TAGS, PRODUCT_SORTS } from '../../../../shared/catalog-constants';
import { SEARCH_SORTS, type SearchSort } from '../../../../shared/search-constants';
import type { SearchFilters } from '../../../lib/catalog-queries';

/**
 * Product list filters live in the URL so a filtered page can be shared and survives reload.
 * Prices are in cents, as the API takes them.
 */
export type UrlFilters = Omit<SearchFilters, 'category' | 'pageSize'>;

/** The catalog lists sort by `featured` by default; search results by `relevance` (also offered only there). */
export type DefaultSort = 'featured' | 'relevance';

const csv = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const int = (value: string | null) => {
  if (value === null || value === '') return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : undefined;
};

export function parseFilters(params: URLSearchParams, defaultSort: DefaultSort = 'featured'): UrlFilters {
  const sorts: readonly string[] = defaultSort === 'relevance' ? SEARCH_SORTS : PRODUCT_SORTS;
  const sort = params.get('sort');
  const rating = Number(params.get('minRating'));
  return {
    q: params.get('q')?.trim() || undefined,
    brands: csv(params.get('brands')),
    minPrice: int(params.get('minPrice')),
    maxPrice: int(params.get('maxPrice')),
    minRating: rating >= 1 && rating <= 5 ? rating : undefined,
    inStock: params.get('inStock') === 'true' || undefined,
    dietary: csv(params.get('dietary')).filter((d) => (DIETARY_TAGS as readonly string[]).includes(d)),
    sort: sort && sorts.includes(sort) ? (sort as SearchSort) : defaultSort,
    page: Math.max(1, int(params.get('page')) ?? 1),
  };
}

export function filtersToParams(filters: UrlFilters, defaultSort: DefaultSort = 'featured'): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.brands?.length) params.set('brands', filters.brands.join(','));
  if (filters.minPrice !== undefined) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set('maxPrice', String(filters.maxPrice));
  if (filters.minRating) params.set('minRating', String(filters.minRating));
  if (filters.inStock) params.set('inStock', 'true');
  if (filters.dietary?.length) params.set('dietary', filters.dietary.join(','));
  if (filters.sort && filters.sort !== defaultSort) params.set('sort', filters.sort);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** Any filter change sends the shopper back to page 1. */
export function withFilter(filters: UrlFilters, change: Partial<UrlFilters>): UrlFilters {
  return { ...filters, ...change, page: 'page' in change ? change.page : 1 };
}

export function activeFilterCount(filters: UrlFilters): number {
  return (
    (filters.brands?.length ?? 0) +
    (filters.dietary?.length ?? 0) +
    (filters.minPrice !== undefined || filters.maxPrice !== undefined ? 1 : 0) +
    (filters.minRating ? 1 : 0) +
    (filters.inStock ? 1 : 0)
  );
}

export const SORT_LABELS: Record<SearchSort, string> = {
  relevance: 'Best Match',
  featured: 'Featured',
  price_asc: 'Price: Low to High',
  price_desc: 'Price: High to Low',
  rating: 'Customer Rating',
  newest: 'Newest',
  popularity: 'Best Selling',
};
