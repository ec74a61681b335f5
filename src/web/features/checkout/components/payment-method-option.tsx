import type { ReactNode } from 'react';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '../../../../shared/orders';
import { cn } from '../../../lib/cn';
import { isWallet, type WalletAvailability, walletNote } from './stripe-wallets';

/** The methods to choose from, one radio each, in one fieldset (its legend given by the page). */
export function PaymentMethodChoices<M extends PaymentMethod>({
  legend,
  className,
  methods,
  chosen,
  availability,
  demo,
  onSelect,
}: {
  legend: ReactNode;
  className: string;
  methods: readonly M[];
  chosen: M;
  availability: (method: M) => WalletAvailability;
  demo: boolean;
  onSelect: (method: M) => void;
}) {
  return (
    <fieldset className={className}>
      {legend}
      {methods.map((m) => (
        <PaymentMethodOption
          key={m}
          method={m}
          checked={chosen === m}
          availability={availability(m)}
          demo={demo}
          onSelect={() => onSelect(m)}
        />
      ))}
    </fieldset>
  );
}

/**
 * One payment method to choose (a radio in a fieldset), on the payment page and on the
 * failure page: a wallet the browser does not have cannot be chosen and says why.
 */
export function PaymentMethodOption({
  method,
  checked,
  availability,
  demo,
  onSelect,
}: {
  method: PaymentMethod;
  checked: boolean;
  availability: WalletAvailability;
  demo: boolean;
  onSelect: () => void;
}) {
  const usable = availability === 'available';
  const noteId = `payment-method-${method}-note`;
  return (
    <div
      className={cn(
        'rounded-lg border text-sm',
        checked ? 'border-brand-700 bg-brand-50' : 'border-gray-200',
        !usable && 'bg-gray-50',
      )}
    >
      <label className={cn('flex items-center gap-3 p-3', !usable && 'cursor-not-allowed')}>
        <input
          type="radio"
          name="method"
          checked={checked}
          disabled={!usable}
          aria-describedby={usable ? undefined : noteId}
          onChange={onSelect}
        />
        <span className={cn('font-semibold', !usable && 'text-muted')}>{PAYMENT_METHOD_LABELS[method]}</span>
        {demo && method !== 'cod' ? (
          <span className="ml-auto rounded bg-saffron-100 px-1.5 text-xs font-bold text-saffron-900">DEMO</span>
        ) : null}
      </label>
      {usable || !isWallet(method) ? null : (
        <p id={noteId} className="-mt-1 px-3 pb-3 pl-9 text-xs text-muted">
          {walletNote(method, availability)}
        </p>
      )}
    </div>
  );
}
