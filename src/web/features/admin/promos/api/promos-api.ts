import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  AdminPromoDto,
  AdminPromoListDto,
  AdminPromoListQuery,
  PromoAdminInput,
} from '../../../../../shared/admin-promos';
import { apiGet, apiRequest } from '../../../../lib/api-client';

export const ADMIN_PROMO_KEYS = { all: ['admin', 'promos'] as const };

export const adminPromosQuery = (query: Partial<AdminPromoListQuery>) =>
  queryOptions({
    queryKey: [...ADMIN_PROMO_KEYS.all, 'list', query],
    queryFn: ({ signal }) =>
      apiGet<AdminPromoListDto>(
        '/api/admin/promos',
        { q: query.q, status: query.status, page: query.page },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const createPromo = (input: PromoAdminInput) => apiRequest<AdminPromoDto>('POST', '/api/admin/promos', input);
export const savePromo = (id: string, input: PromoAdminInput) =>
  apiRequest<AdminPromoDto>('PUT', `/api/admin/promos/${encodeURIComponent(id)}`, input);
export const setPromoActive = (id: string, active: boolean) =>
  apiRequest<AdminPromoDto>('POST', `/api/admin/promos/${encodeURIComponent(id)}/active`, { active });
