import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import { errorReply } from '../http-schemas';
import { cartRepository } from '../modules/cart/cart-repository';
import { requireUser } from '../plugins/auth-session';
import { CART_CHANNEL, createCartLive } from './cart-live';
import { atSaleBoundaries } from './sale-boundaries';
import { LiveHub, MAX_STREAMS_PER_SESSION, MAX_STREAMS_PER_USER, sseClient } from './live-hub';
import { createNotificationListener, type NotificationListener } from './notification-listener';
import { createNoticeLive, NOTICE_CHANNEL } from './notice-live';

export const TOO_MANY_STREAMS_MESSAGES = {
  session: `This browser already has ${MAX_STREAMS_PER_SESSION} live windows open. Close one to get live updates here.`,
  user: `Your account already has ${MAX_STREAMS_PER_USER} live windows open. Close one to get live updates here.`,
};

export interface RealtimeOptions {
  database: Database;
  /** Tests shorten the 25 s heartbeat. */
  heartbeatMs?: number;
}

/**
 * GET /api/events: the signed-in shopper's live channel as Server-Sent Events (events: ready,
 * heartbeat, cart, saved, removed, drafts, order, wishlist, notice). Changes reach every instance through
 * PostgreSQL LISTEN/NOTIFY, which starts with the first stream so instances nobody listens to hold no connection.
 */
export const realtimeRoutes: FastifyPluginAsyncZod<RealtimeOptions> = async (app, { database, heartbeatMs }) => {
  const hub = new LiveHub(heartbeatMs);
  const live = createCartLive(hub, (userId) => cartRepository.watchedProductIds(database, userId), app.log);
  const notices = createNoticeLive(hub, database, app.log);
  // The Thursday sale changes prices at midnight without any row changing: tell open carts then.
  const stopSaleBoundaries = atSaleBoundaries(() => live.handle(JSON.stringify({ t: 'products', all: true })));
  let listener: NotificationListener | undefined;
  const startListening = () =>
    (listener ??= createNotificationListener(
      database,
      [CART_CHANNEL, NOTICE_CHANNEL],
      {
        onNotification: (channel, payload) => {
          if (channel === CART_CHANNEL) live.handle(payload);
          else if (channel === NOTICE_CHANNEL) notices.handle(payload);
        },
        onResync: () => live.resync(),
      },
      app.log,
    ));

  // Open streams would keep the server from closing: end them first, then stop listening.
  app.addHook('preClose', async () => {
    stopSaleBoundaries();
    hub.closeAll();
    await listener?.close();
    await notices.stop();
  });

  app.get(
    '/events',
    {
      schema: {
        tags: ['realtime'],
        description:
          'text/event-stream. Events: ready, heartbeat (every 25 s), cart, saved, removed, drafts, order, wishlist ' +
          '({ reason }): reload the named list when its event arrives; notice (a LiveNotice): show it as a toast.',
        response: { 401: errorReply, 429: errorReply },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await startListening()
        .ready()
        .catch((error: unknown) => request.log.warn({ err: error }, 'live listener not ready; stream opens anyway'));
      // Counted with no await before hub.add, so concurrent opens cannot all slip under the cap; before
      // the response is taken over, so the refusal is an ordinary JSON error.
      const full = hub.full(user.id, user.sessionId);
      if (full) {
        reply.header('retry-after', '60');
        throw new AppError('TOO_MANY_STREAMS', TOO_MANY_STREAMS_MESSAGES[full]);
      }

      // Taken over, the reply no longer sends the headers hooks set on it (request id, security headers).
      const hookHeaders = reply.getHeaders() as OutgoingHttpHeaders;
      reply.hijack();
      const response = reply.raw;
      response.writeHead(200, {
        ...hookHeaders,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // nginx and similar proxies would otherwise buffer the stream.
        'x-accel-buffering': 'no',
      });
      response.write('retry: 1000\n\n');
      const client = sseClient(user.id, user.sessionId, response);
      hub.add(client);
      // The response's close is the connection's end (the request's close only means "body read").
      response.once('close', () => {
        if (hub.remove(client)) live.unwatch(user.id);
      });
      await live.watch(user.id);
      client.send('ready', {});
      request.log.info({ userId: user.id, streams: hub.size }, 'live stream opened');
    },
  );
};
