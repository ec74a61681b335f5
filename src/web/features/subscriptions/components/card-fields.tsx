import type { CardInput } from '../../../../shared/checkout';
import { FormField } from '../../../components/forms/form-field';
import { Input } from '../../../components/ui/input';

export const EMPTY_CARD: CardInput = { number: '', expiry: '', cvc: '', name: '' };
export type CardErrors = Partial<Record<keyof CardInput, string>>;

/**
 * The card to save for the box's orders, on the demo processor (no Stripe keys): it keeps only the
 * last four digits and a reference, and moves no money. Stripe's test numbers work, and
 * 4000 0000 0000 0341 saves but is declined when an order is charged.
 */
export function CardFields({
  card,
  onChange,
  errors,
}: {
  card: CardInput;
  onChange: (card: CardInput) => void;
  errors: CardErrors;
}) {
  const set = (field: keyof CardInput, value: string) => onChange({ ...card, [field]: value });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <p className="rounded-lg bg-saffron-50 p-3 text-sm text-saffron-900 sm:col-span-2">
        Demo payments: no money moves. Use a Stripe test card such as 4242 4242 4242 4242.
      </p>
      <FormField label="Card number" error={errors.number} className="sm:col-span-2">
        <Input
          autoComplete="cc-number"
          inputMode="numeric"
          value={card.number}
          onChange={(e) => set('number', e.target.value)}
        />
      </FormField>
      <FormField label="Expiry (MM/YY)" error={errors.expiry}>
        <Input
          autoComplete="cc-exp"
          placeholder="MM/YY"
          value={card.expiry}
          onChange={(e) => set('expiry', e.target.value)}
        />
      </FormField>
      <FormField label="Security code" error={errors.cvc}>
        <Input
          autoComplete="cc-csc"
          inputMode="numeric"
          value={card.cvc}
          onChange={(e) => set('cvc', e.target.value)}
        />
      </FormField>
      <FormField label="Name on card" error={errors.name} className="sm:col-span-2">
        <Input autoComplete="cc-name" value={card.name} onChange={(e) => set('name', e.target.value)} />
      </FormField>
    </div>
  );
}
