import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** The nav's badge: checked every minute so a new message shows up without a reload. */
export const newInquiryCountQuery = queryOptions({
  queryKey: ['admin', 'inquiries', 'count'],
  queryFn: async ({ signal }) => (await apiGet<{ new: number }>('/api/admin/queries/count', undefined, { signal })).new,
  refetchInterval: 60_000,
});

/**
 * The number of new queries beside "Queries" in the admin nav; nothing when there are none. It sits
 * beside the link, not in it, so the link's name stays "Queries" and the count is read after it.
 */
export function NewInquiriesBadge() {
  const { data: count } = useQuery(newInquiryCountQuery);
  if (!count) return null;
  return (
    <span className="pointer-events-none absolute top-1/2 right-2 -translate-y-1/2 rounded-full bg-saffron-700 px-2 py-0.5 text-xs font-bold text-white tabular-nums">
      {count}
      <span className="sr-only"> new</span>
    </span>
  );
}
