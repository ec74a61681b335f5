import type { CartLineDto } from '../../../shared/cart';
import type { VariantDto } from '../../../shared/catalog';
import { lineTotalCents } from '../../../shared/order-totals';
import { isInStock } from '../../../shared/stock';
import { AppError } from '../../errors';
import type { ProductRow } from '../catalog/catalog-repository';
import { toCard } from '../catalog/catalog-service';
import { cardPrices, saleRunsNow } from '../catalog/sale-pricing';
import type { CartLineRow } from './cart-repository';

/** What one product + variant costs and how many are left: the variant's, else the product's. */
export interface LinePricing {
  variant: VariantDto | null;
  unitPriceCents: number;
  stock: number;
  inStock: boolean;
}

/**
 * A variantId that is not one of the product's variants gives `variant: null` and the caller decides.
 * Prices are the Thursday sale's while it runs for the request being handled (sale-pricing.ts).
 */
export function linePricing(row: ProductRow, variantId: string | null): LinePricing {
  const prices = cardPrices(row, saleRunsNow());
  const variant = variantId ? (prices.variants.find((v) => v.id === variantId) ?? null) : null;
  const stock = variant ? variant.stockQuantity : row.stock_quantity;
  return {
    variant,
    unitPriceCents: variant ? variant.priceCents : prices.priceCents,
    stock,
    inStock: isInStock(row.is_active, stock),
  };
}

/** The name stock messages use: the product, and its size or pack when it has one. */
export function lineName(row: Pick<ProductRow, 'name'>, variant: Pick<VariantDto, 'name'> | null): string {
  return variant ? `${row.name} (${variant.name})` : row.name;
}

export const iso = (value: Date | string) => new Date(value).toISOString();

export function toCartLine(row: CartLineRow): CartLineDto {
  const pricing = linePricing(row, row.lineVariantId);
  const available = row.is_active ? pricing.stock : 0;
  return {
    id: row.lineId,
    productId: row.id,
    variantId: row.lineVariantId,
    quantity: row.lineQuantity,
    customRequirements: row.lineNote,
    createdAt: iso(row.lineCreatedAt),
    updatedAt: iso(row.lineUpdatedAt),
    product: toCard(row),
    variant: pricing.variant,
    unitPriceCents: pricing.unitPriceCents,
    lineTotalCents: lineTotalCents(pricing.unitPriceCents, row.lineQuantity),
    taxClass: row.taxClass,
    availableQuantity: available,
    inStock: pricing.inStock,
    limitedStock: available < row.lineQuantity,
  };
}

export const validationError = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { [field]: message });
