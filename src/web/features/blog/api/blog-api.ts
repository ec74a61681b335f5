import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ArticleDto, ArticleListDto } from '../../../../shared/blog';
import { apiGet } from '../../../lib/api-client';

export const articlesQuery = (tag: string) =>
  queryOptions({
    queryKey: ['blog', 'list', tag],
    queryFn: ({ signal }) => apiGet<ArticleListDto>('/api/blog', { tag }, { signal }),
    placeholderData: keepPreviousData,
  });

export const articleQuery = (slug: string) =>
  queryOptions({
    queryKey: ['blog', 'article', slug],
    queryFn: ({ signal }) => apiGet<ArticleDto>(`/api/blog/${encodeURIComponent(slug)}`, undefined, { signal }),
  });
