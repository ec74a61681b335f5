import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { SALE_ADMIN_MESSAGES, type SaleProductDto } from '../../../../../shared/admin-thursday-sale';
import { discountPercent, formatCents, percentOfCents } from '../../../../../shared/money';
import { lowestSalePriceCents, MAX_SALE_DISCOUNT_PERCENT, salePriceProblem } from '../../../../../shared/thursday-sale';
import { FormField } from '../../../../components/forms/form-field';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../components/ui/dialog';
import { Input } from '../../../../components/ui/input';
import { showServerError } from '../../../../lib/form-errors';
import { toast } from '../../../../lib/toast';
import { centsFromDollars, dollarsText } from '../../components/money-text';
import { ADMIN_SALE_KEYS, saveSalePrices } from '../api/thursday-sale-api';

const QUICK_CUTS = [10, 20, 25, 30, MAX_SALE_DISCOUNT_PERCENT];

/** A cut of `percent` off, never past the 40% the shop promises. */
const cutPrice = (regular: number, percent: number) =>
  Math.max(lowestSalePriceCents(regular), regular - percentOfCents(regular, percent * 100));

type SalePrice = { variantId: string | null; salePriceCents: number | null };

/**
 * One price as typed for each of the product's sizes (blank: not on sale), checked by the shop's sale rule
 * and read into what the API takes. The fields are named as the API names them (prices.0.salePriceCents).
 */
const salePricesForm = (product: SaleProductDto) =>
  z
    .object({ prices: z.array(z.object({ salePriceCents: z.string() })) })
    .superRefine(({ prices }, ctx) => {
      let problems = 0;
      prices.forEach(({ salePriceCents: typed }, index) => {
        const text = typed.trim();
        if (!text) return;
        const cents = centsFromDollars(text);
        const regular = product.lines[index]!.regularPriceCents;
        const problem =
          cents === null ? 'Enter the sale price in dollars, like 3.99' : salePriceProblem(regular, cents);
        if (problem) {
          problems += 1;
          ctx.addIssue({ code: 'custom', path: ['prices', index, 'salePriceCents'], message: problem });
        }
      });
      if (!problems && prices.every((p) => !p.salePriceCents.trim()))
        ctx.addIssue({ code: 'custom', path: ['prices'], message: SALE_ADMIN_MESSAGES.noPrice });
    })
    .transform(({ prices }): SalePrice[] =>
      prices.map(({ salePriceCents: typed }, index) => ({
        variantId: product.lines[index]!.variantId,
        salePriceCents: typed.trim() ? centsFromDollars(typed) : null,
      })),
    );
type SalePricesForm = z.input<ReturnType<typeof salePricesForm>>;

/** The sale prices of one product: one field per size (or one for a product without sizes); blank = not on sale. */
export function SalePricesDialog({
  product,
  onOpenChange,
}: {
  product: SaleProductDto;
  onOpenChange: (open: boolean) => void;
}) {
  const client = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors },
  } = useForm<SalePricesForm, unknown, SalePrice[]>({
    resolver: zodResolver(salePricesForm(product)),
    defaultValues: { prices: product.lines.map((line) => ({ salePriceCents: dollarsText(line.salePriceCents) })) },
  });
  const typed = useWatch({ control, name: 'prices' });
  const save = useMutation({
    mutationFn: (prices: SalePrice[]) => saveSalePrices(product.productId, { prices }),
    onSuccess: () => {
      toast.success(`${product.name} is on the Thursday sale`);
      void client.invalidateQueries({ queryKey: ADMIN_SALE_KEYS.all });
      onOpenChange(false);
    },
    onError: (e) => {
      showServerError(e, setError, ['prices']);
      toast.error(e.message);
    },
  });
  const submit = handleSubmit((prices) => save.mutate(prices));
  // The schema's word on the whole list comes as its root; the server's, set by name, as its message.
  const listError = errors.prices?.root?.message ?? errors.prices?.message;

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
                product.lines.forEach((line, index) =>
                  setValue(`prices.${index}.salePriceCents`, dollarsText(cutPrice(line.regularPriceCents, percent)), {
                    shouldValidate: errors.prices !== undefined,
                  }),
                )
              }
            >
              {percent}% off
            </Button>
          ))}
        </div>
        <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 grid gap-4">
          {product.lines.map((line, index) => {
            const cents = centsFromDollars(typed[index]?.salePriceCents ?? '');
            const cut = cents !== null ? discountPercent(cents, line.regularPriceCents) : 0;
            const error = errors.prices?.[index];
            return (
              <FormField
                key={line.variantId ?? 'own'}
                label={`${line.variantName ?? 'Sale price'} (regular ${formatCents(line.regularPriceCents)})`}
                hint={`${formatCents(lowestSalePriceCents(line.regularPriceCents))} or more${cut > 0 ? ` · ${cut}% off` : ''}`}
                error={
                  error?.salePriceCents?.message ?? (error as { variantId?: { message?: string } })?.variantId?.message
                }
              >
                <Input
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="Not on sale"
                  {...register(`prices.${index}.salePriceCents`)}
                />
              </FormField>
            );
          })}
          {listError ? (
            <p role="alert" className="text-sm text-red-700">
              {listError}
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
