import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  type BulkProductAction,
  bulkProductAction,
  changedPriceCents,
  PRICE_CHANGE_MODES,
  type PriceChangeMode,
} from '../../../../../shared/admin-bulk';
import type { AdminProductRowDto } from '../../../../../shared/admin-products';
import { formatCents } from '../../../../../shared/money';
import { MAX_SALE_DISCOUNT_PERCENT } from '../../../../../shared/thursday-sale';
import { FormField } from '../../../../components/forms/form-field';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../components/ui/dialog';
import { Input } from '../../../../components/ui/input';
import { NativeSelect } from '../../../../components/ui/native-select';

export type ValueAction = 'price' | 'stock' | 'sale_add';

const TITLES: Record<ValueAction, string> = {
  price: 'Change price',
  stock: 'Set stock',
  sale_add: 'Add to the Thursday sale',
};

/** The figure's input is named as the API names it in each action. */
const FIGURE_FIELDS = { price: 'value', stock: 'stockQuantity', sale_add: 'percentOff' } as const;
type FigureField = (typeof FIGURE_FIELDS)[ValueAction];
type BulkFigureForm = { direction: 'lower' | 'raise'; mode: PriceChangeMode } & Partial<Record<FigureField, string>>;

/** The action the typed figure makes, or null while it is not a number of 0 or more. */
function actionOf(kind: ValueAction, values: Partial<BulkFigureForm>): BulkProductAction | null {
  const { direction = 'lower', mode = 'percent' } = values;
  const figure = values[FIGURE_FIELDS[kind]] ?? '';
  const number = Number(figure);
  if (figure.trim() === '' || !Number.isFinite(number) || number < 0) return null;
  const signed = (direction === 'lower' ? -1 : 1) * (mode === 'amount' ? Math.round(number * 100) : Math.round(number));
  if (kind === 'price') return { kind, mode, value: signed };
  if (kind === 'stock') return { kind, stockQuantity: number };
  return { kind, percentOff: Math.round(number) };
}

/** What the dialog holds, read into the action and checked by the API's schema (its messages on the figure). */
const bulkFigureForm = (kind: ValueAction) =>
  z
    .object({
      direction: z.enum(['lower', 'raise']),
      mode: z.enum(PRICE_CHANGE_MODES),
      value: z.string().optional(),
      stockQuantity: z.string().optional(),
      percentOff: z.string().optional(),
    })
    .transform((values, ctx): z.input<typeof bulkProductAction> => {
      const action = actionOf(kind, values);
      if (action) return action;
      ctx.addIssue({ code: 'custom', path: [FIGURE_FIELDS[kind]], message: 'Enter a number' });
      return z.NEVER;
    })
    .pipe(bulkProductAction);

/**
 * The bulk actions that need a figure: a price change by percent or dollars (with a preview of the
 * ticked rows on this page, worked out by the server's own rule), a stock level, or a sale discount.
 */
export function BulkProductDialog({
  kind,
  count,
  preview,
  busy,
  error,
  onApply,
  onClose,
}: {
  kind: ValueAction;
  count: number;
  preview: AdminProductRowDto[];
  busy: boolean;
  error: string | null;
  onApply: (action: BulkProductAction) => void;
  onClose: () => void;
}) {
  const figureField = FIGURE_FIELDS[kind];
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<BulkFigureForm, unknown, BulkProductAction>({
    resolver: zodResolver(bulkFigureForm(kind)),
    defaultValues: { direction: 'lower', mode: 'percent', [figureField]: '' },
  });
  const values = useWatch({ control });
  const mode = values.mode ?? 'percent';
  const action = actionOf(kind, values);
  const figureLabel =
    kind === 'price' ? (mode === 'percent' ? 'Percent' : 'Dollars') : kind === 'stock' ? 'Stock' : 'Percent off';
  const submit = handleSubmit((chosen) => onApply(chosen));

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        <DialogTitle className="text-lg font-bold text-ink">
          {TITLES[kind]} of {count} product{count === 1 ? '' : 's'}
        </DialogTitle>
        <DialogDescription className="mt-1 text-sm text-muted">
          {kind === 'price'
            ? 'Every size of each product changes; a product whose new price would break a rule is left as it was.'
            : kind === 'stock'
              ? 'Products sold in sizes keep their stock: set it per size on their page.'
              : `Each size gets this much off its regular price on Thursdays (at most ${MAX_SALE_DISCOUNT_PERCENT}%).`}
        </DialogDescription>
        <form className="mt-4 space-y-3" noValidate onSubmit={(e) => void submit(e)}>
          {kind === 'price' ? (
            <div className="grid grid-cols-2 gap-3">
              <FormField label="Direction">
                <NativeSelect {...register('direction')}>
                  <option value="lower">Lower</option>
                  <option value="raise">Raise</option>
                </NativeSelect>
              </FormField>
              <FormField label="By">
                <NativeSelect {...register('mode')}>
                  <option value="percent">Percent</option>
                  <option value="amount">Dollar amount</option>
                </NativeSelect>
              </FormField>
            </div>
          ) : null}
          <FormField label={figureLabel} error={errors[figureField]?.message}>
            <Input required inputMode="decimal" autoComplete="off" {...register(figureField)} />
          </FormField>
          {kind === 'price' && action?.kind === 'price' && preview.length ? (
            <ul className="space-y-1 text-sm text-muted" aria-label="Preview">
              {preview.slice(0, 5).map((p) => (
                <li key={p.id}>
                  {p.name}: {formatCents(p.priceCents)} →{' '}
                  {formatCents(changedPriceCents(p.priceCents, action.mode, action.value))}
                </li>
              ))}
            </ul>
          ) : null}
          {error ? (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={!action || busy}>
              Apply to {count} product{count === 1 ? '' : 's'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
