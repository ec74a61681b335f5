import { queryOptions } from '@tanstack/react-query';
import type { BannerDto } from '../../../../shared/catalog';
import type { DeliveryCheckDto } from '../../../../shared/delivery';
import { apiGet } from '../../../lib/api-client';
import { CACHE } from '../../../lib/query-client';

export const bannersQuery = () =>
  queryOptions({
    queryKey: ['banners'],
    queryFn: ({ signal }) => apiGet<BannerDto[]>('/api/banners', undefined, { signal }),
    ...CACHE.general,
  });

export function checkDelivery(zip: string): Promise<DeliveryCheckDto> {
  return apiGet<DeliveryCheckDto>(`/api/delivery/check/${encodeURIComponent(zip)}`);
}
