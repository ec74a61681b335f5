import type { ProductCardDto, VariantDto } from '../../../shared/catalog';
import { discountPercent } from '../../../shared/money';
import { isInStock } from '../../../shared/stock';

/** What a shopper sees for a product once a variant is chosen: the variant replaces price and stock. */
export interface EffectiveOffer {
  variant: VariantDto | null;
  priceCents: number;
  originalPriceCents: number | null;
  discount: number;
  stock: number;
  inStock: boolean;
  /** The chosen size (or the product without sizes) sells at the Thursday sale's price now. */
  thursdaySale: boolean;
}

export function effectiveOffer(product: ProductCardDto, variantId: string | null): EffectiveOffer {
  const variant = product.variants.find((v) => v.id === variantId) ?? null;
  const priceCents = variant?.priceCents ?? product.priceCents;
  const originalPriceCents = variant ? variant.originalPriceCents : product.originalPriceCents;
  const stock = variant?.stockQuantity ?? product.stockQuantity;
  return {
    variant,
    priceCents,
    originalPriceCents,
    discount: variant
      ? discountPercent(priceCents, originalPriceCents)
      : product.discount || discountPercent(priceCents, originalPriceCents),
    stock,
    inStock: isInStock(product.inStock, stock),
    thursdaySale: Boolean(variant ? variant.thursdaySale : product.thursdaySale),
  };
}

/** First variant with stock, else the first one; null for products without variants. */
export function defaultVariantId(product: ProductCardDto): string | null {
  if (product.variants.length === 0) return null;
  // On a sale day a size on the Thursday sale comes first, so its price is what the card shows.
  const inStock = product.variants.filter((v) => v.stockQuantity > 0);
  return (inStock.find((v) => v.thursdaySale) ?? inStock[0] ?? product.variants[0])?.id ?? null;
}

export function unitLabel(product: Pick<ProductCardDto, 'isWeightBased' | 'unit'>): string | null {
  if (product.isWeightBased) return product.unit || 'lb';
  return null;
}
