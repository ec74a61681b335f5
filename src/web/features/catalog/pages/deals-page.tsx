import { useQuery } from '@tanstack/react-query';
import { BadgePercent, CalendarDays } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { ProductGrid, ProductGridSkeleton } from '../../../components/shop/product-grid';
import { buttonVariants } from '../../../components/ui/button';
import { topDealsQuery } from '../../../lib/catalog-queries';
import { usePageMeta } from '../../../lib/page-meta';

export default function DealsPage() {
  usePageMeta({
    title: 'Deals and weekly sale',
    description:
      'Top deals on Indian groceries, plus our weekly Thursday sale with up to 40% off. Price match plus an extra 5% off.',
  });
  const { data, isPending, error } = useQuery(topDealsQuery());
  useEffect(() => {
    if (error) console.error('Failed to fetch top deals', error);
  }, [error]);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">Deals</h1>
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        <div className="flex gap-4 rounded-2xl bg-saffron-50 p-5">
          <CalendarDays className="size-8 shrink-0 text-saffron-700" aria-hidden="true" />
          <div>
            <h2 className="font-bold text-ink">Weekly sale every Thursday</h2>
            <p className="mt-1 text-sm text-muted">
              Up to 40% off selected staples, snacks and fresh produce, every Thursday (Central Time).
            </p>
          </div>
        </div>
        <div className="flex gap-4 rounded-2xl bg-brand-50 p-5">
          <BadgePercent className="size-8 shrink-0 text-brand-700" aria-hidden="true" />
          <div>
            <h2 className="font-bold text-ink">Price match plus 5%</h2>
            <p className="mt-1 text-sm text-muted">
              Seen a lower price at a local Indian grocery in DFW? We'll match it and take an extra 5% off.
            </p>
          </div>
        </div>
      </div>
      <h2 className="mt-10 text-2xl font-extrabold text-brand-900">Top deals right now</h2>
      <div className="mt-4">
        {isPending ? (
          <ProductGridSkeleton count={10} />
        ) : data && data.length ? (
          <ProductGrid products={data} />
        ) : (
          <p className="rounded-2xl bg-gray-50 p-8 text-center text-muted">No deals available at the moment.</p>
        )}
      </div>
      <div className="mt-10 text-center">
        <Link to="/products?sort=price_asc" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          Browse all products
        </Link>
      </div>
    </div>
  );
}
