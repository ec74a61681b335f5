import {
  CART_EMPTY_MESSAGE,
  type CartLineDto,
  type CartProblemDto,
  type CartSummaryDto,
  DELIVERY_UNAVAILABLE_MESSAGE,
  onlyAvailableMessage,
  outOfStockMessage,
} from '../../../shared/cart';
import { MINIMUM_ORDER_MESSAGE } from '../../../shared/guest-cart';
import { computeTotals, MINIMUM_ORDER_CENTS } from '../../../shared/order-totals';
import { lineName } from './cart-lines';

/**
 * Every delivery zone is in Texas (PRODUCT.md), so before the shopper has an address the tax estimate
 * uses the shop's own state.
 */
export const SHOP_STATE = 'TX';

export interface DeliveryEstimate {
  zip: string | null;
  state: string;
  /** The ZIP's active zone, or null (unknown ZIP, or not deliverable). */
  zone: { deliveryChargeCents: number; expressAvailable: boolean } | null;
}

/** Spec section 3 "cart summary", computed by the shared order rules (PRODUCT.md, Checkout and orders). */
export function cartSummary(lines: CartLineDto[], delivery: DeliveryEstimate): CartSummaryDto {
  const totals = computeTotals({
    lines: lines.map((l) => ({
      unitPriceCents: l.unitPriceCents,
      quantity: l.quantity,
      taxClass: l.taxClass,
      weightBased: l.product.isWeightBased,
    })),
    zone: delivery.zone,
    express: false,
    state: delivery.state,
  });
  return {
    subtotalCents: totals.subtotalCents,
    itemCount: totals.itemCount,
    deliveryCents: totals.deliveryCents,
    expressCents: totals.expressCents,
    discountCents: totals.discountCents,
    loyaltyDiscountCents: totals.loyaltyDiscountCents,
    taxCents: totals.taxCents,
    taxRatePercent: totals.taxRatePercent,
    taxState: totals.taxState,
    tipCents: totals.tipCents,
    totalCents: totals.totalCents,
    promoCode: null,
    promoApplied: false,
    minimumOrderCents: MINIMUM_ORDER_CENTS,
    belowMinimum: totals.subtotalCents < MINIMUM_ORDER_CENTS,
    deliveryZip: delivery.zip,
    deliveryAvailable: delivery.zip === null ? null : delivery.zone !== null,
  };
}

/** Spec section 5 "Cart validation", every problem in the order the checks run. */
export function cartProblems(lines: CartLineDto[], summary: CartSummaryDto): CartProblemDto[] {
  if (!lines.length) return [{ code: 'CART_EMPTY', message: CART_EMPTY_MESSAGE, itemId: null }];
  const problems: CartProblemDto[] = [];
  for (const line of lines) {
    const name = lineName(line.product, line.variant);
    if (!line.inStock) problems.push({ code: 'OUT_OF_STOCK', message: outOfStockMessage(name), itemId: line.id });
    else if (line.quantity > line.availableQuantity)
      problems.push({
        code: 'INSUFFICIENT_STOCK',
        message: onlyAvailableMessage(name, line.availableQuantity, line.quantity),
        itemId: line.id,
      });
  }
  if (summary.belowMinimum) problems.push({ code: 'MINIMUM_ORDER', message: MINIMUM_ORDER_MESSAGE, itemId: null });
  if (summary.deliveryAvailable === false)
    problems.push({ code: 'DELIVERY_UNAVAILABLE', message: DELIVERY_UNAVAILABLE_MESSAGE, itemId: null });
  return problems;
}
