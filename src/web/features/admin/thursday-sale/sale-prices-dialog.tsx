import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { SALE_ADMIN_MESSAGES, type SaleProductDto } from '../../../../shared/admin-thursday-sale';
import { discountPercent, formatCents, percentOfCents } from '../../../../shared/money';
import { lowestSalePriceCents, MAX_SALE_DISCOUNT_PERCENT, salePriceProblem } from '../../../../shared/thursday-sale';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Field } from '../components/form-field';
import { centsFromDollars, dollarsText } from '../components/money-text';
import { ADMIN_SALE_KEYS, saveSalePrices } from './thursday-sale-api';

const QUICK_CUTS = [10, 20, 25, 30, MAX_SALE_DISCOUNT_PERCENT];

/** A cut of `percent` off, never past the 40% the shop promises. */
const cutPrice = (regular: number, percent: number) =>
  Math.max(lowestSalePriceCents(regular), regular - percentOfCents(regular, percent * 100));

/** The sale prices of one product: one field per size (or one for a product without sizes); blank = not on sale. */
export function SalePricesDialog({
  product,
  onOpenChange,
}: {
  product: SaleProductDto;
  onOpenChange: (open: boolean) => void;
}) {
  const client = useQueryClient();
  const [drafts, setDrafts] = useState(() => product.lines.map((line) => dollarsText(line.salePriceCents)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (prices: { variantId: string | null; salePriceCents: number | null }[]) =>
      saveSalePrices(product.productId, { prices }),
    onSuccess: () => {
      toast.success(`${product.name} is on the Thursday sale`);
      void client.invalidateQueries({ queryKey: ADMIN_SALE_KEYS.all });
      onOpenChange(false);
    },
    onError: (e) => {
      if (e instanceof ApiError && e.fields) setErrors(e.fields);
      toast.error(e.message);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    const prices = product.lines.map((line, index) => {
      const text = drafts[index]!.trim();
      if (!text) return { variantId: line.variantId, salePriceCents: null };
      const cents = centsFromDollars(text);
      const problem =
        cents === null ? 'Enter the sale price in dollars, like 3.99' : salePriceProblem(line.regularPriceCents, cents);
      if (problem) next[`prices.${index}.salePriceCents`] = problem;
      return { variantId: line.variantId, salePriceCents: cents };
    });
    if (!Object.keys(next).length && prices.every((p) => p.salePriceCents === null))
      next.prices = SALE_ADMIN_MESSAGES.noPrice;
    setErrors(next);
    if (!Object.keys(next).length) save.mutate(prices);
  };

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] max-w-xl overflow-y-auto">
        <DialogTitle className="text-lg font-bold text-ink">Thursday sale prices: {product.name}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-muted">
          Shoppers pay these prices every Thursday from midnight to midnight, store time (Dallas), and the regular
          prices the rest of the week. Up to {MAX_SALE_DISCOUNT_PERCENT}% off; leave a size blank to keep it off the
          sale.
        </DialogDescription>
        <div className="mt-4 flex flex-wrap items-center gap-2" role="group" aria-label="Fill every size with a cut">
          <span className="text-sm font-semibold text-ink">Fill every size:</span>
          {QUICK_CUTS.map((percent) => (
            <Button
              key={percent}
              type="button"
              size="sm"
              variant="outline"
              onClick={() =>
                setDrafts(product.lines.map((line) => dollarsText(cutPrice(line.regularPriceCents, percent))))
              }
            >
              {percent}% off
            </Button>
          ))}
        </div>
        <form noValidate onSubmit={submit} className="mt-4 grid gap-4">
          {product.lines.map((line, index) => {
            const cents = centsFromDollars(drafts[index] ?? '');
            const cut = cents !== null ? discountPercent(cents, line.regularPriceCents) : 0;
            return (
              <Field
                key={line.variantId ?? 'own'}
                id={`sale-price-${index}`}
                label={`${line.variantName ?? 'Sale price'} (regular ${formatCents(line.regularPriceCents)})`}
                hint={`${formatCents(lowestSalePriceCents(line.regularPriceCents))} or more${cut > 0 ? ` · ${cut}% off` : ''}`}
                error={errors[`prices.${index}.salePriceCents`] ?? errors[`prices.${index}.variantId`]}
              >
                {(a) => (
                  <Input
                    {...a}
                    inputMode="decimal"
                    autoComplete="off"
                    placeholder="Not on sale"
                    value={drafts[index]}
                    onChange={(e) => setDrafts((all) => all.map((d, i) => (i === index ? e.target.value : d)))}
                  />
                )}
              </Field>
            );
          })}
          {errors.prices ? (
            <p role="alert" className="text-sm text-red-700">
              {errors.prices}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              Save sale prices
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
