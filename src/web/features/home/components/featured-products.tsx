import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { firstProductPageQuery, productsQuery } from '../../../lib/catalog-queries';
import { ProductRail } from './product-rail';

const FEATURED_COUNT = 10;
/** Below the fold on a phone and a desktop: four in the HTML, the rest drawn once live. */
const SERVER_CARDS = 4;

/**
 * The first ten of the catalog's first page (featured first). The page's HTML carries only those ten; the
 * whole first page (the spec's home prefetch, which warms /products) is asked for once the page is live.
 */
export function FeaturedProducts() {
  const client = useQueryClient();
  const { data, isPending } = useQuery(productsQuery({ sort: 'featured', page: 1, pageSize: FEATURED_COUNT }));
  useEffect(() => {
    // A failed prefetch is not the shopper's concern (spec section 8): no toast.
    void client.prefetchQuery({ ...firstProductPageQuery(), meta: {} });
  }, [client]);
  return (
    <ProductRail
      id="featured-products"
      title="Featured Products"
      subtitle="Hand-picked favourites from our kitchen to yours"
      action={
        <Link to="/products" className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
          View all products
        </Link>
      }
      products={data?.products}
      loading={isPending}
      skeletons={FEATURED_COUNT}
      serverCards={SERVER_CARDS}
      emptyMessage="No featured products right now."
    />
  );
}
