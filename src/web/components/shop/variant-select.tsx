import type { ProductCardDto } from '../../../shared/catalog';
import { formatCents } from '../../../shared/money';
import { cn } from '../../lib/cn';

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
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={cn(compact ? 'sr-only' : 'text-sm font-semibold text-ink')}>
        Size{compact ? ` for ${product.name}` : ''}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value)}
        className={cn(
          'w-full rounded-lg border border-gray-300 bg-white px-2 text-ink',
          compact ? 'h-9 text-sm' : 'h-11 text-base',
        )}
      >
        {product.variants.map((v) => (
          <option key={v.id} value={v.id}>
            {v.name} – {formatCents(v.priceCents)}
            {v.stockQuantity <= 0 ? ' (out of stock)' : ''}
          </option>
        ))}
      </select>
    </div>
  );
}
