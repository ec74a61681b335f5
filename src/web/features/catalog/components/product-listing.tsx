import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SlidersHorizontal, X } from 'lucide-react';
import { type ReactNode, Suspense, lazy, startTransition, useId, useOptimistic, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PRODUCT_SORTS } from '../../../../shared/catalog-constants';
import { SEARCH_SORTS, type SearchSort } from '../../../../shared/search-constants';
import { formatCents } from '../../../../shared/money';
import { ProductGrid, ProductGridSkeleton } from '../../../components/shop/product-grid';
import { Button } from '../../../components/ui/button';
import { productsQuery, searchResultsQuery } from '../../../lib/catalog-queries';
import { lazyHydrated } from '../../../lib/lazy-component';
import {
  SORT_LABELS,
  type UrlFilters,
  activeFilterCount,
  filtersToParams,
  parseFilters,
  withFilter,
} from './filters-url';
import { resultsCountText } from './results-count';

const FiltersDrawer = lazy(() => import('./filters-drawer'));
// The wide screen's filter column and the page links: their own chunks, hydrated when they arrive.
const ProductFilters = lazyHydrated(() => import('./product-filters').then((module) => module.ProductFilters));
const Pagination = lazyHydrated(() => import('./pagination').then((module) => module.Pagination));

/** Cards in a listing's server-rendered HTML: the first two rows on a desktop, four on a phone. */
const LISTING_SERVER_CARDS = 8;

/**
 * Filters, sort, results and paging for /products, a category, or a search; all state is in the URL.
 * With `search`, results come from the search API, ranked by relevance unless another sort is chosen.
 */
export function ProductListing({
  category,
  emptyMessage,
  emptyExtra,
  search = false,
}: {
  category?: string;
  emptyMessage: string;
  /** Next steps shown under the empty message. */
  emptyExtra?: ReactNode;
  search?: boolean;
}) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const defaultSort = search ? 'relevance' : 'featured';
  // The controls show a change at once; the URL, and with it the results, follow in the router's transition
  // (a controlled checkbox would otherwise flip back until that transition is done).
  const [filters, showFilters] = useOptimistic(parseFilters(params, defaultSort));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const sortId = useId();
  const catalogResults = useQuery({
    ...productsQuery({ ...filters, category, sort: filters.sort === 'relevance' ? 'featured' : filters.sort }),
    placeholderData: keepPreviousData,
    enabled: !search,
  });
  const searchResults = useQuery({
    ...searchResultsQuery({ ...filters, category }),
    placeholderData: keepPreviousData,
    enabled: search,
  });
  const { data, isPending, isError, isPlaceholderData, refetch } = search ? searchResults : catalogResults;
  const sorts: readonly SearchSort[] = search ? SEARCH_SORTS : PRODUCT_SORTS;

  const hrefFor = (f: UrlFilters) => {
    const s = filtersToParams(f, defaultSort).toString();
    return s ? `${pathname}?${s}` : pathname;
  };
  const apply = (next: UrlFilters) =>
    startTransition(() => {
      showFilters(next);
      void navigate(hrefFor(next));
    });
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const activeCount = activeFilterCount(filters);

  const chips: { label: string; remove: UrlFilters }[] = [
    ...(filters.brands ?? []).map((b) => ({
      label: b.replace(/-/g, ' '),
      remove: withFilter(filters, { brands: filters.brands?.filter((x) => x !== b) }),
    })),
    ...(filters.dietary ?? []).map((d) => ({
      label: d,
      remove: withFilter(filters, { dietary: filters.dietary?.filter((x) => x !== d) }),
    })),
    ...(filters.minPrice !== undefined || filters.maxPrice !== undefined
      ? [
          {
            label: `${filters.minPrice !== undefined ? formatCents(filters.minPrice) : '$0'} – ${filters.maxPrice !== undefined ? formatCents(filters.maxPrice) : 'any'}`,
            remove: withFilter(filters, { minPrice: undefined, maxPrice: undefined }),
          },
        ]
      : []),
    ...(filters.minRating
      ? [{ label: `${filters.minRating} stars & up`, remove: withFilter(filters, { minRating: undefined }) }]
      : []),
    ...(filters.inStock ? [{ label: 'In stock', remove: withFilter(filters, { inStock: undefined }) }] : []),
  ];
  const cleared: UrlFilters = { q: filters.q, sort: filters.sort };

  return (
    <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
      <aside className="hidden lg:block" aria-label="Filters">
        <ProductFilters filters={filters} category={category} onChange={apply} />
      </aside>
      <div className="min-w-0">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted" aria-live="polite">
            {data ? resultsCountText(data, search) : 'Loading products…'}
          </p>
          <div className="flex items-center gap-2">
            <Button
              variant="outline"
              className="lg:hidden"
              aria-haspopup="dialog"
              aria-expanded={filtersOpen}
              onClick={() => {
                setDrawerLoaded(true);
                setFiltersOpen(true);
              }}
            >
              <SlidersHorizontal aria-hidden="true" />
              Filters{activeCount ? ` (${activeCount})` : ''}
            </Button>
            {drawerLoaded ? (
              <Suspense fallback={null}>
                <FiltersDrawer
                  open={filtersOpen}
                  onOpenChange={setFiltersOpen}
                  filters={filters}
                  category={category}
                  onChange={apply}
                  total={data?.total}
                />
              </Suspense>
            ) : null}
            <label htmlFor={sortId} className="sr-only sm:not-sr-only sm:text-sm sm:text-muted">
              Sort by
            </label>
            <select
              id={sortId}
              value={filters.sort}
              onChange={(e) => apply(withFilter(filters, { sort: e.target.value as SearchSort }))}
              className="h-10 rounded-lg border border-gray-300 bg-white px-2 text-sm"
            >
              {sorts.map((s) => (
                <option key={s} value={s}>
                  {SORT_LABELS[s]}
                </option>
              ))}
            </select>
          </div>
        </div>
        {chips.length ? (
          <ul className="mt-3 flex flex-wrap gap-2" aria-label="Active filters">
            {chips.map((chip) => (
              <li key={chip.label}>
                <button
                  type="button"
                  onClick={() => apply(chip.remove)}
                  className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium capitalize text-brand-900 hover:bg-brand-100"
                >
                  {chip.label}
                  <X className="size-3.5" aria-hidden="true" />
                  <span className="sr-only">Remove filter</span>
                </button>
              </li>
            ))}
            <li>
              <button
                type="button"
                onClick={() => apply(cleared)}
                className="rounded-full px-3 py-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                Clear all
              </button>
            </li>
          </ul>
        ) : null}
        <div className="mt-4" aria-busy={isPlaceholderData || isPending}>
          {isPending ? (
            <ProductGridSkeleton count={8} className="xl:grid-cols-4" />
          ) : isError && !data ? (
            <div className="rounded-2xl bg-red-50 p-8 text-center">
              <p className="font-semibold text-red-800">Failed to fetch products</p>
              <Button variant="outline" className="mt-4" onClick={() => void refetch()}>
                Try again
              </Button>
            </div>
          ) : data && data.products.length ? (
            <>
              {/* The cards' names are h3s; on phones the filters' h2 is hidden, so the list names itself. */}
              <h2 className="sr-only">Products</h2>
              <ProductGrid
                products={data.products}
                className={isPlaceholderData ? 'opacity-60 xl:grid-cols-4' : 'xl:grid-cols-4'}
                // The first card's picture is what the first paint waits for; the others on the screen (one
                // more on a phone, three on a desktop) come once it is painted (LaterImage).
                priorityCount={1}
                serverCards={LISTING_SERVER_CARDS}
              />
              <Pagination page={data.page} pageCount={pageCount} hrefFor={(page) => hrefFor({ ...filters, page })} />
            </>
          ) : (
            <div className="rounded-2xl bg-gray-50 p-10 text-center">
              <p className="text-lg font-semibold text-ink">{emptyMessage}</p>
              {emptyExtra}
              {activeCount ? (
                <Button variant="outline" className="mt-4" onClick={() => apply(cleared)}>
                  Clear filters
                </Button>
              ) : null}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
