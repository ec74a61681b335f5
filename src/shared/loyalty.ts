import { z } from 'zod';

/**
 * Loyalty (PRODUCT.md): 1 point per whole dollar of subtotal on delivered orders; tiers by lifetime
 * points; 100 points = $1 at checkout. The server keeps the same tier thresholds in SQL
 * (orders-repository.ts addPoints), checked against these by the loyalty API tests. pointsForSubtotal is the
 * rule the delivered order (orders-service.ts) and the demo seed both earn by.
 */
export const LOYALTY_TIERS = ['bronze', 'gold', 'platinum'] as const;
export type LoyaltyTier = (typeof LOYALTY_TIERS)[number];
export const TIER_THRESHOLDS: Record<LoyaltyTier, number> = { bronze: 0, gold: 1_000, platinum: 5_000 };
export const TIER_LABELS: Record<LoyaltyTier, string> = { bronze: 'Bronze', gold: 'Gold', platinum: 'Platinum' };

export const pointsForSubtotal = (subtotalCents: number) => Math.max(0, Math.floor(subtotalCents / 100));

export function tierFor(lifetimePoints: number): LoyaltyTier {
  if (lifetimePoints >= TIER_THRESHOLDS.platinum) return 'platinum';
  if (lifetimePoints >= TIER_THRESHOLDS.gold) return 'gold';
  return 'bronze';
}

/** The next tier and how far along the way to it the shopper is; null at the top tier. */
export function tierProgress(lifetimePoints: number) {
  const tier = tierFor(lifetimePoints);
  const next = LOYALTY_TIERS[LOYALTY_TIERS.indexOf(tier) + 1];
  if (!next) return null;
  const from = TIER_THRESHOLDS[tier];
  const to = TIER_THRESHOLDS[next];
  return {
    tier: next,
    pointsToGo: to - lifetimePoints,
    percent: Math.floor(((lifetimePoints - from) / (to - from)) * 100),
  };
}

/** Spec section 4: guest/general, authenticated, premium (gold or platinum). */
export type LoyaltySessionType = 'guest' | 'authenticated' | 'premium';
export function loyaltySessionType(signedIn: boolean, tier: LoyaltyTier | null): LoyaltySessionType {
  if (!signedIn) return 'guest';
  return tier === 'gold' || tier === 'platinum' ? 'premium' : 'authenticated';
}

export const PERKS: Record<LoyaltySessionType, string[]> = {
  guest: ['Sign in to earn 1 point for every dollar you spend.'],
  authenticated: [
    'Earn 1 point for every whole dollar of each delivered order.',
    'Redeem 100 points for $1 off at checkout (up to 20% of your subtotal).',
    `Reach ${TIER_THRESHOLDS.gold.toLocaleString('en-US')} lifetime points for Gold perks.`,
  ],
  premium: [
    'Earn 1 point for every whole dollar of each delivered order.',
    'Redeem 100 points for $1 off at checkout (up to 20% of your subtotal).',
    'Member-only promo codes for your tier in My Promos.',
    'Premium badge on your account.',
  ],
};

export const LEDGER_REASONS = ['welcome', 'earned', 'redeemed', 'returned', 'refunded', 'recovered'] as const;
export const LEDGER_LABELS: Record<string, string> = {
  welcome: 'Welcome bonus',
  earned: 'Earned on a delivered order',
  redeemed: 'Spent at checkout',
  returned: 'Returned from a cancelled order',
  refunded: 'Taken back for a refund',
  recovered: 'Already spent: their value was kept from the refund',
  credit: 'Store credit for a problem with an order',
};

export const loyaltyHistoryQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const loyaltyEntryDto = z.object({
  id: z.uuid(),
  points: z.number().int(),
  reason: z.string(),
  orderId: z.uuid().nullable(),
  orderNumber: z.string().nullable(),
  createdAt: z.string(),
});
export type LoyaltyEntryDto = z.infer<typeof loyaltyEntryDto>;

export const loyaltyDto = z.object({
  balance: z.number().int(),
  lifetimePoints: z.number().int(),
  tier: z.enum(LOYALTY_TIERS),
  sessionType: z.enum(['guest', 'authenticated', 'premium']),
  next: z.object({ tier: z.enum(LOYALTY_TIERS), pointsToGo: z.number().int(), percent: z.number().int() }).nullable(),
  perks: z.array(z.string()),
  history: z.object({
    entries: z.array(loyaltyEntryDto),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});
export type LoyaltyDto = z.infer<typeof loyaltyDto>;
