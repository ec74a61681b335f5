import { Trash2 } from 'lucide-react';
import { type Control, type FieldErrors, useFieldArray, type UseFormRegister, useWatch } from 'react-hook-form';
import { MAX_VARIANTS, type ProductInput } from '../../../../../shared/admin-products';
import { FormField } from '../../../../components/forms/form-field';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { newVariant, type ProductDraft } from '../api/product-draft';

/** Sizes or packs with their own price, original price and stock; the first one is the product's price. */
export function VariantsEditor({
  control,
  register,
  errors,
  disabled,
}: {
  control: Control<ProductDraft, unknown, ProductInput>;
  register: UseFormRegister<ProductDraft>;
  errors: FieldErrors<ProductDraft>;
  disabled: boolean;
}) {
  // keyName: the variants' own `id` (the server's) stays in the values; React's key is kept apart.
  const { fields, append, remove } = useFieldArray({ control, name: 'variants', keyName: 'key' });
  // The schema's word on the whole list comes as its root; the server's, set by name, as its message.
  const listError = errors.variants?.root?.message ?? errors.variants?.message;
  const names = useWatch({ control, name: 'variants' }).map((v) => v?.name ?? '');
  return (
    <fieldset className="rounded-xl border border-gray-200 bg-white p-4">
      <legend className="px-1 text-base font-bold text-ink">Variants</legend>
      <p className="mb-3 text-sm text-muted">
        {disabled
          ? 'Weight-based products are sold by the pound and have no size variants.'
          : 'Sizes or packs, each with its own price and stock. The first is the price shoppers see on cards. Leave empty for a single-size product.'}
      </p>
      {listError ? (
        <p role="alert" className="mb-2 text-sm text-red-700">
          {listError}
        </p>
      ) : null}
      <ol className="space-y-3">
        {fields.map((field, i) => {
          const err = errors.variants?.[i];
          return (
            <li
              key={field.key}
              className="grid gap-2 rounded-lg bg-gray-50 p-3 sm:grid-cols-[2fr_1fr_1fr_1fr_auto] sm:items-start"
            >
              <FormField label={`Variant ${i + 1} name`} error={err?.name?.message}>
                <Input {...register(`variants.${i}.name`)} />
              </FormField>
              <FormField label="Price ($)" error={err?.priceCents?.message}>
                <Input inputMode="decimal" {...register(`variants.${i}.priceCents`)} />
              </FormField>
              <FormField label="Original ($)" error={err?.originalPriceCents?.message}>
                <Input inputMode="decimal" {...register(`variants.${i}.originalPriceCents`)} />
              </FormField>
              <FormField label="Stock" error={err?.stockQuantity?.message}>
                <Input inputMode="numeric" {...register(`variants.${i}.stockQuantity`)} />
              </FormField>
              <Button
                type="button"
                variant="ghost"
                className="sm:mt-6"
                aria-label={`Remove variant ${i + 1}${names[i] ? ` (${names[i]})` : ''}`}
                onClick={() => remove(i)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ol>
      <Button
        type="button"
        variant="outline"
        className="mt-3"
        disabled={disabled || fields.length >= MAX_VARIANTS}
        onClick={() => append(newVariant())}
      >
        Add variant
      </Button>
    </fieldset>
  );
}
