import type { ProductCardDto } from '../../../shared/catalog';
import { cn } from '../../lib/cn';
import { useRef } from 'react';
import { useDrawnWhenNear } from '../../lib/use-hydrated';
import { Skeleton } from '../ui/skeleton';
import { ProductCard } from './product-card';
import { LaterCard, USUAL_BODY_HEIGHT } from './later-card';

const gridClass = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5';

/**
 * `serverCards`: how many cards the server's HTML draws in full (the first rows); each of the rest is a
 * placeholder of its card's size with the product's name and link, drawn by the browser once the page is
 * live and the card is near the screen. Every card by default.
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
  return (
    <ul className={cn(gridClass, className)}>
      {products.map((p, i) =>
        i < serverCards ? (
          <li key={p.id}>
            <ProductCard product={p} priority={i < priorityCount} />
          </li>
        ) : (
          <LaterItem key={p.id} product={p} />
        ),
      )}
    </ul>
  );
}

function LaterItem({ product }: { product: ProductCardDto }) {
  const item = useRef<HTMLLIElement>(null);
  const drawn = useDrawnWhenNear(item);
  return <li ref={item}>{drawn ? <ProductCard product={product} /> : <LaterCard product={product} />}</li>;
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
