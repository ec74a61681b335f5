import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type QueryFormPath = 'contact' | 'bulk-order' | 'franchise';

/** Sends one of the shop's forms; the server stores it for staff and emails a confirmation. */
export function useSendQuery(path: QueryFormPath) {
  return useMutation({
    mutationFn: (body: unknown) => apiRequest<{ received: true }>('POST', `/api/queries/${path}`, body),
  });
}
