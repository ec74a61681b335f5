import type { FastifyBaseLogger } from 'fastify';
import type { ShopMetrics } from '../../plugins/metrics';
import type { SubscriptionRunner } from './subscription-runner';

const EVERY_MS = 60_000;
const JOB = 'subscription-orders';

/**
 * Once a minute, in every instance: make the orders that are due. Instances share the work through
 * SKIP LOCKED claims (subscription-runner.ts); a tick still running when the next comes is not doubled.
 * Runs and failed runs are metrics (shop_job_runs_total / shop_job_failures_total{job="subscription-orders"}).
 */
export function startSubscriptionJob(
  deps: { runner: SubscriptionRunner; log: FastifyBaseLogger; metrics?: ShopMetrics },
  everyMs = EVERY_MS,
) {
  let running: Promise<void> | undefined;
  let stopped = false;
  const run = async () => {
    try {
      const counts = await deps.runner.runDue(new Date());
      if (counts.ordered || counts.failed) deps.log.info(counts, 'subscription orders made');
      deps.metrics?.jobRan(JOB, false);
    } catch (error) {
      deps.metrics?.jobRan(JOB, true);
      deps.log.error({ err: error }, 'subscription run failed');
    }
  };
  const tick = async () => {
    if (running || stopped) return;
    running = run().finally(() => (running = undefined));
    await running;
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  const first = setTimeout(() => void tick(), 5_000).unref();
  return {
    /** Runs once now (the crash test's instances start their run without waiting a minute). */
    tick,
    /** No new run; a run under way finishes, so the boxes it claimed are committed and unlocked. */
    stop: async () => {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
