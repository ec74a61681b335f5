import { useId, useState } from 'react';
import {
  MAX_WEIGHT_QUANTITY,
  MIN_WEIGHT_QUANTITY,
  WEIGHT_QUICK_PICKS,
  weightQuantityError,
} from '../../../../shared/guest-cart';
import { estimatedWeightPrice } from '../../../../shared/line-quantity';
import { cn } from '../../../lib/cn';

/**
 * Weight-based quantity in pounds: 1.1–55 lb, quick picks 1.1/2.2/4.4/11 lb, the spec's messages when
 * out of range, and the estimated price of the chosen weight (the final price follows the weighing).
 */
export function WeightQuantity({
  value,
  onChange,
  pricePerPoundCents,
}: {
  value: number;
  onChange: (lb: number, valid: boolean) => void;
  pricePerPoundCents?: number;
}) {
  const id = useId();
  const [text, setText] = useState(String(value));
  const parsed = Number(text);
  const error = text.trim() === '' ? weightQuantityError(Number.NaN) : weightQuantityError(parsed);
  const update = (raw: string) => {
    const cleaned = raw.replace(/[^\d.]/g, '');
    setText(cleaned);
    const n = Number(cleaned);
    onChange(Math.round(n * 100) / 100, cleaned !== '' && weightQuantityError(n) === null);
  };
  return (
    <div>
      <p id={`${id}-label`} className="text-sm font-semibold text-ink">
        Weight (lb)
      </p>
      <div className="mt-1 flex flex-wrap gap-2" role="group" aria-labelledby={`${id}-label`}>
        {WEIGHT_QUICK_PICKS.map((lb) => (
          <button
            key={lb}
            type="button"
            aria-pressed={parsed === lb}
            onClick={() => update(String(lb))}
            className={cn(
              'h-10 rounded-lg border px-3 text-sm font-semibold',
              parsed === lb
                ? 'border-brand-700 bg-brand-50 text-brand-800'
                : 'border-gray-300 text-ink hover:bg-gray-50',
            )}
          >
            {lb} lb
          </button>
        ))}
      </div>
      <label htmlFor={id} className="mt-3 block text-xs text-muted">
        Or enter a weight ({MIN_WEIGHT_QUANTITY}–{MAX_WEIGHT_QUANTITY} lb)
      </label>
      <input
        id={id}
        inputMode="decimal"
        value={text}
        onChange={(e) => update(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-1 h-11 w-28 rounded-lg border border-gray-300 px-3 text-base aria-[invalid=true]:border-red-600"
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {pricePerPoundCents !== undefined ? (
        <p className="mt-1 text-sm text-muted" aria-live="polite" data-testid="weight-estimate">
          {error ? '' : estimatedWeightPrice(pricePerPoundCents, Math.round(parsed * 100) / 100)}
        </p>
      ) : null}
    </div>
  );
}
