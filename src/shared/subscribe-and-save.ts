// Subscribe & Save words and rules that pages outside the subscription forms show (the product page, order
// pages). Kept apart from ./subscriptions.ts, whose zod schemas would otherwise load with the product page.

/** "Subscribe & Save 5%": the discount line of a box order and the product page's offer. */
export const subscribeAndSaveLabel = (percent: number) =>
  percent > 0 ? `Subscribe & Save ${percent}%` : 'Subscribe & Save';

/** An order's discount line: a box order's Subscribe & Save percent, or the promo code used. */
export const orderDiscountLabel = (order: { promoCode: string | null; subscriptionDiscountPercent: number | null }) =>
  order.subscriptionDiscountPercent !== null
    ? subscribeAndSaveLabel(order.subscriptionDiscountPercent)
    : `Promo${order.promoCode ? ` ${order.promoCode}` : ''}`;

/**
 * A product may go in a box while it is sold and in stock (the scheduler substitutes or leaves out a
 * line that runs out later): the box search lists these, and their product pages offer "Subscribe".
 */
export const allowedInBoxes = (product: { stockQuantity: number }) => product.stockQuantity > 0;
