import { queryOptions } from '@tanstack/react-query';
import { DASHBOARD_RANGES, type DashboardDto, type DashboardRange } from '../../../../../shared/admin-dashboard';
import { apiGet } from '../../../../lib/api-client';

/** The dashboard's figures per range; a minute old at most on screen, refreshed while the tab is open. */
export const dashboardQuery = (range: DashboardRange) =>
  queryOptions({
    queryKey: ['admin', 'dashboard', range],
    queryFn: ({ signal }) => apiGet<DashboardDto>('/api/admin/dashboard', { range }, { signal }),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

const isRange = (v: string | null): v is DashboardRange => (DASHBOARD_RANGES as readonly string[]).includes(v ?? '');

/** The address's range (`?range=`), today when it names none. */
export const dashboardRangeFrom = (params: URLSearchParams): DashboardRange => {
  const range = params.get('range');
  return isRange(range) ? range : 'today';
};
