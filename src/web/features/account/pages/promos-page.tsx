import { useQuery } from '@tanstack/react-query';
import { Copy, Gift, ShoppingBag } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { MyPromoDto } from '../../../../shared/my-promos';
import { storeDay } from '../../../../shared/store-dates';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { usePageMeta } from '../../../lib/page-meta';
import { toast } from '../../../lib/toast';
import { myPromosQuery } from '../api/promos-api';
import { AccountShell } from '../components/account-shell';

const AUDIENCE: Record<MyPromoDto['audience'], string | null> = {
  everyone: null,
  first_order: 'First order',
  gold: 'Gold perk',
  platinum: 'Platinum perk',
};

/**
 * The codes this shopper can use now. "Apply at checkout" is given by routes.tsx, which composes this
 * page with the checkout's state (features do not import each other).
 */
export default function PromosPage({ applyAtCheckout }: { applyAtCheckout: (code: string) => Promise<void> }) {
  usePageMeta({ title: 'My Promos', description: 'Promo codes you can use at Desi Grocer.' });
  const { data: promos, isPending, isError } = useQuery(myPromosQuery);
  const navigate = useNavigate();

  async function copy(code: string) {
    try {
      await navigator.clipboard.writeText(code);
      toast.success(`${code} copied`);
    } catch {
      toast.error('Could not copy the code', { description: `Your code is ${code}.` });
    }
  }
  async function apply(code: string) {
    await applyAtCheckout(code);
    toast.success(`${code} will be applied at checkout`);
    navigate('/checkout');
  }

  return (
    <AccountShell title="My Promos">
      {isPending ? (
        <Spinner />
      ) : isError ? (
        <p role="alert" className="text-red-700">
          We could not load your promo codes. Please try again.
        </p>
      ) : promos.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-gray-300 px-4 py-14 text-center">
          <Gift className="size-10 text-saffron-700" aria-hidden="true" />
          <p className="mt-3 text-lg font-semibold text-ink">No promo codes for you right now</p>
          <p className="mt-1 text-muted">New offers show up here, and on Thursdays for the weekly sale.</p>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {promos.map((promo) => (
            <li key={promo.code} className="flex flex-col rounded-2xl border border-gray-200 bg-white p-5 shadow-sm">
              <div className="flex items-start justify-between gap-2">
                <p className="text-2xl font-extrabold text-brand-900">{promo.headline}</p>
                {AUDIENCE[promo.audience] ? <Badge variant="success">{AUDIENCE[promo.audience]}</Badge> : null}
              </div>
              {promo.description ? <p className="mt-1 text-ink">{promo.description}</p> : null}
              <ul className="mt-2 list-disc space-y-0.5 pl-5 text-sm text-muted">
                {promo.conditions.map((c) => (
                  <li key={c}>{c}</li>
                ))}
                <li>{promo.endsAt ? `Expires ${storeDay(promo.endsAt)}` : 'No expiry date'}</li>
              </ul>
              <p className="mt-3 self-start rounded-lg border border-dashed border-saffron-600 bg-saffron-50 px-3 py-1 font-mono text-lg font-bold tracking-wider text-ink">
                {promo.code}
              </p>
              <div className="mt-4 flex flex-wrap gap-2">
                <Button size="sm" variant="outline" onClick={() => void copy(promo.code)}>
                  <Copy aria-hidden="true" /> Copy<span className="sr-only"> {promo.code}</span>
                </Button>
                <Button size="sm" onClick={() => void apply(promo.code)}>
                  <ShoppingBag aria-hidden="true" /> Apply at checkout<span className="sr-only"> {promo.code}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </AccountShell>
  );
}
