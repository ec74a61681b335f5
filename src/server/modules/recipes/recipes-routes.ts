import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recipeCardDto, recipeDetailDto, recipeListQuery } from '../../../shared/recipes';
import { errorReply } from '../../http-schemas';
import { notFound } from '../../errors';
import { recipeArtSvg } from './recipe-art';
import type { RecipesService } from './recipes-service';

const slugParams = z.object({ slug: z.string().max(200) });
const ONE_DAY = 86_400;

/** Public recipe API (/api/recipes…) and the recipes' drawn pictures (/img/recipes/<slug>.svg). */
export const recipesRoutes: FastifyPluginAsyncZod<{ recipes: RecipesService }> = async (app, { recipes }) => {
  const tags = ['content'];
  app.get(
    '/api/recipes',
    {
      schema: {
        tags,
        querystring: recipeListQuery,
        response: { 200: z.object({ recipes: z.array(recipeCardDto) }), 400: errorReply },
      },
    },
    async (request) => ({ recipes: await recipes.list(request.query) }),
  );

  app.get(
    '/api/recipes/:slug',
    { schema: { tags, params: slugParams, response: { 200: recipeDetailDto, 404: errorReply } } },
    async (request) => recipes.detail(request.params.slug),
  );

  app.get(
    '/api/products/:slug/recipes',
    { schema: { tags, params: slugParams, response: { 200: z.object({ recipes: z.array(recipeCardDto) }) } } },
    async (request) => ({ recipes: await recipes.usedIn(request.params.slug) }),
  );

  app.get(
    '/img/recipes/:file',
    {
      schema: { hide: true, params: z.object({ file: z.string().regex(/^[a-z0-9-]{1,200}\.svg$/, 'Unknown image') }) },
    },
    async (request, reply) => {
      const slug = request.params.file.slice(0, -4);
      const subject = await recipes.artSubject(slug);
      if (!subject) throw notFound('Unknown image');
      reply.header('cache-control', `public, max-age=${ONE_DAY}`).type('image/svg+xml');
      return recipeArtSvg({ slug, title: subject.title, ...subject.artColors });
    },
  );
};
