import type { ProductCardDto } from '../../../shared/catalog';
import { formatCents } from '../../../shared/money';

/**
 * A product's size picker. On a card (compact) it is named by aria-label rather than a hidden label, and
 * each option's value is the size's place in the list rather than its id: a grid's HTML carries it on
 * every card with sizes.
 */
export function VariantSelect({
  id,
  product,
  value,
  onChange,
  compact = false,
}: {
  id: string;
  product: ProductCardDto;
  value: string | null;
  onChange: (variantId: string) => void;
  compact?: boolean;
}) {
  const index = product.variants.findIndex((v) => v.id === value);
  const select = (
    <select
      id={compact ? undefined : id}
      aria-label={compact ? `Size for ${product.name}` : undefined}
      value={index < 0 ? '' : String(index)}
      onChange={(e) => {
        const chosen = product.variants[Number(e.target.value)];
        if (chosen) onChange(chosen.id);
      }}
      className={compact ? 'size-select' : 'size-select h-11 text-base'}
    >
      {product.variants.map((v, i) => (
        <option key={v.id} value={i}>
          {`${v.name} – ${formatCents(v.priceCents)}${v.stockQuantity <= 0 ? ' (out of stock)' : ''}`}
        </option>
      ))}
    </select>
  );
  if (compact) return select;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        Size
      </label>
      {select}
    </div>
  );
}
