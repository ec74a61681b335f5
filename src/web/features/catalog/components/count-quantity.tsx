import { Minus, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { MAX_COUNT_QUANTITY, clampCountQuantity } from '../../../../shared/guest-cart';

/** Spec: 1–50, limited to the stock left after what is already in the cart; typed values are clamped. */
export function CountQuantity({
  value,
  onChange,
  remaining,
}: {
  value: number;
  onChange: (n: number) => void;
  remaining: number;
}) {
  const id = useId();
  const max = Math.max(1, Math.min(MAX_COUNT_QUANTITY, Math.floor(remaining)));
  // What the shopper is typing; null shows the committed value.
  const [editing, setEditing] = useState<string | null>(null);
  const text = editing ?? String(value);
  const set = (n: number) => {
    const clamped = clampCountQuantity(n, remaining);
    onChange(clamped);
    return clamped;
  };
  const btn = 'inline-flex size-11 items-center justify-center text-ink hover:bg-gray-100 disabled:opacity-40';
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        Quantity
      </label>
      <div className="mt-1 inline-flex items-center overflow-hidden rounded-lg border border-gray-300">
        <button
          type="button"
          className={btn}
          onClick={() => set(value - 1)}
          disabled={value <= 1}
          aria-label="Decrease quantity"
        >
          <Minus className="size-4" aria-hidden="true" />
        </button>
        <input
          id={id}
          inputMode="numeric"
          value={text}
          onChange={(e) => {
            const digits = e.target.value.replace(/\D/g, '');
            if (digits) setEditing(String(set(Number(digits))));
            else setEditing('');
          }}
          onBlur={() => {
            set(Number(text) || 1);
            setEditing(null);
          }}
          className="h-11 w-14 border-x border-gray-300 text-center text-base"
          aria-describedby={`${id}-hint`}
        />
        <button
          type="button"
          className={btn}
          onClick={() => set(value + 1)}
          disabled={value >= max}
          aria-label="Increase quantity"
        >
          <Plus className="size-4" aria-hidden="true" />
        </button>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
        Up to {max} {max === 1 ? 'item' : 'items'}
      </p>
    </div>
  );
}
