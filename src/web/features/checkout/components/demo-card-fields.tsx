import { FlaskConical } from 'lucide-react';
import type { CardInput } from '../../../../shared/checkout';
import { FormField } from '../../../components/forms/form-field';
import { Input } from '../../../components/ui/input';

export const EMPTY_CARD: CardInput = { number: '', expiry: '', cvc: '', name: '' };

/**
 * The demo processor's card form, labelled as such: no money moves. It takes Stripe's public test
 * numbers (4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined).
 */
export function DemoCardFields({
  card,
  onChange,
  errors,
}: {
  card: CardInput;
  onChange: (card: CardInput) => void;
  errors: Partial<Record<keyof CardInput, string>>;
}) {
  const set = (field: keyof CardInput) => (e: React.ChangeEvent<HTMLInputElement>) =>
    onChange({ ...card, [field]: e.target.value });
  return (
    <div className="mt-4 rounded-xl border-2 border-dashed border-saffron-600 bg-saffron-50 p-4">
      <p className="flex items-center gap-2 text-sm font-bold text-saffron-900">
        <FlaskConical aria-hidden="true" className="size-4" /> Demo payment — no real card is charged
      </p>
      <p className="mt-1 text-xs text-saffron-900">
        Use Stripe's test card 4242 4242 4242 4242 (any future expiry, any CVC) to pay, or 4000 0000 0000 0002 to see a
        decline.
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <FormField label="Card number" error={errors.number} className="sm:col-span-2">
          <Input
            inputMode="numeric"
            autoComplete="cc-number"
            value={card.number}
            onChange={set('number')}
            placeholder="4242 4242 4242 4242"
          />
        </FormField>
        <FormField label="Expiry (MM/YY)" error={errors.expiry}>
          <Input autoComplete="cc-exp" value={card.expiry} onChange={set('expiry')} placeholder="12/30" />
        </FormField>
        <FormField label="Security code" error={errors.cvc}>
          <Input inputMode="numeric" autoComplete="cc-csc" value={card.cvc} onChange={set('cvc')} placeholder="123" />
        </FormField>
        <FormField label="Name on card" error={errors.name} className="sm:col-span-2">
          <Input autoComplete="cc-name" value={card.name} onChange={set('name')} />
        </FormField>
      </div>
    </div>
  );
}

export function cardErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const errors: Partial<Record<keyof CardInput, string>> = {};
  if (!result.success)
    for (const issue of result.error!.issues) errors[issue.path[0] as keyof CardInput] ??= issue.message;
  return errors;
}
