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
    // The look is in styles.css (.price*); the large size's text sizes are utilities over it.
    <p className={cn('price', className)}>
      <span className={size === 'lg' ? 'price-now text-3xl' : 'price-now'}>
        {formatCents(priceCents)}
        {unit ? <span className="price-unit">{` / ${unit}`}</span> : null}
      </span>
      {showOriginal ? (
        <span className={size === 'lg' ? 'price-was text-lg' : 'price-was'}>
          <span className="sr-only">Was </span>
          {formatCents(originalPriceCents)}
        </span>
      ) : null}
    </p>
  );
}
