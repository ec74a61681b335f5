/** Money is integer cents everywhere; these are the only conversions to and from text. */

/**
 * "1,234,567": written out by hand because building an Intl.NumberFormat was the single costliest
 * step of a phone's page load on Lighthouse's mobile profile (bench/README.md "Storefront").
 */
export function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** US dollars as the shop writes them: "$1,234.56", "-$0.50". */
export function formatCents(cents: number): string {
  const whole = Math.abs(Math.round(cents));
  const sign = cents < 0 && whole > 0 ? '-' : '';
  return `${sign}$${groupThousands(Math.floor(whole / 100))}.${String(whole % 100).padStart(2, '0')}`;
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

/** Dollars typed by a person ("2.74", "$1,234.5", "3") → cents; null when it is not an amount. */
export function parseDollarsToCents(text: string): number | null {
  const cleaned = text.trim().replace(/^\$/, '').replaceAll(',', '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole, fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
