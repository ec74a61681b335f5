import { Trash2 } from 'lucide-react';
import { MAX_VARIANTS } from '../../../../shared/admin-products';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Field } from '../components/form-field';
import { newVariant, type VariantDraft } from './product-draft';

/** Sizes or packs with their own price, original price and stock; the first one is the product's price. */
export function VariantsEditor({
  variants,
  onChange,
  errors,
  disabled,
}: {
  variants: VariantDraft[];
  onChange: (next: VariantDraft[]) => void;
  errors: Record<string, string>;
  disabled: boolean;
}) {
  const set = (index: number, change: Partial<VariantDraft>) =>
    onChange(variants.map((v, i) => (i === index ? { ...v, ...change } : v)));
  return (
    <fieldset className="rounded-xl border border-gray-200 bg-white p-4">
      <legend className="px-1 text-base font-bold text-ink">Variants</legend>
      <p className="mb-3 text-sm text-muted">
        {disabled
          ? 'Weight-based products are sold by the pound and have no size variants.'
          : 'Sizes or packs, each with its own price and stock. The first is the price shoppers see on cards. Leave empty for a single-size product.'}
      </p>
      {errors.variants ? <p className="mb-2 text-sm text-red-700">{errors.variants}</p> : null}
      <ol className="space-y-3">
        {variants.map((v, i) => {
          const err = (f: string) => errors[`variants.${i}.${f}`];
          return (
            <li
              key={v.key}
              className="grid gap-2 rounded-lg bg-gray-50 p-3 sm:grid-cols-[2fr_1fr_1fr_1fr_auto] sm:items-start"
            >
              <Field id={`variant-${v.key}-name`} label={`Variant ${i + 1} name`} error={err('name')}>
                {(a) => <Input {...a} value={v.name} onChange={(e) => set(i, { name: e.target.value })} />}
              </Field>
              <Field id={`variant-${v.key}-price`} label="Price ($)" error={err('priceCents')}>
                {(a) => (
                  <Input
                    {...a}
                    inputMode="decimal"
                    value={v.price}
                    onChange={(e) => set(i, { price: e.target.value })}
                  />
                )}
              </Field>
              <Field id={`variant-${v.key}-original`} label="Original ($)" error={err('originalPriceCents')}>
                {(a) => (
                  <Input
                    {...a}
                    inputMode="decimal"
                    value={v.originalPrice}
                    onChange={(e) => set(i, { originalPrice: e.target.value })}
                  />
                )}
              </Field>
              <Field id={`variant-${v.key}-stock`} label="Stock" error={err('stockQuantity')}>
                {(a) => (
                  <Input
                    {...a}
                    inputMode="numeric"
                    value={v.stock}
                    onChange={(e) => set(i, { stock: e.target.value })}
                  />
                )}
              </Field>
              <Button
                type="button"
                variant="ghost"
                className="sm:mt-6"
                aria-label={`Remove variant ${i + 1}${v.name ? ` (${v.name})` : ''}`}
                onClick={() => onChange(variants.filter((_, j) => j !== i))}
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
        disabled={disabled || variants.length >= MAX_VARIANTS}
        onClick={() => onChange([...variants, newVariant()])}
      >
        Add variant
      </Button>
    </fieldset>
  );
}
