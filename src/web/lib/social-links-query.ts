import { queryOptions } from '@tanstack/react-query';
import type { SocialLinkDto } from '../../shared/social-links';
import { apiGet } from './api-client';

/** The footer's social links: the server's configuration, which does not change while it runs. */
export const socialLinksQuery = queryOptions({
  queryKey: ['content', 'social-links'],
  queryFn: ({ signal }) => apiGet<SocialLinkDto[]>('/api/content/social-links', undefined, { signal }),
  staleTime: Infinity,
});
