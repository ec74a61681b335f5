import { useSearchParams } from 'react-router';
import { usePageMeta } from '../../../lib/page-meta';
import { Breadcrumbs } from '../components/breadcrumbs';
import { ProductListing } from '../components/product-listing';

export default function SearchPage() {
  const [params] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  usePageMeta({
    title: query ? `Search results for “${query}”` : 'Search products',
    description: `Search Desi Grocer's Indian groceries${query ? ` for ${query}` : ''}, delivered across Dallas–Fort Worth.`,
  });
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Search' }]} />
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-brand-900">
        {query ? <>Results for “{query}”</> : 'Search products'}
      </h1>
      <div className="mt-6">
        <ProductListing
          emptyMessage={query ? `No products found for ${query}.` : 'Type in the search box to find products.'}
        />
      </div>
    </div>
  );
}
