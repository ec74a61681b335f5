import type { CSSProperties } from 'react';
import { cn } from '../../lib/cn';

export function RatingStars({ rating, count, className }: { rating: number; count?: number; className?: string }) {
  const rounded = Math.round(rating * 2) / 2;
  const label = `Rated ${rating.toFixed(1)} out of 5${count !== undefined ? ` from ${count} reviews` : ''}`;
  // Five stars filled to the nearest half (styles.css .rating::before), then the figures; the label is what
  // is read out (an img's contents are not).
  const fill = { '--rating-fill': `${(rounded / 5) * 100}%` } as CSSProperties;
  return (
    <div className={cn('rating', className)} role="img" aria-label={label} style={fill}>
      {`${rating.toFixed(1)}${count !== undefined ? ` (${count})` : ''}`}
    </div>
  );
}
