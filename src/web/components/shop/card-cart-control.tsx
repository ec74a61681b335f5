import { Check, Loader2, Minus, Plus, ShoppingCart, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { CART_TOASTS, maxLineQuantity, maxQuantityMessage } from '../../../shared/cart-constants';
import type { ProductCardDto } from '../../../shared/catalog';
import { MIN_WEIGHT_QUANTITY, onlyRemainingMessage } from '../../../shared/guest-cart';
import { estimatedWeightPrice, quantityText, stepQuantity } from '../../../shared/line-quantity';
import { ApiError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { Button } from '../ui/button';
import { useAddToCart } from './use-add-to-cart';
import { type CartLineState, useCartLine } from './use-cart-line';

/** How long a card offers Undo after its − took the line out of the cart. */
export const REMOVED_UNDO_MS = 5000;

const failure = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401
    ? error.message
    : CART_TOASTS.updateFailed[1];

/**
 * A product card's cart control: "Add to Cart" until the product (this variant) is in the cart, then
 * a − quantity + stepper on the live cart line. Counted items step by one, weighed items through the
 * shared weight steps (1.1, 2.2, 4.4, 11 lb, then whole pounds); − at the smallest quantity takes the
 * line out. Undo (of an add or a removal) sits on its own row inside the card. Given the price per
 * pound, a weighed line in the cart also shows its estimated price, as the product page's weight picker
 * does.
 */
export function CardCartControl({
  product,
  variantId,
  inStock,
  pricePerPoundCents,
  className,
}: {
  product: ProductCardDto;
  variantId: string | null;
  inStock: boolean;
  pricePerPoundCents?: number;
  className?: string;
}) {
  const { state, add, undo, settle } = useAddToCart();
  const { line, setQuantity, remove, restore } = useCartLine(product.id, variantId);
  const [removed, setRemoved] = useState<CartLineState | null>(null);
  const [busy, setBusy] = useState(false);
  const removedTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(removedTimer.current), []);

  const weight = product.isWeightBased;
  const unit = weight ? product.unit || 'lb' : 'piece';
  const name = product.name;

  /** A guest write is done at once; a stored one holds the stepper until the server answers. */
  const run = (work: () => Promise<void> | void) => {
    let pending: Promise<void> | void;
    try {
      pending = work();
    } catch (error) {
      toast.error(CART_TOASTS.updateFailed[0], { description: failure(error) });
      return;
    }
    if (!pending) return;
    setBusy(true);
    pending
      .catch((error: unknown) => toast.error(CART_TOASTS.updateFailed[0], { description: failure(error) }))
      .finally(() => setBusy(false));
  };

  const decrease = (current: CartLineState) => {
    settle();
    const next = stepQuantity(current.quantity, -1, weight);
    if (next !== null) return run(() => setQuantity(current, next));
    clearTimeout(removedTimer.current);
    setRemoved(current);
    removedTimer.current = setTimeout(() => setRemoved(null), REMOVED_UNDO_MS);
    run(() => remove(current));
  };

  const increase = (current: CartLineState) => {
    settle();
    const next = stepQuantity(current.quantity, 1, weight, current.stock);
    if (next === null) {
      const atMax = stepQuantity(current.quantity, 1, weight) === null || current.quantity >= maxLineQuantity(weight);
      toast.error('Error', {
        description: atMax
          ? maxQuantityMessage(weight)
          : onlyRemainingMessage(Math.max(0, current.stock - current.quantity)),
      });
      return;
    }
    run(() => setQuantity(current, next));
  };

  const undoRemoval = (gone: CartLineState) => {
    clearTimeout(removedTimer.current);
    setRemoved(null);
    run(() => restore(gone, weight ? 'lb' : 'piece'));
  };

  let control;
  if (line) {
    const atMin = stepQuantity(line.quantity, -1, weight) === null;
    const stepBtn =
      'inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-brand-800 hover:bg-brand-100 disabled:opacity-50';
    control = (
      <div
        role="group"
        aria-label={`Quantity of ${name} in cart`}
        className="flex h-10 w-full items-center justify-between rounded-lg border border-brand-700 bg-brand-50"
        data-testid="card-stepper"
      >
        <button
          type="button"
          className={stepBtn}
          disabled={busy}
          onClick={() => decrease(line)}
          aria-label={atMin ? `Remove ${name} from cart` : `Decrease quantity of ${name}`}
        >
          {atMin ? <Trash2 className="size-4" aria-hidden="true" /> : <Minus className="size-4" aria-hidden="true" />}
        </button>
        <span
          className="min-w-0 truncate px-1 text-center text-sm font-bold text-brand-800"
          aria-live="polite"
          aria-atomic="true"
          data-testid="card-quantity"
        >
          {quantityText(line.quantity, weight, unit)}
          <span className="sr-only"> of {name} in cart</span>
        </span>
        <button
          type="button"
          className={stepBtn}
          disabled={busy}
          onClick={() => increase(line)}
          aria-label={`Increase quantity of ${name}`}
        >
          <Plus className="size-4" aria-hidden="true" />
        </button>
      </div>
    );
  } else if (!inStock) {
    control = (
      <Button variant="outline" disabled className="w-full">
        Out of Stock
      </Button>
    );
  } else if (state === 'added') {
    // Signed in, the stepper shows once the cart is read again (the note below confirms the add).
    control = <div className="h-10 w-full animate-pulse rounded-lg bg-brand-50" aria-hidden="true" />;
  } else {
    const adding = state === 'adding';
    control = (
      <Button
        className="w-full"
        disabled={adding || busy}
        onClick={() => void add(product, variantId, weight ? MIN_WEIGHT_QUANTITY : 1)}
      >
        {adding ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ShoppingCart aria-hidden="true" />}
        {adding ? 'Adding...' : 'Add to Cart'}
        <span className="sr-only">{`: ${name}`}</span>
      </Button>
    );
  }

  const note =
    state === 'added' ? (
      <>
        <span role="status" className="inline-flex min-w-0 items-center gap-1 font-semibold text-brand-800">
          <Check className="size-3.5 shrink-0" aria-hidden="true" />
          Added to Cart
        </span>
        <button type="button" onClick={() => void undo()} className={undoBtn}>
          Undo<span className="sr-only"> adding {name}</span>
        </button>
      </>
    ) : removed && !line ? (
      <>
        <span role="status" className="min-w-0 font-semibold text-muted">
          Removed<span className="sr-only"> {name} from cart</span>
        </span>
        <button type="button" onClick={() => undoRemoval(removed)} className={undoBtn}>
          Undo<span className="sr-only"> removing {name}</span>
        </button>
      </>
    ) : null;

  return (
    <div className={cn('card-cart', className)} data-testid="card-cart">
      {control}
      {line && weight && pricePerPoundCents !== undefined ? (
        <p className="mt-1 text-sm text-muted" aria-live="polite" data-testid="weight-estimate">
          {estimatedWeightPrice(pricePerPoundCents, line.quantity)}
        </p>
      ) : null}
      {note ? (
        <div
          className="mt-1 flex min-w-0 flex-wrap items-center justify-between gap-x-2 text-xs"
          data-testid="card-undo"
        >
          {note}
        </div>
      ) : null}
    </div>
  );
}

const undoBtn =
  'inline-flex h-8 shrink-0 items-center rounded-md px-2 text-xs font-semibold text-brand-700 underline-offset-2 hover:bg-brand-50 hover:underline';
