import { useMutation } from '@tanstack/react-query';
import type { InquirySentDto } from '../../../../shared/inquiries';
import { apiRequest } from '../../../lib/api-client';

export type InquiryFormPath = 'contact' | 'bulk-order' | 'franchise';

/** Sends one of the shop's forms; the server stores it for staff and says whether it emailed the sender a copy. */
export function useSendInquiry(path: InquiryFormPath) {
  return useMutation({
    mutationFn: (body: unknown) => apiRequest<InquirySentDto>('POST', `/api/queries/${path}`, body),
  });
}
