import { type FormEvent, useState } from 'react';
import { type BulkProductAction, changedPriceCents, type PriceChangeMode } from '../../../../../shared/admin-bulk';
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
  const [mode, setMode] = useState<PriceChangeMode>('percent');
  const [direction, setDirection] = useState<'lower' | 'raise'>('lower');
  const [figure, setFigure] = useState('');
  const number = Number(figure);
  const valid = figure.trim() !== '' && Number.isFinite(number) && number >= 0;
  const signed = (direction === 'lower' ? -1 : 1) * (mode === 'amount' ? Math.round(number * 100) : Math.round(number));
  const action: BulkProductAction | null = !valid
    ? null
    : kind === 'price'
      ? { kind, mode, value: signed }
      : kind === 'stock'
        ? { kind, stockQuantity: number }
        : { kind, percentOff: Math.round(number) };
  const figureLabel =
    kind === 'price' ? (mode === 'percent' ? 'Percent' : 'Dollars') : kind === 'stock' ? 'Stock' : 'Percent off';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (action) onApply(action);
  };

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
        <form className="mt-4 space-y-3" onSubmit={submit}>
          {kind === 'price' ? (
            <div className="grid grid-cols-2 gap-3">
              <FormField label="Direction">
                <NativeSelect value={direction} onChange={(e) => setDirection(e.target.value as 'lower')}>
                  <option value="lower">Lower</option>
                  <option value="raise">Raise</option>
                </NativeSelect>
              </FormField>
              <FormField label="By">
                <NativeSelect value={mode} onChange={(e) => setMode(e.target.value as PriceChangeMode)}>
                  <option value="percent">Percent</option>
                  <option value="amount">Dollar amount</option>
                </NativeSelect>
              </FormField>
            </div>
          ) : null}
          <FormField label={figureLabel}>
            <Input
              required
              inputMode="decimal"
              value={figure}
              onChange={(e) => setFigure(e.target.value)}
              autoComplete="off"
            />
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
