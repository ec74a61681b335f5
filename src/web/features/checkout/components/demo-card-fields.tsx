import { FlaskConical } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { type CardForm, CardInputs } from '../../../components/payments/card-inputs';

/**
 * The demo processor's card form, labelled as such: no money moves. It takes Stripe's public test
 * numbers (4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined).
 */
export function DemoCardFields({ form }: { form: UseFormReturn<CardForm> }) {
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
        <CardInputs register={form.register} errors={form.formState.errors.card} examples />
      </div>
    </div>
  );
}
