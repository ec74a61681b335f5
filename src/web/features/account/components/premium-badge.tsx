import { Crown } from 'lucide-react';
import { TIER_LABELS, type LoyaltyTier, type LoyaltySessionType } from '../../../../shared/loyalty';

/** Spec section 4's loyalty session type: gold and platinum shoppers are premium and see this badge. */
export function PremiumBadge({ sessionType, tier }: { sessionType: LoyaltySessionType; tier: LoyaltyTier }) {
  if (sessionType !== 'premium') return null;
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-saffron-700 px-2.5 py-0.5 text-xs font-bold text-white">
      <Crown className="size-3.5" aria-hidden="true" /> Premium · {TIER_LABELS[tier]}
    </span>
  );
}
