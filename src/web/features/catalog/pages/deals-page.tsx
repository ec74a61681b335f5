import { useQuery } from '@tanstack/react-query';
import { BadgePercent, CalendarDays } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ProductGrid, ProductGridSkeleton } from '../../../components/shop/product-grid';
import { buttonVariants } from '../../../components/ui/button';
import { categoriesQuery, topDealsQuery } from '../../../lib/catalog-queries';
import { usePageMeta } from '../../../lib/page-meta';
import { thursdaySaleQuery } from '../api/catalog-api';
import { DealCategoryFilter, dealCategories } from '../components/deal-category-filter';
import { SaleCountdown } from '../components/sale-countdown';

export default function DealsPage() {
  usePageMeta({
    title: 'Deals and weekly sale',
    description:
      'Top deals on Indian groceries, plus our weekly Thursday sale with up to 40% off. Price match plus an extra 5% off.',
  });
  const [params] = useSearchParams();
  const { data, isPending, error } = useQuery(topDealsQuery());
  const sale = useQuery(thursdaySaleQuery());
  const { data: categories } = useQuery(categoriesQuery());
  useEffect(() => {
    if (error) console.error('Failed to fetch top deals', error);
  }, [error]);

  const window = sale.data?.window;
  const saleProducts = window?.active ? (sale.data?.products ?? []) : [];
  const names = new Map((categories ?? []).map((c) => [c.slug, c.name]));
  const filters = dealCategories([...saleProducts, ...(data ?? [])], names);
  const selected = filters.some((c) => c.slug === params.get('category')) ? params.get('category') : null;
  const inCategory = <T extends { categorySlug: string }>(cards: readonly T[]) =>
    selected ? cards.filter((c) => c.categorySlug === selected) : cards;
  const topDeals = inCategory(data ?? []);
  const saleShown = inCategory(saleProducts);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">Deals</h1>
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        <div className="flex gap-4 rounded-2xl bg-saffron-50 p-5">
          <CalendarDays className="size-8 shrink-0 text-saffron-700" aria-hidden="true" />
          <div>
            <h2 className="font-bold text-ink">Weekly sale every Thursday</h2>
            <p className="mt-1 text-sm text-muted">
              Up to 40% off selected staples, snacks and fresh produce, every Thursday from midnight to midnight
              (Central Time).
            </p>
            {window && !window.active ? (
              <div className="mt-2">
                <SaleCountdown target={window.nextStartsAt} serverNow={window.serverNow} label="Next sale starts in" />
              </div>
            ) : null}
            {window?.active ? <p className="mt-2 text-sm font-semibold text-saffron-800">On now — see below.</p> : null}
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
      {filters.length > 1 ? <DealCategoryFilter categories={filters} selected={selected} /> : null}
      {window?.active && saleProducts.length ? (
        <section aria-labelledby="thursday-sale" className="mt-10 rounded-2xl border-2 border-saffron-200 p-4 sm:p-6">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="thursday-sale" className="text-2xl font-extrabold text-brand-900">
              Thursday sale: on now
            </h2>
            <SaleCountdown target={window.endsAt!} serverNow={window.serverNow} label="Ends in" />
          </div>
          <div className="mt-4">
            {saleShown.length ? (
              <ProductGrid products={saleShown} />
            ) : (
              <p className="rounded-2xl bg-gray-50 p-6 text-center text-muted">
                Nothing from this category is on the Thursday sale. Try another category or all deals.
              </p>
            )}
          </div>
        </section>
      ) : null}
      <h2 className="mt-10 text-2xl font-extrabold text-brand-900">Top deals right now</h2>
      <div className="mt-4">
        {isPending ? (
          <ProductGridSkeleton count={10} />
        ) : topDeals.length ? (
          <ProductGrid products={topDeals} />
        ) : (
          <p className="rounded-2xl bg-gray-50 p-8 text-center text-muted">
            {selected && data?.length
              ? 'No top deals in this category right now.'
              : 'No deals available at the moment.'}
          </p>
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
