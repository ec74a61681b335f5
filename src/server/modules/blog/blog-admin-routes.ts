import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminArticleDto, adminArticleListDto, articleInput } from '../../../shared/blog';
import { errorReply } from '../../http-schemas';
import { requireStaff } from '../../plugins/auth-session';
import type { BlogAdminService } from './blog-admin-service';
import { idOrNil } from '../../errors';

const errors = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply, 409: errorReply };
const idParams = z.object({ id: z.string().max(64) });

/** /api/admin/articles: staff write and publish blog articles (the /api/admin guard refused everyone else). */
export const blogAdminRoutes: FastifyPluginAsyncZod<{ blog: BlogAdminService }> = async (app, { blog }) => {
  const tags = ['admin'];
  app.get('/api/admin/articles', { schema: { tags, response: { 200: adminArticleListDto, ...errors } } }, async () => ({
    articles: (await blog.list()).map(({ body: _body, ...rest }) => rest),
  }));
  app.get(
    '/api/admin/articles/:id',
    { schema: { tags, params: idParams, response: { 200: adminArticleDto, ...errors } } },
    async (request) => blog.get(idOrNil(request.params.id)),
  );
  app.post(
    '/api/admin/articles',
    { schema: { tags, body: articleInput, response: { 201: adminArticleDto, ...errors } } },
    async (request, reply) => reply.status(201).send(await blog.create(request.body, await requireStaff(request))),
  );
  app.put(
    '/api/admin/articles/:id',
    { schema: { tags, params: idParams, body: articleInput, response: { 200: adminArticleDto, ...errors } } },
    async (request) => blog.update(idOrNil(request.params.id), request.body, await requireStaff(request)),
  );
};
