import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { LIVE_RECONNECT_DELAYS_MS } from '../../shared/cart';
import type { Database } from '../db/client';

export interface NotificationListener {
  /** Resolves once LISTEN is in place: from then on no commit on any instance is missed. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export interface ListenerHandlers {
  onNotification(channel: string, payload: string): void;
  /** After a lost connection came back: notifications may have been missed meanwhile. */
  onResync(): void;
}

/**
 * LISTEN on PostgreSQL channels. On PostgreSQL it holds one dedicated connection outside the pool
 * (a pooled connection would lose its LISTEN when handed to someone else) and reconnects with the
 * spec's 1, 2, 5, 10 s backoff; on the embedded PGlite it uses PGlite's own listen.
 */
export function createNotificationListener(
  database: Database,
  channels: string[],
  handlers: ListenerHandlers,
  log: FastifyBaseLogger,
): NotificationListener {
  return database.kind === 'pglite'
    ? pgliteListener(database, channels, handlers)
    : postgresListener(database, channels, handlers, log);
}

function pgliteListener(database: Database, channels: string[], handlers: ListenerHandlers): NotificationListener {
  // drizzle keeps the driver's client as $client: the one PGlite instance of this data directory.
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const started = Promise.all(
    channels.map((channel) => client.listen(channel, (payload) => handlers.onNotification(channel, payload))),
  );
  return {
    ready: async () => void (await started),
    async close() {
      const unlisteners = await started.catch(() => []);
      await Promise.all(unlisteners.map((unlisten) => unlisten().catch(() => {})));
    },
  };
}

function postgresListener(
  database: Database,
  channels: string[],
  handlers: ListenerHandlers,
  log: FastifyBaseLogger,
): NotificationListener {
  const connectionString = database.pool?.options.connectionString;
  if (!connectionString) throw new Error('The PostgreSQL pool has no connection string to LISTEN with');
  let client: pg.Client | null = null;
  let closed = false;
  let failures = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString, application_name: 'shop-live-listener' });
    next.on('notification', (message) => handlers.onNotification(message.channel, message.payload ?? ''));
    next.on('error', (error) => {
      log.warn({ err: error }, 'live listener connection failed');
      lost(next);
    });
    next.on('end', () => lost(next));
    await next.connect();
    for (const channel of channels) await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
  }

  function lost(which: pg.Client) {
    if (client !== which || closed) return;
    client = null;
    which.end().catch(() => {});
    scheduleReconnect();
  }

  function scheduleReconnect() {
    if (closed || retryTimer) return;
    const delay = LIVE_RECONNECT_DELAYS_MS[Math.min(failures, LIVE_RECONNECT_DELAYS_MS.length - 1)]!;
    failures++;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().then(
        () => {
          failures = 0;
          log.info('live listener reconnected');
          handlers.onResync();
        },
        (error: unknown) => {
          log.warn({ err: error }, 'live listener could not reconnect');
          scheduleReconnect();
        },
      );
    }, delay);
    retryTimer.unref();
  }

  const started = connect();
  started.catch(() => scheduleReconnect());
  return {
    ready: () => started,
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      await started.catch(() => {});
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
