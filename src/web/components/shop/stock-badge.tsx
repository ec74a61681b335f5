import { stockBadge } from '../../../shared/stock';
import { Badge } from '../ui/badge';

/** Spec section 4: 'Out of Stock', 'Only N left!' at 5 or fewer, 'Low stock' at 6–10, nothing above. */
export function StockBadge({
  inStock,
  quantity,
  className,
}: {
  inStock: boolean;
  quantity: number;
  className?: string;
}) {
  const badge = stockBadge(inStock, quantity);
  if (badge.kind === 'none') return null;
  const variant = badge.kind === 'out-of-stock' ? 'danger' : badge.kind === 'only-n-left' ? 'discount' : 'warning';
  return (
    <Badge variant={variant} className={className}>
      {badge.label}
    </Badge>
  );
}
