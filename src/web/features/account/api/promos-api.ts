import { queryOptions } from '@tanstack/react-query';
import type { MyPromoDto } from '../../../../shared/my-promos';
import { apiGet } from '../../../lib/api-client';

export const myPromosQuery = queryOptions({
  queryKey: ['account', 'promos'],
  queryFn: async ({ signal }) =>
    (await apiGet<{ promos: MyPromoDto[] }>('/api/promos/mine', undefined, { signal })).promos,
});
