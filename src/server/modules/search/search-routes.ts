import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  recentSearchesDto,
  searchQuery,
  searchResultDto,
  suggestionsDto,
  suggestionsQuery,
} from '../../../shared/search';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { errorReply } from '../../http-schemas';
import { currentUserId as sessionUserId } from '../../plugins/auth-session';
import type { Readiness } from '../health/readiness';
import { type SearchIndexSync, startSearchIndexSync } from './search-index-sync';
import type { SearchService } from './search-service';
import { type SearchRouteRequest, warmUpSearch } from './search-warm-up';

/** Marks the warm-up's own requests, which search before the index is open; its value is this process's secret. */
const WARM_UP_HEADER = 'x-search-warm-up';
/** What /readyz says until the index is loaded and warmed. */
const SEARCH_LOADING_STATUS = 'loading the search index';
/** Seconds a shopper's browser is told to wait before asking again while search starts. */
const STARTING_RETRY_SECONDS = 2;

export interface SearchRoutesOptions {
  search: SearchService;
  /** The shared index the search service reads (startSharedSearchIndex). */
  sync: SearchIndexSync;
  /** Who is searching (null for a guest); the signed-in session user unless a test says otherwise. */
  currentUserId?: (request: FastifyRequest) => Promise<string | null>;
  /** The instance's readiness, kept not ready (/readyz 503) until the index is loaded and warmed. */
  readiness?: Readiness;
}

/** One search index for the whole server, closed with it: the search routes and the chat share it. */
export function startSharedSearchIndex(app: FastifyInstance, database: Database): SearchIndexSync {
  const sync = startSearchIndexSync(database, app.log);
  app.addHook('onClose', () => sync.close());
  return sync;
}

export const searchRoutes: FastifyPluginAsyncZod<SearchRoutesOptions> = async (app, options) => {
  const { search, sync, currentUserId = sessionUserId } = options;
  // Loading takes seconds on a big catalog (bench/README.md), longer than Fastify lets a plugin start:
  // the server starts at once, and /readyz stays 503 until the index is loaded and warmed.
  // A failed warm-up only costs speed.
  const warmUpToken = randomUUID();
  const askRoute: SearchRouteRequest = async (path, q, acceptEncoding) => {
    const reply = await app.inject({
      url: `${app.prefix}/${path}?q=${encodeURIComponent(q)}`,
      headers: { [WARM_UP_HEADER]: warmUpToken, 'accept-encoding': acceptEncoding },
    });
    if (reply.statusCode !== 200) throw new Error(`warm-up ${path} answered ${reply.statusCode}`);
  };
  let open = false;
  const warmedUp = sync.ready
    .then(() =>
      warmUpSearch(search, sync.index(), { request: askRoute }).catch((error: unknown) =>
        app.log.warn({ err: error }, 'search warm-up failed'),
      ),
    )
    .then(() => {
      open = true;
    });
  options.readiness?.waitFor(SEARCH_LOADING_STATUS, warmedUp);
  // Until then a search or suggestion is answered at once that search is starting, never held waiting
  // for the index: a balancer routing on /readyz sends no shoppers here, but a direct request may come.
  const whileStarting = async (request: FastifyRequest, reply: FastifyReply) => {
    if (open || request.headers[WARM_UP_HEADER] === warmUpToken) return;
    reply.header('retry-after', String(STARTING_RETRY_SECONDS));
    throw new AppError('SEARCH_STARTING', 'Search is starting. Please try again in a moment.');
  };
  const tags = ['search'];
  // Replies are kept for the shoppers' searches asked again, not for the warm-up's (which would make
  // the first shopper's search look cheaper than it is).
  const keep = (request: FastifyRequest) => request.headers[WARM_UP_HEADER] !== warmUpToken;

  app.get(
    '/search',
    {
      schema: { tags, querystring: searchQuery, response: { 200: searchResultDto, 400: errorReply, 503: errorReply } },
      onRequest: whileStarting,
    },
    async (request, reply) => {
      const result = await search.searchJson(request.query, { keep: keep(request) });
      // Paging through the same results is one search, recorded once.
      if (result.query && request.query.page === 1) {
        const userId = await currentUserId(request);
        if (userId) await search.recordSearch(userId, result.query, result.total);
      }
      // Already json (cards kept serialised, searchJson): Fastify sends a string with a json content
      // type as it is, so the schema's serializer does not run again (the schema still documents the
      // reply; the json holds only its fields). Typed as the schema's object, hence the cast.
      return reply.type('application/json; charset=utf-8').send(result.json as never);
    },
  );
  app.get(
    '/search/suggestions',
    {
      schema: {
        tags,
        querystring: suggestionsQuery,
        response: { 200: suggestionsDto, 400: errorReply, 503: errorReply },
      },
      onRequest: whileStarting,
    },
    async (request) => ({
      query: request.query.q,
      ...(await search.suggestions(request.query.q, { keep: keep(request) })),
    }),
  );
  app.get('/search/recent', { schema: { tags, response: { 200: recentSearchesDto } } }, async (request) => {
    const userId = await currentUserId(request);
    return { searches: userId ? await search.recentSearches(userId) : [] };
  });
  // Clearing forgets every search of the shopper (not only the few shown), so none come back later.
  app.delete('/search/recent', { schema: { tags, response: { 200: recentSearchesDto } } }, async (request) => {
    const userId = await currentUserId(request);
    if (userId) await search.clearSearches(userId);
    return { searches: [] };
  });
};
