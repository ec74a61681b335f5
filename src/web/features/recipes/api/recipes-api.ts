import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { RecipeCardDto, RecipeDetailDto } from '../../../../shared/recipes';
import { apiGet } from '../../../lib/api-client';

export interface RecipeFilters {
  q?: string;
  diet?: string;
  course?: string;
  maxMinutes?: string;
}

export const recipesQuery = (filters: RecipeFilters) =>
  queryOptions({
    queryKey: ['recipes', 'list', filters],
    queryFn: async ({ signal }) =>
      (await apiGet<{ recipes: RecipeCardDto[] }>('/api/recipes', { ...filters }, { signal })).recipes,
    placeholderData: keepPreviousData,
  });

/** Prices and stock inside change during the day: the general five-minute freshness applies. */
export const recipeQuery = (slug: string) =>
  queryOptions({
    queryKey: ['recipes', 'detail', slug],
    queryFn: ({ signal }) => apiGet<RecipeDetailDto>(`/api/recipes/${encodeURIComponent(slug)}`, undefined, { signal }),
  });
