import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { QuickEditInput } from '../../../../../shared/admin-products';
import { formatCents } from '../../../../../shared/money';
import { formatQuantity } from '../../../../../shared/stock';
import { toast } from '../../../../lib/toast';
import { centsFromDollars, dollarsText } from '../../components/money-text';
import { ADMIN_PRODUCT_KEYS } from '../../components/admin-products-query';
import { quickEditProduct } from '../api/products-api';

/**
 * One number of the list edited in place: a button showing the value opens a small form; Enter saves,
 * Escape cancels. The server checks the value again (original price, whole stock of counted items).
 */
export function InlineEdit({
  productId,
  variantId,
  kind,
  value,
  label,
  weightBased,
}: {
  productId: string;
  variantId?: string;
  kind: 'price' | 'stock';
  value: number;
  /** What is edited, for screen readers: "Price of Tomato Rasam 100 g". */
  label: string;
  weightBased: boolean;
}) {
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const shown = kind === 'price' ? formatCents(value) : `${formatQuantity(value)}${weightBased ? ' lb' : ''}`;
  const save = useMutation({
    mutationFn: (input: QuickEditInput) => quickEditProduct(productId, input),
    onSuccess: () => {
      toast.success(`${label} saved`);
      setEditing(false);
      void client.invalidateQueries({ queryKey: ADMIN_PRODUCT_KEYS.all });
    },
    onError: (e) => setError(e.message),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = kind === 'price' ? centsFromDollars(text) : text.trim() === '' ? null : Number(text);
    if (number === null || Number.isNaN(number)) {
      setError(kind === 'price' ? 'Enter an amount such as 4.99' : 'Enter a number');
      return;
    }
    const change = kind === 'price' ? { priceCents: number } : { stockQuantity: number };
    save.mutate({ ...(variantId ? { variantId } : {}), ...change });
  };

  if (!editing)
    return (
      <button
        type="button"
        className="rounded px-1 py-0.5 text-left tabular-nums underline decoration-dotted underline-offset-4 hover:bg-gray-100"
        aria-label={`${label}: ${shown}. Edit`}
        onClick={() => {
          setText(kind === 'price' ? dollarsText(value) : formatQuantity(value));
          setError(null);
          setEditing(true);
        }}
      >
        {shown}
      </button>
    );

  const errorId = `${productId}-${variantId ?? 'p'}-${kind}-error`;
  return (
    <form
      onSubmit={submit}
      className="flex flex-wrap items-center gap-1"
      onKeyDown={(e) => e.key === 'Escape' && setEditing(false)}
    >
      <input
        // Opening the editor is a deliberate action: the field it opens takes the focus.
        autoFocus
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        inputMode="decimal"
        value={text}
        onChange={(e) => setText(e.target.value)}
        className="h-8 w-20 rounded border border-gray-300 px-2 text-sm tabular-nums"
      />
      <button
        type="submit"
        disabled={save.isPending}
        className="h-8 rounded bg-brand-700 px-2 text-xs font-semibold text-white"
      >
        Save
      </button>
      <button
        type="button"
        onClick={() => setEditing(false)}
        className="h-8 rounded border border-gray-300 px-2 text-xs"
      >
        Cancel
      </button>
      {error ? (
        <p id={errorId} role="alert" className="w-full text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
