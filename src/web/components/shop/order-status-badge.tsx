import type { ComponentProps } from 'react';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../shared/orders';
import { Badge } from '../ui/badge';

/** Colour by meaning: waiting, on its way, done, stopped. Cancelled must never look like Delivered. */
const VARIANTS: Record<OrderStatus, 'warning' | 'info' | 'success' | 'danger' | 'neutral'> = {
  pending: 'warning',
  confirmed: 'info',
  packed: 'info',
  out_for_delivery: 'info',
  delivered: 'success',
  cancelled: 'danger',
  refunded: 'neutral',
};

/** An order's status as words and colour, the same for shoppers and staff; the words carry the meaning. */
export function OrderStatusBadge({ status, ...props }: { status: OrderStatus } & ComponentProps<'span'>) {
  return (
    <Badge variant={VARIANTS[status]} data-status={status} {...props}>
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
