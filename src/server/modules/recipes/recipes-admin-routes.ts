import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminRecipeDto,
  adminRecipeListDto,
  newRecipeInput,
  recipeIngredientsInput,
  recipeInput,
} from '../../../shared/recipes';
import { errorReply } from '../../http-schemas';
import { requireStaff } from '../../plugins/auth-session';
import type { RecipesService } from './recipes-service';
import { idOrNil } from '../../errors';

const errors = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply, 409: errorReply };
const idParams = z.object({ id: z.string().max(64) });

/** /api/admin/recipes: staff create and edit recipes and publish or hide them (the /api/admin guard ran). */
export const recipesAdminRoutes: FastifyPluginAsyncZod<{ recipes: RecipesService }> = async (app, { recipes }) => {
  const tags = ['admin'];
  app.get('/api/admin/recipes', { schema: { tags, response: { 200: adminRecipeListDto, ...errors } } }, async () => ({
    recipes: await recipes.adminList(),
  }));
  app.post(
    '/api/admin/recipes',
    {
      schema: {
        tags,
        description: 'A new recipe, saved as a draft: publish it once it has ingredients.',
        body: newRecipeInput,
        response: { 201: adminRecipeDto, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await recipes.create(request.body, await requireStaff(request))),
  );
  app.get(
    '/api/admin/recipes/:id',
    { schema: { tags, params: idParams, response: { 200: adminRecipeDto, ...errors } } },
    async (request) => recipes.adminDetail(idOrNil(request.params.id)),
  );
  app.put(
    '/api/admin/recipes/:id',
    { schema: { tags, params: idParams, body: recipeInput, response: { 200: adminRecipeDto, ...errors } } },
    async (request) => recipes.update(idOrNil(request.params.id), request.body, await requireStaff(request)),
  );
  app.put(
    '/api/admin/recipes/:id/ingredients',
    {
      schema: { tags, params: idParams, body: recipeIngredientsInput, response: { 200: adminRecipeDto, ...errors } },
    },
    async (request) =>
      recipes.replaceIngredients(idOrNil(request.params.id), request.body.ingredients, await requireStaff(request)),
  );
};
