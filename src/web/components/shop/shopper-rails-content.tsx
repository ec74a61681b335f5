import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { History, Repeat } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import type { ProductCardDto } from '../../../shared/catalog';
import {
  HISTORY_KEYS,
  buyAgainQuery,
  clearRecentlyViewed,
  recentlyViewedQuery,
  recordProductView,
} from '../../lib/shopper-history-queries';
import { Button } from '../ui/button';
import { ProductGrid } from './product-grid';
import type { ShopperRail } from './shopper-rails';

export default function ShopperRailsContent({ rails, viewing }: { rails: readonly ShopperRail[]; viewing?: string }) {
  return (
    <>
      {rails.map((rail) =>
        rail === 'buy-again' ? <BuyAgain key={rail} /> : <RecentlyViewed key={rail} viewing={viewing} />,
      )}
    </>
  );
}

function Rail({
  id,
  title,
  icon,
  action,
  products,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  action?: ReactNode;
  products: readonly ProductCardDto[];
}) {
  return (
    <section aria-labelledby={id} className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="flex items-center gap-2 text-2xl font-extrabold tracking-tight text-brand-900">
          {icon}
          {title}
        </h2>
        {action}
      </div>
      <ProductGrid products={products} />
    </section>
  );
}

function BuyAgain() {
  const { data } = useQuery(buyAgainQuery);
  if (!data?.length) return null;
  return (
    <Rail
      id="buy-again"
      title="Buy it again"
      icon={<Repeat className="size-6 text-saffron-700" aria-hidden="true" />}
      products={data.map((i) => i.product)}
    />
  );
}

function RecentlyViewed({ viewing }: { viewing?: string }) {
  const client = useQueryClient();
  const { data } = useQuery(recentlyViewedQuery);
  const clear = useMutation({
    mutationFn: clearRecentlyViewed,
    onSuccess: () => client.setQueryData(HISTORY_KEYS.viewed, []),
  });
  useEffect(() => {
    if (!viewing) return;
    // Fire and forget: a lost view record costs the shopper nothing.
    recordProductView(viewing).then(
      () => client.invalidateQueries({ queryKey: HISTORY_KEYS.viewed }),
      () => {},
    );
  }, [viewing, client]);
  const products = (data ?? []).filter((p) => p.id !== viewing);
  if (!products.length) return null;
  return (
    <Rail
      id="recently-viewed"
      title="Recently viewed"
      icon={<History className="size-6 text-saffron-700" aria-hidden="true" />}
      action={
        <Button variant="ghost" size="sm" onClick={() => clear.mutate()} disabled={clear.isPending}>
          Clear<span className="sr-only"> recently viewed</span>
        </Button>
      }
      products={products.slice(0, 10)}
    />
  );
}
