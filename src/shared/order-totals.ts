import { taxMilliPercent, taxOnCents } from './tax';

/**
 * Order totals, in integer cents, shared by the cart summary, the checkout page and the server that
 * places the order (PRODUCT.md, "Checkout and orders"). The server always recomputes; the browser's
 * numbers are a preview that must come out the same.
 */
export const MINIMUM_ORDER_CENTS = 5_000;
/** The standard delivery charge is waived strictly above this subtotal: exactly $50.00 still pays. */
export const FREE_DELIVERY_OVER_CENTS = 5_000;
/** Delivery charge where no zone charge applies. */
export const DEFAULT_DELIVERY_CENTS = 500;
/** Express adds half of the zone charge and is never waived. */
export const EXPRESS_SHARE_PERCENT = 50;
export const TIP_PERCENTS = [0, 10, 15, 20] as const;
export const LOYALTY_POINTS_PER_DOLLAR = 100;
export const LOYALTY_MAX_SHARE_PERCENT = 20;

export type TaxClass = 'food' | 'taxable';

export interface TotalsLine {
  unitPriceCents: number;
  /** Whole units, or pounds with up to two decimals for weight-based products. */
  quantity: number;
  taxClass: TaxClass;
  /** A weighed line counts as one item however many pounds it holds (PRODUCT.md). */
  weightBased?: boolean;
}

/** "3 items" for two packs and 2.2 lb of okra, never "4.2 items" (PRODUCT.md "Checkout and orders"). */
export const countItems = (lines: readonly Pick<TotalsLine, 'quantity' | 'weightBased'>[]): number =>
  lines.reduce((n, l) => n + (l.weightBased ? 1 : l.quantity), 0);

export type Tip = { percent: (typeof TIP_PERCENTS)[number] } | { cents: number };
export type PromoEffect =
  { kind: 'percent'; percent: number } | { kind: 'fixed'; cents: number } | { kind: 'free_delivery' };

export interface TotalsInput {
  lines: TotalsLine[];
  /** The delivery address's zone; null when no address is chosen yet (an estimate). */
  zone: { deliveryChargeCents: number; expressAvailable: boolean } | null;
  express?: boolean;
  /** Two-letter state of the delivery address; null or unknown pays no tax. */
  state: string | null;
  tip?: Tip;
  promo?: PromoEffect | null;
  loyaltyPoints?: number;
}

export interface Totals {
  subtotalCents: number;
  itemCount: number;
  deliveryCents: number;
  expressCents: number;
  discountCents: number;
  loyaltyDiscountCents: number;
  loyaltyPointsUsed: number;
  taxCents: number;
  taxRatePercent: number;
  taxState: string | null;
  tipCents: number;
  totalCents: number;
}

/** Price × quantity, half-up to the cent; quantities are taken to hundredths (fractional pounds). */
export function lineTotalCents(unitPriceCents: number, quantity: number): number {
  const hundredths = Math.round(quantity * 100);
  return Math.floor((unitPriceCents * hundredths + 50) / 100);
}

const percentOf = (cents: number, percent: number) => Math.floor((cents * Math.round(percent * 100) + 5_000) / 10_000);

/** Splits an amount over lines in proportion to their totals; leftover cents go to the largest lines. */
function allocate(amount: number, lineTotals: number[]): number[] {
  const sum = lineTotals.reduce((a, b) => a + b, 0);
  if (amount <= 0 || sum <= 0) return lineTotals.map(() => 0);
  const shares = lineTotals.map((t) => Math.floor((amount * t) / sum));
  let left = amount - shares.reduce((a, b) => a + b, 0);
  const order = lineTotals.map((t, i) => [t, i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) shares[order[k]![1]]! += 1;
  return shares;
}

/** Express's price in a zone: half its delivery charge, charged even when standard delivery is free. */
export const expressChargeCents = (zone: TotalsInput['zone']): number =>
  zone?.expressAvailable ? percentOf(zone.deliveryChargeCents, EXPRESS_SHARE_PERCENT) : 0;

export function computeTotals(input: TotalsInput): Totals {
  const lineTotals = input.lines.map((l) => lineTotalCents(l.unitPriceCents, l.quantity));
  const subtotalCents = lineTotals.reduce((a, b) => a + b, 0);
  const itemCount = countItems(input.lines);

  // Promo: percent off each line (half-up per line), or a fixed amount spread over the lines.
  const promo = input.promo ?? null;
  const promoShares =
    promo?.kind === 'percent'
      ? lineTotals.map((t) => percentOf(t, promo.percent))
      : allocate(promo?.kind === 'fixed' ? Math.min(promo.cents, subtotalCents) : 0, lineTotals);
  const discountCents = promoShares.reduce((a, b) => a + b, 0);

  // Loyalty: 100 points = $1, at most 20% of the subtotal, in whole dollars' worth of points.
  const maxLoyaltyCents = percentOf(subtotalCents, LOYALTY_MAX_SHARE_PERCENT);
  const wantedLoyaltyCents = Math.floor(Math.max(0, input.loyaltyPoints ?? 0) / LOYALTY_POINTS_PER_DOLLAR) * 100;
  const loyaltyDiscountCents = Math.min(
    wantedLoyaltyCents,
    Math.floor(maxLoyaltyCents / 100) * 100,
    subtotalCents - discountCents,
  );
  const loyaltyShares = allocate(
    loyaltyDiscountCents,
    lineTotals.map((t, i) => t - promoShares[i]!),
  );

  // Delivery: zone charge (or the default), standard part waived strictly above $50 or by a promo.
  const standardCents = input.zone ? input.zone.deliveryChargeCents : DEFAULT_DELIVERY_CENTS;
  const waived = subtotalCents > FREE_DELIVERY_OVER_CENTS || promo?.kind === 'free_delivery';
  const deliveryCents = waived ? 0 : standardCents;
  const expressCents = input.express ? expressChargeCents(input.zone) : 0;

  // Tax: the state's rate on taxable lines only (food is exempt, as in Texas), after their discounts.
  const rate = taxMilliPercent(input.state);
  const taxCents = input.lines.reduce(
    (sum, line, i) =>
      line.taxClass === 'taxable' ? sum + taxOnCents(lineTotals[i]! - promoShares[i]! - loyaltyShares[i]!, rate) : sum,
    0,
  );

  const tip = input.tip ?? { percent: 0 };
  const tipCents = 'percent' in tip ? percentOf(subtotalCents, tip.percent) : Math.max(0, Math.round(tip.cents));

  return {
    subtotalCents,
    itemCount,
    deliveryCents,
    expressCents,
    discountCents,
    loyaltyDiscountCents,
    loyaltyPointsUsed: (loyaltyDiscountCents / 100) * LOYALTY_POINTS_PER_DOLLAR,
    taxCents,
    taxRatePercent: rate / 1000,
    taxState: rate > 0 || input.state ? (input.state?.trim().toUpperCase() ?? null) : null,
    tipCents,
    totalCents:
      subtotalCents - discountCents - loyaltyDiscountCents + deliveryCents + expressCents + taxCents + tipCents,
  };
}
