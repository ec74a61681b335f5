import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { OrdersService } from '../modules/orders/orders-service';

const EVERY_MS = 60_000;

/**
 * The in-process scheduler. Each run claims its work with FOR UPDATE SKIP LOCKED, so any number of
 * instances can run it at once and each abandoned order is released exactly once.
 */
export function startScheduler(
  deps: { database: Database; orders: OrdersService; log: FastifyBaseLogger },
  everyMs = EVERY_MS,
) {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const released = await deps.orders.releaseAbandoned();
      if (released) deps.log.info({ released }, 'released abandoned pending orders');
    } catch (error) {
      deps.log.error({ err: error }, 'abandoned-order release failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  const first = setTimeout(() => void tick(), 5_000).unref();
  return {
    stop: () => {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
