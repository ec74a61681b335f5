import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { type QuickEditInput, quickEditInput } from '../../../../../shared/admin-products';
import { formatCents } from '../../../../../shared/money';
import { formatQuantity } from '../../../../../shared/stock';
import { showServerError } from '../../../../lib/form-errors';
import { toast } from '../../../../lib/toast';
import { centsFromDollars, dollarsText } from '../../components/money-text';
import { ADMIN_PRODUCT_KEYS } from '../../components/admin-products-query';
import { quickEditProduct } from '../api/products-api';

type Field = 'priceCents' | 'stockQuantity';
type QuickEditForm = Partial<Record<Field, string>>;

/**
 * The figure as typed (a price in dollars, a stock level), read into the API's quick edit and checked by
 * its schema, so the server's messages show before anything is sent; the input is named as the API
 * names the field.
 */
const quickEditForm = (variantId: string | undefined) =>
  z
    .object({ priceCents: z.string().optional(), stockQuantity: z.string().optional() })
    .transform(({ priceCents, stockQuantity }, ctx): z.input<typeof quickEditInput> => {
      const target = variantId ? { variantId } : {};
      if (priceCents !== undefined) {
        const cents = centsFromDollars(priceCents);
        if (cents !== null) return { ...target, priceCents: cents };
        ctx.addIssue({ code: 'custom', path: ['priceCents'], message: 'Enter an amount such as 4.99' });
        return z.NEVER;
      }
      const stock = stockQuantity?.trim() ? Number(stockQuantity) : Number.NaN;
      if (!Number.isNaN(stock)) return { ...target, stockQuantity: stock };
      ctx.addIssue({ code: 'custom', path: ['stockQuantity'], message: 'Enter a number' });
      return z.NEVER;
    })
    .pipe(quickEditInput);

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
  const [editing, setEditing] = useState(false);
  const shown = kind === 'price' ? formatCents(value) : `${formatQuantity(value)}${weightBased ? ' lb' : ''}`;
  if (editing)
    return (
      <FigureForm
        productId={productId}
        variantId={variantId}
        field={kind === 'price' ? 'priceCents' : 'stockQuantity'}
        typed={kind === 'price' ? dollarsText(value) : formatQuantity(value)}
        label={label}
        onClose={() => setEditing(false)}
      />
    );
  return (
    <button
      type="button"
      className="rounded px-1 py-0.5 text-left tabular-nums underline decoration-dotted underline-offset-4 hover:bg-gray-100"
      aria-label={`${label}: ${shown}. Edit`}
      onClick={() => setEditing(true)}
    >
      {shown}
    </button>
  );
}

/** The small form an InlineEdit opens, made only while it is open (a list shows many figures). */
function FigureForm({
  productId,
  variantId,
  field,
  typed,
  label,
  onClose,
}: {
  productId: string;
  variantId?: string;
  field: Field;
  typed: string;
  label: string;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<QuickEditForm, unknown, QuickEditInput>({
    resolver: zodResolver(quickEditForm(variantId)),
    defaultValues: { [field]: typed },
  });
  const error = errors[field]?.message;
  const save = useMutation({
    mutationFn: (input: QuickEditInput) => quickEditProduct(productId, input),
    onSuccess: () => {
      toast.success(`${label} saved`);
      onClose();
      void client.invalidateQueries({ queryKey: ADMIN_PRODUCT_KEYS.all });
    },
    onError: (failure) => {
      const problem = showServerError(failure, setError, [field]);
      if (problem) setError(field, { message: problem });
    },
  });
  const submit = handleSubmit((input) => save.mutate(input));

  const errorId = `${productId}-${variantId ?? 'p'}-${field}-error`;
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="flex flex-wrap items-center gap-1"
      onKeyDown={(e) => e.key === 'Escape' && onClose()}
    >
      <input
        // Opening the editor is a deliberate action: the field it opens takes the focus.
        autoFocus
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        inputMode="decimal"
        {...register(field)}
        className="h-8 w-20 rounded border border-gray-300 px-2 text-sm tabular-nums"
      />
      <button
        type="submit"
        disabled={save.isPending}
        className="h-8 rounded bg-brand-700 px-2 text-xs font-semibold text-white"
      >
        Save
      </button>
      <button type="button" onClick={onClose} className="h-8 rounded border border-gray-300 px-2 text-xs">
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
