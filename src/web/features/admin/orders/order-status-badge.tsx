import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../../shared/orders';
import { Badge } from '../../../components/ui/badge';

const VARIANTS: Record<OrderStatus, 'warning' | 'neutral' | 'success' | 'danger'> = {
  pending: 'warning',
  confirmed: 'neutral',
  packed: 'neutral',
  out_for_delivery: 'neutral',
  delivered: 'success',
  cancelled: 'danger',
  refunded: 'danger',
};

/** A status as words and color; the words carry the meaning, the color only helps scanning. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge variant={VARIANTS[status]}>{ORDER_STATUS_LABELS[status]}</Badge>;
}
