import { AlertTriangle, Minus, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  type GuestCartItem,
  MAX_COUNT_QUANTITY,
  MAX_WEIGHT_QUANTITY,
  MIN_WEIGHT_QUANTITY,
  lineTotalCents,
  roundQuantity,
} from '../../../../shared/guest-cart';
import { stepQuantity } from '../../../../shared/line-quantity';
import { formatCents } from '../../../../shared/money';
import { formatQuantity } from '../../../../shared/stock';

/** One cart line: the guest cart's, or a stored line shown in the same shape (with its note and actions below). */
export function CartLine({
  item,
  onQuantity,
  onRemove,
  busy = false,
  children,
}: {
  item: GuestCartItem;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  busy?: boolean;
  children?: ReactNode;
}) {
  const weight = Boolean(item.isWeightBased);
  const max = weight ? MAX_WEIGHT_QUANTITY : Math.min(MAX_COUNT_QUANTITY, Math.max(1, Math.floor(item.stock)));
  const min = weight ? MIN_WEIGHT_QUANTITY : 1;
  // Weight lines step through the spec's quick picks (1.1, 2.2, 4.4, 11 lb), then whole pounds.
  const down = stepQuantity(item.quantity, -1, weight);
  const up = weight ? stepQuantity(item.quantity, 1, true) : roundQuantity(item.quantity + 1);
  const limited = item.stock < item.quantity;
  const unit = weight ? ` ${item.unit || 'lb'}` : '';
  const href = item.slug ? `/product/${item.slug}` : undefined;
  const btn = 'inline-flex size-9 items-center justify-center text-ink hover:bg-gray-100 disabled:opacity-40';
  return (
    <li className="flex gap-3 py-4 sm:gap-4" data-testid="cart-line">
      <img
        src={item.image}
        alt=""
        width={96}
        height={96}
        loading="lazy"
        className="size-20 shrink-0 rounded-xl bg-saffron-50 object-cover sm:size-24"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            {item.brand ? <p className="text-xs font-medium uppercase tracking-wide text-muted">{item.brand}</p> : null}
            <h2 className="font-semibold leading-5 text-ink">
              {href ? (
                <Link to={href} className="hover:text-brand-700 hover:underline">
                  {item.name}
                </Link>
              ) : (
                item.name
              )}
            </h2>
            {item.variantName ? <p className="text-sm text-muted">{item.variantName}</p> : null}
          </div>
          <p className="shrink-0 font-bold text-ink" data-testid="line-total">
            {formatCents(lineTotalCents(item))}
          </p>
        </div>
        <p className="text-sm text-muted">
          {formatCents(item.price)}
          {weight ? ` / ${item.unit || 'lb'}` : ' each'}
        </p>
        {limited ? (
          <p className="flex items-center gap-1 text-sm font-medium text-red-700">
            <AlertTriangle className="size-4" aria-hidden="true" />
            {item.stock <= 0 ? `${item.name} is out of stock` : `Only ${formatQuantity(item.stock)}${unit} available`}
          </p>
        ) : null}
        <div className="mt-1 flex items-center justify-between gap-2">
          <div
            className="inline-flex items-center rounded-lg border border-gray-300"
            role="group"
            aria-label={`Quantity of ${item.name}`}
          >
            <button
              type="button"
              className={btn}
              onClick={() => down !== null && onQuantity(down)}
              disabled={busy || down === null || item.quantity <= min}
              aria-label={`Decrease quantity of ${item.name}`}
            >
              <Minus className="size-4" aria-hidden="true" />
            </button>
            <span
              className="min-w-14 px-2 text-center text-sm font-semibold"
              aria-live="polite"
              data-testid="line-quantity"
            >
              {formatQuantity(item.quantity)}
              {unit}
            </span>
            <button
              type="button"
              className={btn}
              onClick={() => up !== null && onQuantity(Math.min(max, up))}
              disabled={busy || up === null || up > max + 1e-9}
              aria-label={`Increase quantity of ${item.name}`}
            >
              <Plus className="size-4" aria-hidden="true" />
            </button>
          </div>
          <button
            type="button"
            onClick={onRemove}
            disabled={busy}
            className="inline-flex h-9 items-center gap-1 rounded-lg px-2 text-sm font-medium text-red-700 hover:bg-red-50"
          >
            <Trash2 className="size-4" aria-hidden="true" />
            Remove<span className="sr-only"> {item.name}</span>
          </button>
        </div>
        {children}
      </div>
    </li>
  );
}
