import { Trash2 } from 'lucide-react';
import { SUBSTITUTION_LABELS, SUBSTITUTIONS, type Substitution } from '../../../../shared/orders';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import type { BoxLine } from '../api/subscription-draft';
import { ProductPicker } from './product-picker';

const lineKey = (l: Pick<BoxLine, 'productId' | 'variantId'>) => `${l.productId}:${l.variantId ?? ''}`;
const lineName = (l: BoxLine) => (l.variantName ? `${l.name} (${l.variantName})` : l.name);

/**
 * The box's products: quantity (whole packs, or pounds to the hundredth for weighed produce), what to
 * do when one is out of stock on order day, and removal; the picker adds more. The server checks
 * every quantity against the product's own limits.
 */
export function BoxLines({
  lines,
  onChange,
  error,
}: {
  lines: BoxLine[];
  onChange: (lines: BoxLine[]) => void;
  error?: string;
}) {
  const set = (key: string, patch: Partial<BoxLine>) =>
    onChange(lines.map((l) => (lineKey(l) === key ? { ...l, ...patch } : l)));
  const add = (line: BoxLine) => {
    const existing = lines.find((l) => lineKey(l) === lineKey(line));
    if (existing) set(lineKey(line), { quantity: existing.quantity + 1 });
    else onChange([...lines, line]);
  };
  return (
    <div className="space-y-5">
      {lines.length ? (
        <ul aria-label="Your box" className="divide-y divide-gray-100 rounded-xl border border-gray-200">
          {lines.map((line) => {
            const key = lineKey(line);
            return (
              <li key={key} className="grid gap-3 p-3 sm:grid-cols-[1fr_8rem_12rem_auto] sm:items-end">
                <span className="text-sm font-semibold text-ink sm:self-center">{lineName(line)}</span>
                <label className="text-xs font-semibold text-muted">
                  {line.isWeightBased ? 'Pounds' : 'Quantity'}
                  <Input
                    type="number"
                    inputMode="decimal"
                    min={line.isWeightBased ? 1.1 : 1}
                    max={line.isWeightBased ? 55 : 50}
                    step={line.isWeightBased ? 0.01 : 1}
                    aria-label={`${line.isWeightBased ? 'Pounds' : 'Quantity'} of ${lineName(line)}`}
                    className="mt-1"
                    value={String(line.quantity)}
                    onChange={(e) => set(key, { quantity: Number(e.target.value) })}
                  />
                </label>
                <label className="text-xs font-semibold text-muted">
                  If out of stock
                  <NativeSelect
                    aria-label={`If ${lineName(line)} is out of stock`}
                    className="mt-1"
                    value={line.substitution}
                    onChange={(e) => set(key, { substitution: e.target.value as Substitution })}
                  >
                    {SUBSTITUTIONS.map((s) => (
                      <option key={s} value={s}>
                        {SUBSTITUTION_LABELS[s]}
                      </option>
                    ))}
                  </NativeSelect>
                </label>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove ${lineName(line)}`}
                  onClick={() => onChange(lines.filter((l) => lineKey(l) !== key))}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="rounded-xl border border-dashed border-gray-300 p-4 text-sm text-muted">
          Your box is empty. Search below for the groceries you buy every time — atta, dal, rice, milk, vegetables.
        </p>
      )}
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <ProductPicker onAdd={add} />
    </div>
  );
}

/** The draft's lines as the API's items. */
export const toItems = (lines: BoxLine[]) =>
  lines.map((l) => ({
    productId: l.productId,
    variantId: l.variantId,
    quantity: l.quantity,
    substitution: l.substitution,
  }));
