import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** The header a request id arrives in (from a trusted proxy) and leaves in (every response). */
export const REQUEST_ID_HEADER = 'x-request-id';
/** What a proxy's id may look like: a UUID, a trace id, nginx's $request_id; never log-breaking text. */
const ACCEPTED_ID = /^[\w.:@-]{8,128}$/;

const requestContext = new AsyncLocalStorage<{ requestId: string }>();
/** Loggers Fastify made for one request: they carry the id in their bindings already. */
const requestLoggers = new WeakSet<object>();

/**
 * Fastify options for request ids: taken from X-Request-Id only when the shop sits behind a trusted
 * proxy (TRUST_PROXY_HOPS > 0; otherwise any client could choose the id that staff search the logs
 * for), a new UUID otherwise. Logged as `requestId` (the LogController's label in app.ts).
 */
export function requestIdOptions(trustProxyHops: number): Partial<FastifyServerOptions> {
  return {
    requestIdHeader: false,
    genReqId: (request: IncomingMessage) => {
      const offered = trustProxyHops > 0 ? request.headers[REQUEST_ID_HEADER] : undefined;
      return typeof offered === 'string' && ACCEPTED_ID.test(offered) ? offered : randomUUID();
    },
    childLoggerFactory: (logger, bindings, options) => {
      const child = logger.child(bindings, options);
      requestLoggers.add(child);
      return child;
    },
  };
}

/**
 * Pino options plus a mixin that stamps the current request's id on lines logged through the app's
 * own logger (services are handed `app.log`, not `request.log`), so every line of a request has it.
 */
export function withRequestIdInLogs(options: LoggerOptions): LoggerOptions {
  return {
    ...options,
    mixin: (_object: object, _level: number, logger?: object) => {
      const store = requestContext.getStore();
      return store && !(logger && requestLoggers.has(logger)) ? { requestId: store.requestId } : {};
    },
  };
}

/** Every response names its request id; everything the request runs sees it in the async context. */
export function registerRequestId(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    requestContext.run({ requestId: request.id }, done);
  });
}

/** The id of the request being served, for code far from the request (error pages, background work). */
export const currentRequestId = (): string | undefined => requestContext.getStore()?.requestId;
