/** Money is integer cents everywhere; these are the only conversions to and from text. */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

/** Rounds half-up (away from zero for positives) to the cent: basis points keep percent math integral. */
export function percentOfCents(cents: number, percentBasisPoints: number): number {
  return Math.floor((cents * percentBasisPoints + 5000) / 10000);
}

/** The spec's discount: rounded (original − price) / original, in whole percent; 0 when not discounted. */
export function discountPercent(priceCents: number, originalPriceCents: number | null | undefined): number {
  if (!originalPriceCents || originalPriceCents <= priceCents) return 0;
  return Math.round(((originalPriceCents - priceCents) / originalPriceCents) * 100);
}
