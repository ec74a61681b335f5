import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The one place a request learns what time it is. Rules that depend on the store's calendar (the
 * Thursday sale, same-day delivery, promo windows) read `request.now`, or `currentNow()` below the
 * routes, taken once when the request arrives, so one request never straddles midnight and tests can
 * set the moment.
 *
 * With CLOCK_OVERRIDE on (tests and e2e only; refused in production by config.ts), a request may carry
 * CLOCK_HEADER with an ISO instant and is answered as of that instant. Per request, not a global
 * setting: e2e specs running side by side on one server never see each other's clock.
 */
export const CLOCK_HEADER = 'x-shop-now';

declare module 'fastify' {
  interface FastifyRequest {
    /** The moment this request is answered as of. */
    now: Date;
  }
}

const requestMoment = new AsyncLocalStorage<Date>();

/**
 * The moment of the request being handled (its handler and everything it awaits), or the real time
 * outside any request (jobs, start-up). Lets shared helpers such as the product card price by the
 * request's clock without every service passing it along.
 */
export function currentNow(): Date {
  return requestMoment.getStore() ?? new Date();
}

/** The instant CLOCK_HEADER names, or undefined when it is absent or not a date. */
export function clockOverride(value: string | string[] | undefined): Date | undefined {
  if (typeof value !== 'string' || !value) return undefined;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? undefined : instant;
}

export function registerRequestClock(app: FastifyInstance, { override }: { override: boolean }): void {
  // A reference type may not be a decoration's initial value (each request sets its own below).
  app.decorateRequest('now', null as unknown as Date);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    request.now = (override && clockOverride(request.headers[CLOCK_HEADER])) || new Date();
  });
  // The handler runs inside done(), so it and all it awaits see the request's moment (the same way
  // @fastify/request-context carries its store; preHandler comes after the body is read).
  app.addHook('preHandler', (request, _reply, done) => {
    requestMoment.run(request.now, done);
  });
}
