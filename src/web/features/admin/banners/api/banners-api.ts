import { queryOptions } from '@tanstack/react-query';
import type { AdminBannerDto, BannerInput } from '../../../../../shared/admin-banners';
import { apiGet, apiRequest } from '../../../../lib/api-client';

export const ADMIN_BANNER_KEYS = { all: ['admin', 'banners'] as const };

export const adminBannersQuery = () =>
  queryOptions({
    queryKey: ADMIN_BANNER_KEYS.all,
    queryFn: ({ signal }) => apiGet<AdminBannerDto[]>('/api/admin/banners', undefined, { signal }),
  });

export const createBanner = (input: BannerInput) => apiRequest<AdminBannerDto>('POST', '/api/admin/banners', input);
export const saveBanner = (id: string, input: BannerInput) =>
  apiRequest<AdminBannerDto>('PUT', `/api/admin/banners/${encodeURIComponent(id)}`, input);
export const orderBanners = (ids: string[]) => apiRequest<AdminBannerDto[]>('PUT', '/api/admin/banners/order', { ids });
export const deleteBanner = (id: string) => apiRequest<null>('DELETE', `/api/admin/banners/${encodeURIComponent(id)}`);
