import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { OrdersService } from '../modules/orders/orders-service';
import type { ShopMetrics } from '../plugins/metrics';

const EVERY_MS = 60_000;

/**
 * The in-process scheduler, once a minute: releases abandoned pending orders (each claimed with FOR
 * UPDATE SKIP LOCKED, so any number of instances can run it at once and each order is released
 * exactly once) and folds new sales into the popularity order (each sale counted once, see
 * sales-count-repository.ts), so best sellers lag sales by about a minute. Runs and failures of each
 * job, and the release job's queue (orders due), are metrics.
 */
export function startScheduler(
  deps: { database: Database; orders: OrdersService; log: FastifyBaseLogger; metrics?: ShopMetrics },
  everyMs = EVERY_MS,
) {
  let running: Promise<void> | undefined;
  let stopped = false;
  const job = async (name: string, work: () => Promise<void>) => {
    try {
      await work();
      deps.metrics?.jobRan(name, false);
    } catch (error) {
      deps.metrics?.jobRan(name, true);
      deps.log.error({ err: error, job: name }, `${name} failed`);
    }
  };
  const tick = () => {
    if (running || stopped) return;
    running = (async () => {
      await job('release-abandoned-orders', async () => {
        const released = await deps.orders.releaseAbandoned();
        if (released) deps.log.info({ released }, 'released abandoned pending orders');
      });
      await job('refresh-sales-counts', async () => void (await deps.orders.refreshSalesCounts()));
    })().finally(() => (running = undefined));
  };
  deps.metrics?.gauge(
    'shop_job_queue_depth',
    'Work due for the scheduler: pending card orders past their 30-minute hold',
    () => deps.orders.abandonedDue(),
    { job: 'release-abandoned-orders' },
  );
  const timer = setInterval(tick, everyMs);
  timer.unref();
  const first = setTimeout(tick, 5_000).unref();
  return {
    /**
     * No new run starts; a run under way finishes, so the orders it claimed are committed and
     * unlocked (a claim is a row lock inside its transaction) before the process lets go of the pool.
     */
    stop: async () => {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
