import { type FormEvent, useState } from 'react';
import type { ADMIN_ORDER_SORTS } from '../../../../../shared/admin-orders';
import { type AdminOrderListQuery } from '../../../../../shared/admin-orders';
import { DELIVERY_WINDOW_STARTS, windowLabel } from '../../../../../shared/delivery-slots';
import {
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type OrderStatus,
} from '../../../../../shared/orders';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { NativeSelect } from '../../../../components/ui/native-select';

export type OrderFilters = Omit<Partial<AdminOrderListQuery>, 'sort'> & { sort?: (typeof ADMIN_ORDER_SORTS)[number] };

const labelClass = 'mb-1 block text-sm font-semibold text-ink';

/** The desk's search and filters; applied on submit so typing does not fire a query per key. */
export function OrdersFilters({ value, onApply }: { value: OrderFilters; onApply: (next: OrderFilters) => void }) {
  const [draft, setDraft] = useState<OrderFilters>(value);
  const set = <K extends keyof OrderFilters>(key: K, v: OrderFilters[K]) => setDraft((d) => ({ ...d, [key]: v }));
  const statuses = draft.status ?? [];
  const toggle = (status: OrderStatus) =>
    set('status', statuses.includes(status) ? statuses.filter((s) => s !== status) : [...statuses, status]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const clear = () => {
    const empty: OrderFilters = { sort: value.sort, dir: value.dir };
    setDraft(empty);
    onApply(empty);
  };

  return (
    <form
      role="search"
      aria-label="Find orders"
      onSubmit={submit}
      className="mb-4 rounded-xl border border-gray-200 bg-white p-4"
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className="sm:col-span-2">
          <label htmlFor="orders-q" className={labelClass}>
            Search order number, customer, email or phone
          </label>
          <Input
            id="orders-q"
            type="search"
            autoComplete="off"
            value={draft.q ?? ''}
            onChange={(e) => set('q', e.target.value)}
          />
        </div>
        <div>
          <label htmlFor="orders-from" className={labelClass}>
            Placed from
          </label>
          <Input id="orders-from" type="date" value={draft.from ?? ''} onChange={(e) => set('from', e.target.value)} />
        </div>
        <div>
          <label htmlFor="orders-to" className={labelClass}>
            Placed to
          </label>
          <Input id="orders-to" type="date" value={draft.to ?? ''} onChange={(e) => set('to', e.target.value)} />
        </div>
        <div>
          <label htmlFor="orders-delivery" className={labelClass}>
            Delivery date
          </label>
          <Input
            id="orders-delivery"
            type="date"
            value={draft.deliveryDate ?? ''}
            onChange={(e) => set('deliveryDate', e.target.value)}
          />
        </div>
        <div>
          <label htmlFor="orders-slot" className={labelClass}>
            Delivery window
          </label>
          <NativeSelect
            id="orders-slot"
            value={draft.slot ?? ''}
            onChange={(e) => set('slot', e.target.value ? Number(e.target.value) : undefined)}
          >
            <option value="">Any window</option>
            {DELIVERY_WINDOW_STARTS.map((start) => (
              <option key={start} value={start}>
                {windowLabel(start)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div>
          <label htmlFor="orders-payment" className={labelClass}>
            Payment method
          </label>
          <NativeSelect
            id="orders-payment"
            value={draft.payment ?? ''}
            onChange={(e) => set('payment', (e.target.value || undefined) as OrderFilters['payment'])}
          >
            <option value="">Any method</option>
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {PAYMENT_METHOD_LABELS[method]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div>
          <label htmlFor="orders-zip" className={labelClass}>
            ZIP code
          </label>
          <Input
            id="orders-zip"
            inputMode="numeric"
            maxLength={5}
            pattern="\d{5}"
            value={draft.zip ?? ''}
            onChange={(e) => set('zip', e.target.value)}
          />
        </div>
      </div>
      <fieldset className="mt-3">
        <legend className={labelClass}>Status</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {ORDER_STATUSES.map((status) => (
            <label key={status} className="inline-flex items-center gap-2 text-sm text-ink">
              <input
                type="checkbox"
                className="size-4 accent-brand-700"
                checked={statuses.includes(status)}
                onChange={() => toggle(status)}
              />
              {ORDER_STATUS_LABELS[status]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button type="submit">Apply filters</Button>
        <Button type="button" variant="outline" onClick={clear}>
          Clear
        </Button>
      </div>
    </form>
  );
}
