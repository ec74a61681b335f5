import type { FastifyBaseLogger } from 'fastify';
import type { SubscriptionRunner } from './subscription-runner';

const EVERY_MS = 60_000;

/**
 * Once a minute, in every instance: make the orders that are due. Instances share the work through
 * SKIP LOCKED claims (subscription-runner.ts); a tick still running when the next comes is not doubled.
 */
export function startSubscriptionJob(deps: { runner: SubscriptionRunner; log: FastifyBaseLogger }, everyMs = EVERY_MS) {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const counts = await deps.runner.runDue(new Date());
      if (counts.ordered || counts.failed) deps.log.info(counts, 'subscription orders made');
    } catch (error) {
      deps.log.error({ err: error }, 'subscription run failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  const first = setTimeout(() => void tick(), 5_000).unref();
  return {
    /** Runs once now (the crash test's instances start their run without waiting a minute). */
    tick,
    stop: () => {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
