import { Star } from 'lucide-react';
import { cn } from '../../lib/cn';

export function RatingStars({ rating, count, className }: { rating: number; count?: number; className?: string }) {
  const rounded = Math.round(rating * 2) / 2;
  const label = `Rated ${rating.toFixed(1)} out of 5${count !== undefined ? ` from ${count} reviews` : ''}`;
  return (
    <div className={cn('flex items-center gap-1 text-xs text-muted', className)} role="img" aria-label={label}>
      <span className="flex" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((i) => (
          <Star
            key={i}
            className={cn(
              'size-3.5',
              i <= rounded
                ? 'fill-amber-400 text-amber-400'
                : i - 0.5 === rounded
                  ? 'fill-amber-200 text-amber-400'
                  : 'text-gray-300',
            )}
          />
        ))}
      </span>
      <span aria-hidden="true">
        {rating.toFixed(1)}
        {count !== undefined ? ` (${count})` : ''}
      </span>
    </div>
  );
}
