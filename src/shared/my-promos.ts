import { z } from 'zod';
import { TIER_LABELS } from './loyalty';
import { formatCents } from './money';
import { PROMO_KINDS, WEEKDAY_NAMES } from './promos';

/** /account/promos: the codes a shopper can use now, each with its conditions in words. */
export const myPromoDto = z.object({
  code: z.string(),
  description: z.string(),
  kind: z.enum(PROMO_KINDS),
  headline: z.string(),
  conditions: z.array(z.string()),
  endsAt: z.string().nullable(),
  audience: z.enum(['everyone', 'first_order', 'gold', 'platinum']),
});
export type MyPromoDto = z.infer<typeof myPromoDto>;
export const myPromosDto = z.object({ promos: z.array(myPromoDto) });

interface PromoTerms {
  kind: (typeof PROMO_KINDS)[number];
  percentOff: number | null;
  amountOffCents: number | null;
  minSubtotalCents: number;
  weekday: number | null;
  firstOrderOnly: boolean;
  minTier: 'gold' | 'platinum' | null;
  usesLeft: number | null;
}

export function promoHeadline(terms: Pick<PromoTerms, 'kind' | 'percentOff' | 'amountOffCents'>): string {
  if (terms.kind === 'percent') return `${terms.percentOff ?? 0}% off`;
  if (terms.kind === 'fixed') return `${formatCents(terms.amountOffCents ?? 0)} off`;
  return 'Free delivery';
}

export function promoConditions(terms: PromoTerms): string[] {
  const out: string[] = [];
  if (terms.minSubtotalCents > 0) out.push(`Orders of ${formatCents(terms.minSubtotalCents)} or more`);
  if (terms.weekday !== null) out.push(`${WEEKDAY_NAMES[terms.weekday]}s only (Dallas time)`);
  if (terms.firstOrderOnly) out.push('Your first order only');
  if (terms.minTier) out.push(`${TIER_LABELS[terms.minTier]} members${terms.minTier === 'gold' ? ' and above' : ''}`);
  if (terms.usesLeft !== null) out.push(terms.usesLeft === 1 ? 'You can use it once' : `${terms.usesLeft} uses left`);
  return out;
}
