import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldErrors, type Path, type UseFormRegister, useForm } from 'react-hook-form';
import { z } from 'zod';
import { cardInput, type CardInput } from '../../../shared/checkout';
import { FormField } from '../forms/form-field';
import { Input } from '../ui/input';

export const EMPTY_CARD: CardInput = { number: '', expiry: '', cvc: '', name: '' };

/** A form that holds the demo processor's card under `card`, as the API names it. */
export type CardForm = { card: CardInput };
const cardForm = z.object({ card: cardInput });

/** The card typed for the demo processor (no Stripe keys), checked with the API's card schema. */
export const useCardForm = () =>
  useForm<CardForm>({ resolver: zodResolver(cardForm), defaultValues: { card: EMPTY_CARD } });

/**
 * The demo processor's card inputs (number, expiry, security code, name) for a two-column grid, on any
 * form that holds the card under `card`; `examples` shows a test card in each empty input.
 */
export function CardInputs<T extends CardForm>({
  register,
  errors,
  examples,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<CardForm>['card'];
  examples?: boolean;
}) {
  const field = (name: keyof CardInput) => register(`card.${name}` as Path<T>);
  return (
    <>
      <FormField label="Card number" error={errors?.number?.message} className="sm:col-span-2">
        <Input
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder={examples ? '4242 4242 4242 4242' : undefined}
          {...field('number')}
        />
      </FormField>
      <FormField label="Expiry (MM/YY)" error={errors?.expiry?.message}>
        <Input autoComplete="cc-exp" placeholder={examples ? '12/30' : 'MM/YY'} {...field('expiry')} />
      </FormField>
      <FormField label="Security code" error={errors?.cvc?.message}>
        <Input inputMode="numeric" autoComplete="cc-csc" placeholder={examples ? '123' : undefined} {...field('cvc')} />
      </FormField>
      <FormField label="Name on card" error={errors?.name?.message} className="sm:col-span-2">
        <Input autoComplete="cc-name" {...field('name')} />
      </FormField>
    </>
  );
}
