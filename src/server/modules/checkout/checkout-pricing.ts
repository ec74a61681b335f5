import {
  CART_EMPTY_MESSAGE,
  DELIVERY_UNAVAILABLE_MESSAGE,
  onlyAvailableMessage,
  outOfStockMessage,
} from '../../../shared/cart';
import type { PriceChangeDto, QuoteLineDto } from '../../../shared/checkout';
import { MINIMUM_ORDER_MESSAGE } from '../../../shared/guest-cart';
import { lineTotalCents, MINIMUM_ORDER_CENTS, type TotalsLine } from '../../../shared/order-totals';
import { salePriceFor } from '../../../shared/thursday-sale';
import { AppError } from '../../errors';
import { lineName } from '../cart/cart-lines';
import { saleRunsNow } from '../catalog/sale-pricing';
import type { CheckoutLineRow } from './checkout-repository';

/**
 * The rules checkout applies to a cart, shared by the quote (preview) and the order itself: current
 * prices, stock, minimum order and delivery area, with the spec's messages in the spec's order.
 */
export interface PricedLine extends QuoteLineDto {
  cartItemId: string;
  slug: string;
  taxClass: 'food' | 'taxable';
  weightBased: boolean;
  customRequirements: string | null;
}

export interface CheckoutProblem {
  code:
    | 'CART_EMPTY'
    | 'OUT_OF_STOCK'
    | 'INSUFFICIENT_STOCK'
    | 'MINIMUM_ORDER'
    | 'DELIVERY_UNAVAILABLE'
    | 'VARIANT_REQUIRED';
  message: string;
}

export const problemError = (problem: CheckoutProblem) => new AppError(problem.code, problem.message);

/**
 * `saleActive`: whether the Thursday sale runs at the moment the order is priced (store time); by
 * default, at the moment of the request being handled.
 */
export function priceLines(rows: CheckoutLineRow[], saleActive: boolean = saleRunsNow()): PricedLine[] {
  return rows.map((row) => {
    const unitPriceCents = row.variantId
      ? salePriceFor(row.variantPriceCents!, row.variantSalePriceCents, saleActive)
      : salePriceFor(row.priceCents, row.salePriceCents, saleActive);
    return {
      cartItemId: row.cartItemId,
      productId: row.productId,
      variantId: row.variantId,
      slug: row.slug,
      name: row.name,
      variantName: row.variantName,
      image: row.image,
      unitPriceCents,
      quantity: row.quantity,
      lineTotalCents: lineTotalCents(unitPriceCents, row.quantity),
      availableQuantity: row.isActive ? (row.variantId ? row.variantStock! : row.stock) : 0,
      taxClass: row.taxClass,
      weightBased: row.isWeightBased,
      customRequirements: row.customRequirements,
    };
  });
}

/** A product sold in sizes needs one chosen: its own stock is only the sum of the sizes'. */
function needsVariant(rows: CheckoutLineRow[], line: PricedLine) {
  return !line.variantId && rows.find((r) => r.cartItemId === line.cartItemId)?.hasVariants;
}

/** Every problem, in the spec's order: empty, stock per line, minimum, delivery area. */
export function cartProblems(
  rows: CheckoutLineRow[],
  lines: PricedLine[],
  subtotalCents: number,
  deliveryAvailable: boolean | null,
): CheckoutProblem[] {
  if (!lines.length) return [{ code: 'CART_EMPTY', message: CART_EMPTY_MESSAGE }];
  const problems: CheckoutProblem[] = [];
  for (const line of lines) {
    const name = lineName(line, line.variantName ? { name: line.variantName } : null);
    if (needsVariant(rows, line)) {
      problems.push({ code: 'VARIANT_REQUIRED', message: `${line.name} - please choose a size or pack` });
    } else if (line.availableQuantity <= 0) {
      problems.push({ code: 'OUT_OF_STOCK', message: outOfStockMessage(name) });
    } else if (line.quantity > line.availableQuantity) {
      problems.push({
        code: 'INSUFFICIENT_STOCK',
        message: onlyAvailableMessage(name, line.availableQuantity, line.quantity),
      });
    }
  }
  if (subtotalCents < MINIMUM_ORDER_CENTS) problems.push({ code: 'MINIMUM_ORDER', message: MINIMUM_ORDER_MESSAGE });
  if (deliveryAvailable === false)
    problems.push({ code: 'DELIVERY_UNAVAILABLE', message: DELIVERY_UNAVAILABLE_MESSAGE });
  return problems;
}

export const totalsLines = (lines: PricedLine[]): TotalsLine[] =>
  lines.map((l) => ({
    unitPriceCents: l.unitPriceCents,
    quantity: l.quantity,
    taxClass: l.taxClass,
    weightBased: l.weightBased,
  }));

/** Prices that differ from what the shopper was shown; the order goes ahead at today's price. */
export function priceChanges(
  lines: PricedLine[],
  expected: { productId: string; variantId?: string | null; unitPriceCents: number }[] | undefined,
): PriceChangeDto[] {
  if (!expected?.length) return [];
  const seen = new Map(expected.map((e) => [`${e.productId}:${e.variantId ?? ''}`, Math.round(e.unitPriceCents)]));
  return lines.flatMap((line) => {
    const previous = seen.get(`${line.productId}:${line.variantId ?? ''}`);
    if (previous === undefined || previous === line.unitPriceCents) return [];
    return [
      {
        name: lineName(line, line.variantName ? { name: line.variantName } : null),
        previousCents: previous,
        currentCents: line.unitPriceCents,
      },
    ];
  });
}
