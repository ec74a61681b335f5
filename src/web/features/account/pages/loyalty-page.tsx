import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { LEDGER_LABELS, type LoyaltyDto, TIER_LABELS, TIER_THRESHOLDS } from '../../../../shared/loyalty';
import { storeDay } from '../../../../shared/store-dates';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { usePageMeta } from '../../../lib/page-meta';
import { loyaltyQuery } from '../api/loyalty-api';
import { AccountShell, Panel } from '../components/account-shell';
import { PremiumBadge } from '../components/premium-badge';

const points = (n: number) => n.toLocaleString('en-US');

export default function LoyaltyPage() {
  usePageMeta({ title: 'Loyalty Rewards', description: 'Your Desi Grocer points, tier and history.' });
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useQuery({ ...loyaltyQuery(page), placeholderData: keepPreviousData });

  return (
    <AccountShell title="Loyalty Rewards">
      {isPending ? (
        <Spinner />
      ) : isError ? (
        <p role="alert" className="text-red-700">
          We could not load your points. Please try again.
        </p>
      ) : (
        <div className="grid gap-6">
          <Summary loyalty={data} />
          <Panel title="Your perks" id="perks">
            <ul className="list-disc space-y-1 pl-5 text-ink">
              {data.perks.map((perk) => (
                <li key={perk}>{perk}</li>
              ))}
            </ul>
          </Panel>
          <History loyalty={data} onPage={setPage} />
        </div>
      )}
    </AccountShell>
  );
}

function Summary({ loyalty }: { loyalty: LoyaltyDto }) {
  const { next } = loyalty;
  return (
    <section aria-labelledby="balance" className="rounded-2xl bg-saffron-50 p-5 sm:p-6">
      <div className="flex flex-wrap items-center gap-3">
        <Star className="size-8 text-saffron-700" aria-hidden="true" />
        <div>
          <h2 id="balance" className="text-sm font-semibold uppercase tracking-wide text-muted">
            Points balance
          </h2>
          <p data-testid="loyalty-balance" className="text-4xl font-extrabold text-brand-900">
            {points(loyalty.balance)}
          </p>
        </div>
        <div className="ml-auto text-right">
          <p className="font-bold text-ink">{TIER_LABELS[loyalty.tier]} tier</p>
          <PremiumBadge sessionType={loyalty.sessionType} tier={loyalty.tier} />
        </div>
      </div>
      <p className="mt-2 text-sm text-muted">
        Worth ${(loyalty.balance / 100).toFixed(2)} at checkout · {points(loyalty.lifetimePoints)} lifetime points
      </p>
      {next ? (
        <div className="mt-4">
          <div className="flex justify-between text-sm font-medium text-ink">
            <span>{TIER_LABELS[loyalty.tier]}</span>
            <span>
              {TIER_LABELS[next.tier]} at {points(TIER_THRESHOLDS[next.tier])}
            </span>
          </div>
          <div
            role="progressbar"
            aria-label={`Progress to ${TIER_LABELS[next.tier]}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={next.percent}
            className="mt-1 h-3 overflow-hidden rounded-full bg-white"
          >
            <div className="h-full rounded-full bg-brand-700" style={{ width: `${next.percent}%` }} />
          </div>
          <p className="mt-1 text-sm text-muted">
            {points(next.pointsToGo)} more points to {TIER_LABELS[next.tier]}
          </p>
        </div>
      ) : (
        <p className="mt-4 text-sm font-medium text-brand-900">You are at our top tier. Thank you!</p>
      )}
    </section>
  );
}

function History({ loyalty, onPage }: { loyalty: LoyaltyDto; onPage: (page: number) => void }) {
  const { entries, total, page, pageSize } = loyalty.history;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Panel title="History" id="history">
      {entries.length === 0 ? (
        <p className="text-muted">
          No points yet. You earn them when an order is delivered.{' '}
          <Link to="/products" className="font-semibold text-brand-700 hover:underline">
            Start shopping
          </Link>
        </p>
      ) : (
        <>
          <ul className="divide-y divide-gray-200">
            {entries.map((e) => (
              <li key={e.id} className="flex items-center justify-between gap-3 py-2.5">
                <div>
                  <p className="font-medium text-ink">{LEDGER_LABELS[e.reason] ?? e.reason}</p>
                  <p className="text-sm text-muted">
                    <time dateTime={e.createdAt}>{storeDay(e.createdAt)}</time>
                    {e.orderNumber && e.orderId ? (
                      <>
                        {' · '}
                        <Link to={`/account/orders/${e.orderId}`} className="text-brand-700 hover:underline">
                          {e.orderNumber}
                        </Link>
                      </>
                    ) : null}
                  </p>
                </div>
                <p className={e.points >= 0 ? 'font-bold text-brand-800' : 'font-bold text-red-700'}>
                  {e.points >= 0 ? '+' : '−'}
                  {points(Math.abs(e.points))}
                </p>
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <div className="mt-3 flex items-center justify-between">
              <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
                Newer
              </Button>
              <span className="text-sm text-muted">
                Page {page} of {pages}
              </span>
              <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
                Older
              </Button>
            </div>
          ) : null}
        </>
      )}
    </Panel>
  );
}
