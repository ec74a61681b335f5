import type pg from 'pg';
import type { Sample } from './client';

export interface Check {
  name: string;
  value: string;
  ok: boolean;
}

/** When an instance was killed: the requests it had in flight may fail, nothing else. */
export interface Kill {
  instance: string;
  at: number;
}

/**
 * Within this long after the kill a request may still have been sent on a kept-alive socket to the
 * dead instance before its reset arrived: it was in flight there too.
 */
const RESET_GRACE_MS = 500;

export function serverErrors(samples: Sample[], kill: Kill) {
  const failed = samples.filter((s) => s.status === 0 || s.status >= 500);
  const inFlightOnKilled = failed.filter(
    (s) =>
      s.status === 502 &&
      s.failure !== undefined &&
      s.upstream === kill.instance &&
      s.start <= kill.at + RESET_GRACE_MS &&
      s.end >= kill.at,
  );
  const others = failed.filter((s) => !inFlightOnKilled.includes(s));
  return { failed, inFlightOnKilled, others };
}

export async function databaseChecks(db: pg.Client, ordersBefore: number, successfulCheckouts: number) {
  const one = async (sql: string) => (await db.query<{ n: number }>(sql)).rows[0]!.n;
  const withoutLines = await one(
    'select count(*)::int as n from orders o where not exists (select 1 from order_items i where i.order_id = o.id)',
  );
  const belowZero =
    (await one('select count(*)::int as n from products where stock_quantity < 0')) +
    (await one('select count(*)::int as n from product_variants where stock_quantity < 0'));
  const orphanPayments = await one(
    'select count(*)::int as n from payments p where not exists (select 1 from orders o where o.id = p.order_id)',
  );
  const placed = (await one('select count(*)::int as n from orders')) - ordersBefore;
  const checks: Check[] = [
    { name: 'orders without lines', value: String(withoutLines), ok: withoutLines === 0 },
    { name: 'stock below zero (products and sizes)', value: String(belowZero), ok: belowZero === 0 },
    { name: 'payments without their order', value: String(orphanPayments), ok: orphanPayments === 0 },
    {
      name: 'orders placed = successful checkout responses',
      value: `${placed} = ${successfulCheckouts}`,
      ok: placed === successfulCheckouts,
    },
  ];
  return checks;
}

export interface RssSample {
  t: number;
  instance: string;
  pid: number;
  mb: number;
}

/**
 * No growth over the window (the last 5 minutes, or the last half of a shorter run): the mean of the
 * window's last fifth may exceed its first fifth's by at most 10% + 16 MB (25% + 64 MB in a window shorter
 * than 5 minutes, as in CI's 60-second run, which can only catch a runaway). Judged for processes that
 * were running 10 s before the window began (a restarted instance warms up first).
 */
export function rssGrowth(samples: RssSample[], windowStart: number, windowEnd: number) {
  const results: (Check & { curve: string })[] = [];
  for (const pid of new Set(samples.map((s) => s.pid))) {
    const own = samples.filter((s) => s.pid === pid);
    const instance = own[0]!.instance;
    const curve = own.map((s) => `${Math.round(s.t / 1000)}s ${s.mb}`).join(', ');
    const inWindow = own.filter((s) => s.t >= windowStart && s.t <= windowEnd);
    const unjudged =
      own.at(-1)!.t < windowEnd - 10_000
        ? 'not judged: killed before the window ended'
        : own[0]!.t > windowStart - 10_000 || inWindow.length < 5
          ? 'not judged: (re)started less than 10 s before the window'
          : undefined;
    if (unjudged) {
      results.push({ name: `RSS ${instance} (pid ${pid})`, value: unjudged, ok: true, curve });
      continue;
    }
    const fifth = Math.max(1, Math.floor(inWindow.length / 5));
    const mean = (list: RssSample[]) => list.reduce((sum, s) => sum + s.mb, 0) / list.length;
    const first = mean(inWindow.slice(0, fifth));
    const last = mean(inWindow.slice(-fifth));
    // A short run's window is still warming up (JIT, caches, the pool): it only catches a runaway.
    const shortWindow = windowEnd - windowStart < 300_000;
    const ok = shortWindow ? last <= first * 1.25 + 64 : last <= first * 1.1 + 16;
    results.push({
      name: `RSS ${instance} (pid ${pid}) over the last ${Math.round((windowEnd - windowStart) / 1000)} s`,
      value: `${Math.round(first)} → ${Math.round(last)} MB`,
      ok,
      curve,
    });
  }
  return results;
}

export function percentiles(samples: Sample[]) {
  const byKind = new Map<string, number[]>();
  for (const s of samples) {
    const list = byKind.get(s.kind) ?? [];
    list.push(s.end - s.start);
    byKind.set(s.kind, list);
  }
  const rows = [...byKind.entries()].map(([kind, times]) => {
    times.sort((a, b) => a - b);
    const at = (p: number) => Math.round(times[Math.min(times.length - 1, Math.floor(p * times.length))]! * 10) / 10;
    return { kind, count: times.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) };
  });
  return rows.sort((a, b) => b.count - a.count);
}
