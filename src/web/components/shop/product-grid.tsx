import type { ProductCardDto } from '../../../shared/catalog';
import { cn } from '../../lib/cn';
import { Skeleton } from '../ui/skeleton';
import { ProductCard } from './product-card';

const gridClass = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5';

export function ProductGrid({
  products,
  className,
  priorityCount = 0,
}: {
  products: readonly ProductCardDto[];
  className?: string;
  priorityCount?: number;
}) {
  return (
    <ul className={cn(gridClass, className)}>
      {products.map((p, i) => (
        <li key={p.id}>
          <ProductCard product={p} priority={i < priorityCount} />
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({ count, className }: { count: number; className?: string }) {
  return (
    <ul className={cn(gridClass, className)} aria-hidden="true" data-testid="product-skeletons">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="rounded-2xl border border-gray-200 p-3">
          <Skeleton className="aspect-square w-full rounded-xl" />
          <Skeleton className="mt-3 h-3 w-1/3" />
          <Skeleton className="mt-2 h-4 w-4/5" />
          <Skeleton className="mt-2 h-3 w-1/2" />
          <Skeleton className="mt-4 h-10 w-full" />
        </li>
      ))}
    </ul>
  );
}
