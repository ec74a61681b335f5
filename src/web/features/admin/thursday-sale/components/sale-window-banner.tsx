import { CalendarClock } from 'lucide-react';
import type { SaleWindowDto } from '../../../../../shared/admin-thursday-sale';
import { Badge } from '../../../../components/ui/badge';
import { storeDayTime } from '../../../../../shared/store-dates';

/** Whether the sale runs now (the server's clock, store time) and when it next starts or ends. */
export function SaleWindowBanner({ window }: { window: SaleWindowDto }) {
  return (
    <div className="mb-6 flex flex-wrap items-center gap-3 rounded-xl border border-saffron-200 bg-saffron-50 p-4">
      <CalendarClock className="size-6 shrink-0 text-saffron-700" aria-hidden="true" />
      {window.active ? (
        <p className="text-sm text-ink">
          <Badge variant="success">On now</Badge> Shoppers pay the sale prices below until{' '}
          <strong>{storeDayTime(window.endsAt!)}</strong> (store time), then the regular prices again.
        </p>
      ) : (
        <p className="text-sm text-ink">
          <Badge variant="neutral">Not running</Badge> The next sale starts{' '}
          <strong>{storeDayTime(window.nextStartsAt)}</strong> (store time); until then shoppers pay the regular prices.
        </p>
      )}
    </div>
  );
}
