import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { topDealsQuery } from '../../../lib/catalog-queries';
import { ProductRail } from './product-rail';

export const TOP_DEALS_SKELETONS = 10;
export const NO_DEALS_MESSAGE = 'No deals available at the moment.';

export function TopDeals() {
  const { data, isPending, error } = useQuery(topDealsQuery());
  // Spec section 8: a failed top-deals fetch is only logged.
  useEffect(() => {
    if (error) console.error('Failed to fetch top deals', error);
  }, [error]);
  return (
    <ProductRail
      id="top-deals"
      title="Top Deals"
      subtitle="The biggest savings in the shop right now"
      action={
        <Link to="/deals" className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
          See all deals
        </Link>
      }
      products={data}
      loading={isPending}
      skeletons={TOP_DEALS_SKELETONS}
      emptyMessage={NO_DEALS_MESSAGE}
    />
  );
}
