import type { ProductCardDto } from '../../../shared/catalog';
import { productUnitPrice } from '../../../shared/unit-price';
import { cn } from '../../lib/cn';

const UNIT_WORDS = { oz: 'ounce', 'fl oz': 'fluid ounce', ct: 'item' } as const;

/**
 * The price per ounce, fluid ounce or item of a packed size ("$0.99/oz"), for comparing sizes and
 * products; nothing for items sold by the pound (their price is per lb already) or a single item.
 */
export function UnitPriceNote({
  product,
  priceCents,
  variantName,
  className,
}: {
  product: Pick<ProductCardDto, 'isWeightBased' | 'name'>;
  priceCents: number;
  variantName?: string | null;
  className?: string;
}) {
  const unitPrice = productUnitPrice(product, priceCents, variantName);
  if (!unitPrice) return null;
  return (
    <span className={cn('unit-price', className)} data-unit-price="">
      <span aria-hidden="true">{unitPrice.label}</span>
      <span className="sr-only">{`${unitPrice.label.replace(/\/.*$/, '')} per ${UNIT_WORDS[unitPrice.unit]}`}</span>
    </span>
  );
}
