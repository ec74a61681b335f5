import type { CSSProperties } from 'react';
import { cn } from '../../lib/cn';

export function RatingStars({ rating, count, className }: { rating: number; count?: number; className?: string }) {
  const rounded = Math.round(rating * 2) / 2;
  const label = `Rated ${rating.toFixed(1)} out of 5${count !== undefined ? ` from ${count} reviews` : ''}`;
  // Filled to the nearest half star (styles.css .rating-stars).
  const fill = { '--rating-fill': `${(rounded / 5) * 100}%` } as CSSProperties;
  return (
    <div className={cn('rating', className)} role="img" aria-label={label}>
      <span className="rating-stars" style={fill} aria-hidden="true" />
      <span aria-hidden="true">
        {rating.toFixed(1)}
        {count !== undefined ? ` (${count})` : ''}
      </span>
    </div>
  );
}
