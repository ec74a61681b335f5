import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { FastifyInstance, HTTPMethods } from 'fastify';

export interface RecordedRoute {
  method: string;
  url: string;
}

/**
 * Every route the app registers while `build` runs. Fastify announces each new instance on this channel
 * before any plugin runs, so an onRoute hook added here sees every route anyone adds later, and a test
 * walking the list covers a new route without being edited. It is the test's own list, not a guard's:
 * a bug in a guard cannot hide a route from it.
 */
export async function recordRoutes<T>(build: () => Promise<T>): Promise<{ built: T; routes: RecordedRoute[] }> {
  const routes: RecordedRoute[] = [];
  const onInstance = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route) => {
      for (const method of ([] as HTTPMethods[]).concat(route.method)) routes.push({ method, url: route.url });
    });
  };
  subscribe('fastify.initialization', onInstance);
  try {
    return { built: await build(), routes };
  } finally {
    unsubscribe('fastify.initialization', onInstance);
  }
}

/** A concrete path for a route pattern: every parameter (with or without a regexp) and wildcard filled. */
export const concretePath = (url: string, id: string, wildcard = 'x') =>
  url.replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, id).replace(/\*/g, wildcard);
