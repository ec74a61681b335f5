import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AdminRecipeDto,
  AdminRecipeListDto,
  newRecipeInput,
  recipeIngredientsInput,
  recipeInput,
} from '../../../../../shared/recipes';
import { apiGet, apiRequest } from '../../../../lib/api-client';

export const adminRecipesQuery = queryOptions({
  queryKey: ['admin', 'recipes', 'list'],
  queryFn: async ({ signal }) =>
    (await apiGet<AdminRecipeListDto>('/api/admin/recipes', undefined, { signal })).recipes,
});

export const adminRecipeQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'recipes', 'detail', id],
    queryFn: ({ signal }) =>
      apiGet<AdminRecipeDto>(`/api/admin/recipes/${encodeURIComponent(id)}`, undefined, { signal }),
  });

export function useSaveRecipe(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: z.output<typeof recipeInput>) =>
      apiRequest<AdminRecipeDto>('PUT', `/api/admin/recipes/${encodeURIComponent(id)}`, {
        ...input,
        steps: input.steps.join('\n'),
      }),
    onSuccess: (saved) => {
      client.setQueryData(adminRecipeQuery(id).queryKey, saved);
      void client.invalidateQueries({ queryKey: adminRecipesQuery.queryKey });
      void client.invalidateQueries({ queryKey: ['recipes'] });
    },
  });
}

export function useCreateRecipe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: z.output<typeof newRecipeInput>) =>
      apiRequest<AdminRecipeDto>('POST', '/api/admin/recipes', {
        ...input,
        slug: input.slug || undefined,
        steps: input.steps.join('\n'),
      }),
    onSuccess: (created) => {
      client.setQueryData(adminRecipeQuery(created.id).queryKey, created);
      void client.invalidateQueries({ queryKey: adminRecipesQuery.queryKey });
    },
  });
}

export function useSaveIngredients(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ingredients: z.output<typeof recipeIngredientsInput>['ingredients']) =>
      apiRequest<AdminRecipeDto>('PUT', `/api/admin/recipes/${encodeURIComponent(id)}/ingredients`, { ingredients }),
    onSuccess: (saved) => {
      client.setQueryData(adminRecipeQuery(id).queryKey, saved);
      void client.invalidateQueries({ queryKey: ['recipes'] });
    },
  });
}
