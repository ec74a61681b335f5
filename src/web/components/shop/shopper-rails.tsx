import { Suspense, lazy } from 'react';
import { useSession } from '../../lib/session';
import { useHydrated } from '../../lib/use-hydrated';

export type ShopperRail = 'buy-again' | 'recently-viewed';

// Only signed-in shoppers download these sections, and only once the page has hydrated.
const Rails = lazy(() => import('./shopper-rails-content'));

/**
 * "Buy it again" and "Recently viewed" for a signed-in shopper. Never part of the server-rendered page,
 * so they cannot slow its first paint. `viewing` records that product page's view (and leaves it out).
 */
export function ShopperRails({ rails, viewing }: { rails: readonly ShopperRail[]; viewing?: string }) {
  const session = useSession();
  const hydrated = useHydrated();
  if (!hydrated || session.status !== 'signed-in') return null;
  return (
    <Suspense fallback={null}>
      <Rails rails={rails} viewing={viewing} />
    </Suspense>
  );
}
