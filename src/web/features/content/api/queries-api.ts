import { useMutation } from '@tanstack/react-query';
import type { QuerySentDto } from '../../../../shared/queries';
import { apiRequest } from '../../../lib/api-client';

export type QueryFormPath = 'contact' | 'bulk-order' | 'franchise';

/** Sends one of the shop's forms; the server stores it for staff and says whether it emailed the sender a copy. */
export function useSendQuery(path: QueryFormPath) {
  return useMutation({
    mutationFn: (body: unknown) => apiRequest<QuerySentDto>('POST', `/api/queries/${path}`, body),
  });
}
