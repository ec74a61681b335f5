import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { getSessionUser } from './auth-session';
import { isStaffPath } from './staff-guard';

/** The document without its staff routes: a map of the admin is nobody else's business. */
function withoutStaffRoutes<T extends { paths?: object }>(document: T): T {
  const paths = Object.entries(document.paths ?? {}).filter(([path]) => !isStaffPath(path));
  return { ...document, paths: Object.fromEntries(paths) };
}

/**
 * The OpenAPI document at /api/openapi.json, browsable at /api/docs (with /api/docs/json and /yaml):
 * every route for signed-in staff, the shop's public and shopper routes for everyone else.
 */
export async function registerApiDocs(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Grocery shop API',
        version: '1.0.0',
        description: 'JSON API of the shop. Money is integer cents.',
      },
    },
    transform: jsonSchemaTransform,
  });
  // swagger-ui's transform is synchronous, so who is asking is looked up before it runs.
  const staffReaders = new WeakSet<FastifyRequest>();
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    uiHooks: {
      onRequest: async (request) => {
        if ((await getSessionUser(request))?.role) staffReaders.add(request);
      },
    },
    transformSpecification: (document, request) =>
      staffReaders.has(request) ? document : withoutStaffRoutes(document),
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async (request) =>
    (await getSessionUser(request))?.role ? app.swagger() : withoutStaffRoutes(app.swagger()),
  );
}
