import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminArticleDto, AdminArticleListDto, articleInput } from '../../../../../shared/blog';
import { apiGet, apiRequest } from '../../../../lib/api-client';

export const adminArticlesQuery = queryOptions({
  queryKey: ['admin', 'articles', 'list'],
  queryFn: async ({ signal }) =>
    (await apiGet<AdminArticleListDto>('/api/admin/articles', undefined, { signal })).articles,
});

export const adminArticleQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'articles', 'detail', id],
    queryFn: ({ signal }) =>
      apiGet<AdminArticleDto>(`/api/admin/articles/${encodeURIComponent(id)}`, undefined, { signal }),
  });

/** Create (no id) or update; the list and the public blog's cache are read again afterwards. */
export function useSaveArticle(id: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: z.output<typeof articleInput>) =>
      id
        ? apiRequest<AdminArticleDto>('PUT', `/api/admin/articles/${encodeURIComponent(id)}`, {
            ...input,
            tags: input.tags.join(', '),
          })
        : apiRequest<AdminArticleDto>('POST', '/api/admin/articles', { ...input, tags: input.tags.join(', ') }),
    onSuccess: (saved) => {
      client.setQueryData(adminArticleQuery(saved.id).queryKey, saved);
      void client.invalidateQueries({ queryKey: adminArticlesQuery.queryKey });
      void client.invalidateQueries({ queryKey: ['blog'] });
    },
  });
}
