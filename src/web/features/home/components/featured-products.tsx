import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { firstProductPageQuery } from '../../../lib/catalog-queries';
import { ProductRail } from './product-rail';

const FEATURED_COUNT = 10;

/** Reads the first product page (featured first), which also warms the /products cache. */
export function FeaturedProducts() {
  const { data, isPending } = useQuery(firstProductPageQuery());
  const products = data?.products.slice(0, FEATURED_COUNT);
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
      products={products}
      loading={isPending}
      skeletons={FEATURED_COUNT}
      emptyMessage="No featured products right now."
    />
  );
}
