import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect } from 'react';
import { Link } from 'react-router';
import { topDealsQuery } from '../../../lib/catalog-queries';
import { useHydrated } from '../../../lib/use-hydrated';
import { ProductRail } from './product-rail';

export const TOP_DEALS_SKELETONS = 10;
export const NO_DEALS_MESSAGE = 'No deals available at the moment.';

/**
 * Far below the fold on a phone and a desktop alike, so it is drawn by the browser once the page is live:
 * the server's HTML holds its heading and the rail's placeholders (the same space), not ten more cards and
 * their data.
 */
export function TopDeals() {
  const hydrated = useHydrated();
  const { data, isPending, error } = useQuery({ ...topDealsQuery(), enabled: hydrated });
  // A query's answer is drawn in a synchronous render; ten cards at once would hold the main thread in
  // one long task, so they are drawn from a deferred copy, which React renders in short slices.
  const products = useDeferredValue(data);
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
      products={products}
      loading={isPending || products !== data}
      skeletons={TOP_DEALS_SKELETONS}
      emptyMessage={NO_DEALS_MESSAGE}
    />
  );
}
