import { Check, X } from 'lucide-react';
import { historyActorForShopper } from '../../../../shared/order-history';
import { ORDER_PROGRESS, ORDER_STATUS_LABELS, type OrderDto } from '../../../../shared/orders';
import { storeDayTime } from '../../../../shared/store-dates';
import { cn } from '../../../lib/cn';

/** The order's path (pending → delivered) with each reached step's time, then the full history. */
export function OrderTimeline({ order }: { order: OrderDto }) {
  const reached = new Map(order.history.map((h) => [h.status, h.at]));
  const stopped = order.status === 'cancelled' || order.status === 'refunded';
  return (
    <div>
      <ol className="flex flex-wrap gap-x-6 gap-y-3" aria-label="Order progress">
        {ORDER_PROGRESS.map((status) => {
          const at = reached.get(status);
          return (
            <li key={status} className="flex items-center gap-2 text-sm">
              <span
                className={cn(
                  'flex size-6 items-center justify-center rounded-full border',
                  at ? 'border-brand-700 bg-brand-700 text-white' : 'border-gray-300',
                )}
              >
                {at ? <Check className="size-3.5" aria-hidden="true" /> : null}
              </span>
              <span className={at ? 'font-semibold' : 'text-muted'}>{ORDER_STATUS_LABELS[status]}</span>
            </li>
          );
        })}
        {stopped ? (
          <li className="flex items-center gap-2 text-sm font-semibold text-red-800">
            <X className="size-4" aria-hidden="true" /> {ORDER_STATUS_LABELS[order.status]}
          </li>
        ) : null}
      </ol>
      <h3 className="mt-5 text-sm font-bold">Status history</h3>
      <ul className="mt-2 space-y-1 text-sm" data-testid="status-history">
        {order.history.map((h) => (
          <li key={`${h.status}-${h.at}`}>
            <time dateTime={h.at} className="text-muted">
              {storeDayTime(h.at)}
            </time>{' '}
            — <strong>{ORDER_STATUS_LABELS[h.status]}</strong> {historyActorForShopper(h.actor)}
            {h.note ? ` · ${h.note}` : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}
