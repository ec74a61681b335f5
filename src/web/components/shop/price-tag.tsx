import { formatCents } from '../../../shared/money';
import { cn } from '../../lib/cn';

export function PriceTag({
  priceCents,
  originalPriceCents,
  unit,
  size = 'md',
  className,
}: {
  priceCents: number;
  originalPriceCents: number | null;
  unit?: string | null;
  size?: 'md' | 'lg';
  className?: string;
}) {
  const showOriginal = originalPriceCents !== null && originalPriceCents > priceCents;
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2', className)}>
      <span className={cn('font-bold text-ink', size === 'lg' ? 'text-3xl' : 'text-lg')}>
        {formatCents(priceCents)}
        {unit ? <span className="text-sm font-medium text-muted"> / {unit}</span> : null}
      </span>
      {showOriginal ? (
        <span className={cn('text-muted line-through', size === 'lg' ? 'text-lg' : 'text-sm')}>
          <span className="sr-only">Was </span>
          {formatCents(originalPriceCents)}
        </span>
      ) : null}
    </p>
  );
}
