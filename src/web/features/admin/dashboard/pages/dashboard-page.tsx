import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { DASHBOARD_RANGE_LABELS, DASHBOARD_RANGES } from '../../../../../shared/admin-dashboard';
import { Button } from '../../../../components/ui/button';
import { Skeleton } from '../../../../components/ui/skeleton';
import { cn } from '../../../../lib/cn';
import { AdminPageHeader } from '../../components/admin-page-header';
import { dashboardQuery, dashboardRangeFrom } from '../api/dashboard-api';
import { DailyChart, StatusMixChart, TopChart } from '../components/dashboard-charts';
import { shortDate, storeTime } from '../../components/format';
import { KpiCards } from '../components/kpi-cards';
import { NeedsAction, StockLists } from '../components/needs-action';

/** /admin and /admin/dashboard: the period's figures against the one before, and what needs doing now. */
export default function DashboardPage() {
  const [params, setParams] = useSearchParams();
  const range = dashboardRangeFrom(params);
  const query = useQuery(dashboardQuery(range));
  const d = query.data;

  return (
    <>
      <AdminPageHeader
        title="Dashboard"
        description={
          d
            ? `${d.from === d.to ? shortDate(d.to) : `${shortDate(d.from)} – ${shortDate(d.to)}`} in store time (Chicago), against ${d.previousFrom === d.previousTo ? shortDate(d.previousTo) : `${shortDate(d.previousFrom)} – ${shortDate(d.previousTo)}`} until the same time of day. Figures as of ${storeTime(d.generatedAt)}.`
            : 'Sales, orders and what needs doing, in store time (Chicago).'
        }
      />
      <div role="group" aria-label="Period" className="mb-5 inline-flex rounded-xl border border-gray-200 bg-white p-1">
        {DASHBOARD_RANGES.map((r) => (
          <button
            key={r}
            type="button"
            aria-pressed={r === range}
            onClick={() => setParams(r === 'today' ? {} : { range: r }, { replace: true })}
            className={cn(
              'rounded-lg px-3 py-1.5 text-sm font-medium',
              r === range ? 'bg-brand-800 text-white' : 'text-ink hover:bg-gray-100',
            )}
          >
            {DASHBOARD_RANGE_LABELS[r]}
          </button>
        ))}
      </div>

      {query.isError && !d ? (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          The dashboard could not be loaded: {query.error.message}{' '}
          <Button variant="outline" size="sm" className="ml-2" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : !d ? (
        <div aria-busy="true" aria-label="Loading the dashboard" className="grid gap-3">
          <Skeleton className="h-28" />
          <Skeleton className="h-72" />
          <Skeleton className="h-56" />
        </div>
      ) : (
        <div className={cn('grid gap-4', query.isFetching && 'opacity-80')}>
          <KpiCards kpis={d.kpis} periodLabel={DASHBOARD_RANGE_LABELS[range]} />
          <div className="grid gap-4 xl:grid-cols-3">
            <div className="min-w-0 xl:col-span-2">
              <DailyChart daily={d.daily} />
            </div>
            <NeedsAction action={d.needsAction} />
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            <TopChart id="top-products" title="Top 10 products by revenue" rows={d.topProducts} />
            <TopChart id="top-categories" title="Top 10 categories by revenue" rows={d.topCategories} />
          </div>
          <div className="grid gap-4 xl:grid-cols-2">
            <StatusMixChart mix={d.statusMix} />
            <StockLists stock={d.stock} />
          </div>
        </div>
      )}
    </>
  );
}
