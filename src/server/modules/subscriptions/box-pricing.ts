import { computeTotals } from '../../../shared/order-totals';
import {
  DEFAULT_SUBSCRIPTION_DISCOUNT_PERCENT,
  type SubscriptionEstimateDto,
  subscriptionDiscount,
} from '../../../shared/subscriptions';
import { cartProblems, priceLines, totalsLines, type PricedLine } from '../checkout/checkout-pricing';
import type { ZoneRow } from '../checkout/checkout-repository';
import type { Executor } from '../../db/executor';
import type { ErrorCode } from '../../errors';
import { type BoxLineRow, subscriptionsRepository } from './subscriptions-repository';

/** Today's Subscribe & Save percent: staff's setting, or the default before staff saved one. */
export async function boxDiscountPercent(tx: Executor): Promise<number> {
  return (await subscriptionsRepository.settings(tx))?.discount_percent ?? DEFAULT_SUBSCRIPTION_DISCOUNT_PERCENT;
}

/**
 * A box priced by checkout's own rules (checkout-pricing.ts and the shared order totals): today's
 * prices, stock, the minimum order and the delivery area, with checkout's messages. The Subscribe &
 * Save percent is given as checkout gives a percent promo (the same totals code: off each line, tax on
 * what is left); no tip, standard delivery.
 */
export interface PricedBox {
  lines: (PricedLine & { seenPriceCents: number; substitution: BoxLineRow['substitution'] })[];
  totals: ReturnType<typeof computeTotals>;
  problems: { code: ErrorCode; message: string }[];
  discountPercent: number;
}

export function priceBox(
  rows: BoxLineRow[],
  zone: ZoneRow | undefined | null,
  state: string | null,
  discountPercent: number,
): PricedBox {
  const priced = priceLines(rows);
  const lines = priced.map((line, i) => ({
    ...line,
    seenPriceCents: rows[i]!.seenPriceCents,
    substitution: rows[i]!.substitution,
  }));
  const subtotalCents = lines.reduce((sum, l) => sum + l.lineTotalCents, 0);
  const totals = computeTotals({
    lines: totalsLines(lines),
    zone: zone ? { deliveryChargeCents: zone.deliveryChargeCents, expressAvailable: zone.expressAvailable } : null,
    state,
    promo: subscriptionDiscount(discountPercent),
  });
  const problems = cartProblems(rows, lines, subtotalCents, zone === null ? null : Boolean(zone));
  return { lines, totals, problems, discountPercent };
}

export function estimateDto(box: PricedBox, deliveryAvailable: boolean | null): SubscriptionEstimateDto {
  return {
    lines: box.lines.map((l) => ({
      productId: l.productId,
      variantId: l.variantId,
      slug: l.slug,
      name: l.name,
      variantName: l.variantName,
      image: l.image,
      quantity: l.quantity,
      isWeightBased: l.weightBased,
      unitPriceCents: l.unitPriceCents,
      seenPriceCents: l.seenPriceCents,
      lineTotalCents: l.lineTotalCents,
      availableQuantity: l.availableQuantity,
      substitution: l.substitution,
    })),
    totals: box.totals,
    discountPercent: box.discountPercent,
    deliveryAvailable,
    problems: box.problems.map((p) => p.message),
  };
}
