import { queryOptions } from '@tanstack/react-query';
import type { LoyaltyDto } from '../../../../shared/loyalty';
import { apiGet } from '../../../lib/api-client';

export const loyaltyQuery = (page = 1) =>
  queryOptions({
    queryKey: ['account', 'loyalty', page],
    queryFn: ({ signal }) => apiGet<LoyaltyDto>('/api/loyalty', { page, pageSize: 20 }, { signal }),
  });
