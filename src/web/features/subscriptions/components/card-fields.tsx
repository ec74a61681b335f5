import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { type CardForm, CardInputs } from '../../../components/payments/card-inputs';

/**
 * The card to save for the box's orders, on the demo processor (no Stripe keys): it keeps only the
 * last four digits and a reference, and moves no money. Stripe's test numbers work, and
 * 4000 0000 0000 0341 saves but is declined when an order is charged.
 */
export function CardFields<T extends CardForm>({
  register,
  errors,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<CardForm>['card'];
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <p className="rounded-lg bg-saffron-50 p-3 text-sm text-saffron-900 sm:col-span-2">
        Demo payments: no money moves. Use a Stripe test card such as 4242 4242 4242 4242.
      </p>
      <CardInputs register={register} errors={errors} />
    </div>
  );
}
