import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { categoriesQuery, rootCategories, searchResultsQuery } from '../../../lib/catalog-queries';
import { usePageMeta } from '../../../lib/page-meta';
import { Breadcrumbs } from '../components/breadcrumbs';
import { parseFilters } from '../components/filters-url';
import { ProductListing } from '../components/product-listing';

/** "Also showing results for: …" only while the list stays short enough to read at a glance. */
const EXPANDED_TERMS_SHOWN = 5;
const POPULAR_CATEGORIES_SHOWN = 6;

const searchHref = (q: string) => `/search?q=${encodeURIComponent(q)}`;

export default function SearchPage() {
  const [params] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  // The same query (and cache entry) as the results list below, for the spelling and synonym notes.
  const { data } = useQuery({
    ...searchResultsQuery(parseFilters(params, 'relevance')),
    placeholderData: keepPreviousData,
    enabled: Boolean(query),
  });
  const { data: categories } = useQuery({ ...categoriesQuery(), enabled: Boolean(query) });
  const notes = data && data.query === query ? data : undefined;
  const expanded = notes?.expandedTerms ?? [];
  usePageMeta({
    title: query ? `Search results for “${query}”` : 'Search products',
    description: `Search Desi Grocer's Indian groceries${query ? ` for ${query}` : ''}, delivered across Dallas–Fort Worth.`,
  });
  const linkClass = 'font-semibold text-brand-700 underline-offset-4 hover:underline';
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Search' }]} />
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-brand-900">
        {query ? <>Results for “{query}”</> : 'Search products'}
      </h1>
      {notes?.didYouMean ? (
        <p className="mt-2 text-base text-ink">
          Did you mean{' '}
          <Link to={searchHref(notes.didYouMean)} className={linkClass}>
            {notes.didYouMean}
          </Link>
          ?
        </p>
      ) : null}
      {expanded.length && expanded.length <= EXPANDED_TERMS_SHOWN ? (
        <p className="mt-1 text-sm text-muted">Also showing results for: {expanded.join(', ')}</p>
      ) : null}
      <div className="mt-6">
        <ProductListing
          search
          emptyMessage={query ? `No products found for ${query}.` : 'Type in the search box to find products.'}
          emptyExtra={
            query ? (
              <div className="mt-4 flex flex-col items-center gap-3 text-sm text-ink">
                <p>Check the spelling, try a more general word, or browse instead:</p>
                {categories?.length ? (
                  <nav aria-label="Popular categories">
                    <ul className="flex flex-wrap justify-center gap-2">
                      {rootCategories(categories)
                        .slice(0, POPULAR_CATEGORIES_SHOWN)
                        .map((c) => (
                          <li key={c.slug}>
                            <Link
                              to={`/products/category/${c.slug}`}
                              className="inline-block rounded-full border border-gray-300 bg-white px-3 py-1 font-medium text-ink hover:border-brand-700"
                            >
                              {c.name}
                            </Link>
                          </li>
                        ))}
                    </ul>
                  </nav>
                ) : null}
                <Link to="/products" className={linkClass}>
                  Browse all products
                </Link>
              </div>
            ) : null
          }
        />
      </div>
    </div>
  );
}
