import { queryOptions } from '@tanstack/react-query';
import type {
  CategoryDto,
  NavBrandDto,
  NavCategoryDto,
  ProductCardDto,
  ProductListDto,
  ProductSort,
} from '../../shared/catalog';
import { DEFAULT_PAGE_SIZE } from '../../shared/catalog-constants';
import type { RecentSearchesDto, SearchResultDto, SuggestionsDto } from '../../shared/search';
import type { SearchSort } from '../../shared/search-constants';
import { apiGet } from './api-client';
import { CACHE } from './query-client';

/**
 * Catalog queries used across features (header, footer, home prefetch, product lists).
 * Query keys are shared so a prefetch on one page warms the cache for another.
 */
export interface ProductFilters {
  q?: string;
  category?: string;
  brands?: string[];
  minPrice?: number;
  maxPrice?: number;
  minRating?: number;
  inStock?: boolean;
  dietary?: string[];
  sort?: ProductSort;
  page?: number;
  pageSize?: number;
}

/** The /search page's filters: the catalog's, with `relevance` (the default) among the sorts. */
export interface SearchFilters extends Omit<ProductFilters, 'sort'> {
  sort?: SearchSort;
}

export const catalogKeys = {
  categories: ['categories', 'nav'] as const,
  category: (slug: string) => ['categories', 'detail', slug] as const,
  brands: ['brands', 'nav'] as const,
  products: (filters: ProductFilters) => ['products', 'list', normalizeFilters(filters)] as const,
  deals: ['products', 'deals'] as const,
  byIds: (ids: readonly string[]) => ['products', 'by-ids', [...ids].sort()] as const,
  search: (filters: SearchFilters) =>
    [
      'search',
      'results',
      { ...normalizeFilters({ ...filters, sort: undefined }), sort: filters.sort ?? 'relevance' },
    ] as const,
  suggestions: (q: string) => ['search', 'suggestions', q.trim()] as const,
  /** Under 'account' so signing out forgets them. */
  recentSearches: ['account', 'search', 'recent'] as const,
};

/** Drops empty values so equal filters share one cache entry. */
export function normalizeFilters(filters: ProductFilters): ProductFilters {
  const out: ProductFilters = {};
  if (filters.q?.trim()) out.q = filters.q.trim();
  if (filters.category) out.category = filters.category;
  if (filters.brands?.length) out.brands = [...filters.brands].sort();
  if (filters.minPrice !== undefined) out.minPrice = filters.minPrice;
  if (filters.maxPrice !== undefined) out.maxPrice = filters.maxPrice;
  if (filters.minRating) out.minRating = filters.minRating;
  if (filters.inStock) out.inStock = true;
  if (filters.dietary?.length) out.dietary = [...filters.dietary].sort();
  out.sort = filters.sort ?? 'featured';
  out.page = filters.page && filters.page > 1 ? filters.page : 1;
  out.pageSize = filters.pageSize ?? DEFAULT_PAGE_SIZE;
  return out;
}

/** The category tree the storefront's menus, footer, home tiles and department pages show (in sort order). */
export const categoriesQuery = () =>
  queryOptions({
    queryKey: catalogKeys.categories,
    queryFn: ({ signal }) => apiGet<NavCategoryDto[]>('/api/categories/nav', undefined, { signal }),
    ...CACHE.categories,
    meta: { errorMessage: 'Failed to fetch categories' },
  });

/** One category's whole record (its description), for its department page. */
export const categoryQuery = (slug: string) =>
  queryOptions({
    queryKey: catalogKeys.category(slug),
    queryFn: ({ signal }) => apiGet<CategoryDto>(`/api/categories/${encodeURIComponent(slug)}`, undefined, { signal }),
    ...CACHE.categories,
    meta: { errorMessage: 'Failed to fetch category' },
  });

export const brandsQuery = () =>
  queryOptions({
    queryKey: catalogKeys.brands,
    queryFn: ({ signal }) => apiGet<NavBrandDto[]>('/api/brands/nav', undefined, { signal }),
    ...CACHE.categories,
    meta: { errorMessage: 'Failed to fetch brands' },
  });

/** The list filters as the catalog and search endpoints read them from the query string. */
const filterParams = (f: ProductFilters | SearchFilters) => ({
  q: f.q,
  category: f.category,
  brands: f.brands,
  minPrice: f.minPrice,
  maxPrice: f.maxPrice,
  minRating: f.minRating,
  inStock: f.inStock ? 'true' : undefined,
  dietary: f.dietary,
  sort: f.sort,
  page: f.page,
  pageSize: f.pageSize,
});

export const productsQuery = (filters: ProductFilters) =>
  queryOptions({
    queryKey: catalogKeys.products(filters),
    queryFn: ({ signal }) => {
      const f = normalizeFilters(filters);
      return apiGet<ProductListDto>('/api/products', filterParams(f), { signal });
    },
    ...CACHE.products,
    meta: { errorMessage: 'Failed to fetch products' },
  });

/** GET /api/search: relevance-ranked results with typo and synonym handling. */
export const searchResultsQuery = (filters: SearchFilters) =>
  queryOptions({
    queryKey: catalogKeys.search(filters),
    queryFn: ({ signal }) => {
      const f = catalogKeys.search(filters)[2];
      return apiGet<SearchResultDto>('/api/search', filterParams(f), { signal });
    },
    ...CACHE.general,
    meta: { errorMessage: 'Failed to fetch products' },
  });

/** GET /api/search/suggestions: the header box's product suggestions. */
export const suggestionsQuery = (q: string) =>
  queryOptions({
    queryKey: catalogKeys.suggestions(q),
    queryFn: ({ signal }) => apiGet<SuggestionsDto>('/api/search/suggestions', { q: q.trim() }, { signal }),
    ...CACHE.general,
    // A failed suggestion lookup is silent: the shopper can still press Enter to search.
    meta: {},
  });

/** GET /api/search/recent: a signed-in shopper's recent searches (fresh each time the box opens). */
export const recentSearchesQuery = () =>
  queryOptions({
    queryKey: catalogKeys.recentSearches,
    queryFn: ({ signal }) => apiGet<RecentSearchesDto>('/api/search/recent', undefined, { signal }),
    staleTime: 0,
    meta: {},
  });

/** The home page's first product page: featured first, 20 per page (spec section 7). */
export const firstProductPageQuery = () => productsQuery({ sort: 'featured', page: 1, pageSize: DEFAULT_PAGE_SIZE });

export const topDealsQuery = () =>
  queryOptions({
    queryKey: catalogKeys.deals,
    queryFn: ({ signal }) => apiGet<ProductCardDto[]>('/api/deals/top', undefined, { signal }),
    ...CACHE.general,
  });

/** The departments (top level), by sort order: the tree comes sorted. */
export function rootCategories(categories: readonly NavCategoryDto[]): NavCategoryDto[] {
  return categories.filter((c) => c.parent === null);
}

/** A department's subcategories, by sort order. */
export function subcategoriesOf(categories: readonly NavCategoryDto[], departmentSlug: string): NavCategoryDto[] {
  return categories.filter((c) => c.parent === departmentSlug);
}

/**
 * Every department (top level, by sort order) before any subcategory, then the subcategories grouped
 * under their departments' order: the home grid's first tiles are the departments themselves.
 */
export function departmentsThenSubcategories(categories: readonly NavCategoryDto[]): NavCategoryDto[] {
  const roots = rootCategories(categories);
  const ordered = [...roots, ...roots.flatMap((root) => subcategoriesOf(categories, root.slug))];
  const seen = new Set(ordered.map((c) => c.slug));
  return [...ordered, ...categories.filter((c) => !seen.has(c.slug))];
}
