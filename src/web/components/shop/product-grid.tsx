import type { ProductCardDto } from '../../../shared/catalog';
import { cn } from '../../lib/cn';
import { useDrawnLater } from '../../lib/use-hydrated';
import { Skeleton } from '../ui/skeleton';
import { ProductCard } from './product-card';
import { LaterCard, USUAL_BODY_HEIGHT } from './later-card';

const gridClass = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5';

/**
 * `serverCards`: how many cards the server's HTML draws in full (the first rows); the rest are drawn by
 * the browser once the page is live, each in a placeholder of its card's size with the product's name
 * and link. Every card by default.
 */
export function ProductGrid({
  products,
  className,
  priorityCount = 0,
  serverCards = Infinity,
}: {
  products: readonly ProductCardDto[];
  className?: string;
  priorityCount?: number;
  serverCards?: number;
}) {
  const drawn = useDrawnLater();
  return (
    <ul className={cn(gridClass, className)}>
      {products.map((p, i) => (
        <li key={p.id}>
          {drawn || i < serverCards ? (
            <ProductCard product={p} priority={i < priorityCount} />
          ) : (
            <LaterCard product={p} />
          )}
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({ count, className }: { count: number; className?: string }) {
  return (
    <ul className={cn(gridClass, className)} aria-hidden="true" data-testid="product-skeletons">
      {Array.from({ length: count }, (_, i) => (
        // A card's box and usual height, so the cards take the same room when they come.
        <li key={i} className="rounded-2xl border border-gray-200 bg-white p-3">
          <Skeleton className="aspect-square w-full rounded-xl" />
          <div className="product-card-body" style={{ minHeight: USUAL_BODY_HEIGHT }}>
            <Skeleton className="h-3 w-1/3" />
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="h-3 w-1/2" />
            <Skeleton className="mt-auto h-10 w-full" />
          </div>
        </li>
      ))}
    </ul>
  );
}
