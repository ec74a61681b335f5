import { queryOptions } from '@tanstack/react-query';
import type { DashboardDto, DashboardRange } from '../../../../shared/admin-dashboard';
import { apiGet } from '../../../lib/api-client';

/** The dashboard's figures per range; a minute old at most on screen, refreshed while the tab is open. */
export const dashboardQuery = (range: DashboardRange) =>
  queryOptions({
    queryKey: ['admin', 'dashboard', range],
    queryFn: ({ signal }) => apiGet<DashboardDto>('/api/admin/dashboard', { range }, { signal }),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
