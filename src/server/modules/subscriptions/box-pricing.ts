import { computeTotals } from '../../../shared/order-totals';
import type { SubscriptionEstimateDto } from '../../../shared/subscriptions';
import { cartProblems, priceLines, totalsLines, type PricedLine } from '../checkout/checkout-pricing';
import type { ZoneRow } from '../checkout/checkout-repository';
import type { BoxLineRow } from './subscriptions-repository';

/**
 * A box priced by checkout's own rules (checkout-pricing.ts and the shared order totals): today's
 * prices, stock, the minimum order and the delivery area, with checkout's messages. Subscriptions add
 * nothing of their own: no discount, no tip, standard delivery.
 */
export interface PricedBox {
  lines: (PricedLine & { seenPriceCents: number; substitution: BoxLineRow['substitution'] })[];
  totals: ReturnType<typeof computeTotals>;
  problems: { code: string; message: string }[];
}

export function priceBox(rows: BoxLineRow[], zone: ZoneRow | undefined | null, state: string | null): PricedBox {
  const priced = priceLines(rows);
  const lines = priced.map((line, i) => ({
    ...line,
    seenPriceCents: rows[i]!.seen_price_cents,
    substitution: rows[i]!.substitution,
  }));
  const subtotalCents = lines.reduce((sum, l) => sum + l.lineTotalCents, 0);
  const totals = computeTotals({
    lines: totalsLines(lines),
    zone: zone ? { deliveryChargeCents: zone.delivery_charge_cents, expressAvailable: zone.express_available } : null,
    state,
  });
  const problems = cartProblems(rows, lines, subtotalCents, zone === null ? null : Boolean(zone));
  return { lines, totals, problems };
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
    deliveryAvailable,
    problems: box.problems.map((p) => p.message),
  };
}
