import { useQuery } from '@tanstack/react-query';
import { ProductGrid, ProductGridSkeleton } from '../../../components/shop/product-grid';
import { relatedProductsQuery } from '../api/catalog-api';

/** "You may also like" under a product. */
export function RelatedProducts({ slug }: { slug: string }) {
  const { data: related, isPending } = useQuery(relatedProductsQuery(slug));
  return (
    <section aria-labelledby="related-products" className="mt-12">
      <h2 id="related-products" className="mb-4 text-2xl font-extrabold text-brand-900">
        You may also like
      </h2>
      {isPending ? (
        <ProductGridSkeleton count={5} />
      ) : related && related.length ? (
        <ProductGrid products={related} />
      ) : (
        <p className="text-muted">No related products yet.</p>
      )}
    </section>
  );
}
