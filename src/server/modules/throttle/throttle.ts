import { createHash } from 'node:crypto';
import type { Database } from '../../db/client';
import type { ThrottlePolicy } from './throttle-policies';

export interface ThrottleCheck {
  key: string;
  policy: ThrottlePolicy;
}

/** Why an attempt is refused: which key asked for the longest wait, and how long (seconds, rounded up). */
export interface ThrottleRefusal {
  key: string;
  seconds: number;
}

interface CounterRow {
  key: string;
  hits: number;
  since_last: number;
  locked_for: number | null;
}

/** A stable, non-reversible key part for what a person typed (an email, a promo code). */
export const digest = (value: string) => createHash('sha256').update(value.trim().toLowerCase()).digest('hex');

/** Seconds this counter makes the next attempt wait under its policy (0: go ahead). */
export function waitSeconds(row: Omit<CounterRow, 'key'>, policy: ThrottlePolicy): number {
  if (row.locked_for !== null && row.locked_for > 0) return row.locked_for;
  if (row.since_last > policy.forgetAfterSeconds || row.hits < policy.free) return 0;
  const delay = Math.min(policy.firstDelaySeconds * 2 ** (row.hits - policy.free), policy.maxDelaySeconds);
  return Math.max(0, delay - row.since_last);
}

/**
 * The new count of a key after one more event: forgotten when the last event is old, unchanged when
 * the same subject failed last time (a checkout page re-checking the same mistyped code is one mistake).
 */
const NEXT_HITS = `case
  when c.last_hit_at < now() - $5 * interval '1 second' then 1
  when $2::text is not null and c.last_subject = $2::text then c.hits
  else c.hits + 1 end`;

/**
 * Counters in PostgreSQL (table throttle_counters) keyed by what is limited and for whom; every time is
 * the database's now(), so all instances agree. Checking and counting are separate steps: a burst of
 * concurrent attempts can overshoot a limit by the number of requests in flight, never more.
 */
export function createThrottle(database: Database) {
  return {
    /** The longest wait any of these keys asks for now, or null when the attempt may go ahead. */
    async refusal(checks: ThrottleCheck[]): Promise<ThrottleRefusal | null> {
      if (checks.length === 0) return null;
      const rows = await database.query<CounterRow>(
        `select key, hits,
           extract(epoch from now() - last_hit_at)::float8 as since_last,
           extract(epoch from locked_until - now())::float8 as locked_for
         from throttle_counters where key = any($1::text[])`,
        [checks.map((check) => check.key)],
      );
      let worst: ThrottleRefusal | null = null;
      for (const row of rows) {
        const policy = checks.find((check) => check.key === row.key)!.policy;
        const seconds = Math.ceil(waitSeconds(row, policy));
        if (seconds > 0 && (!worst || seconds > worst.seconds)) worst = { key: row.key, seconds };
      }
      return worst;
    },

    /** Counts one event (a failed sign-in, a sent email, a refused code); `subject` is hashed first. */
    async hit({ key, policy }: ThrottleCheck, subject?: string): Promise<number> {
      const [row] = await database.query<{ hits: number }>(
        `insert into throttle_counters as c (key, hits, last_hit_at, last_subject, locked_until)
         values ($1, 1, now(), $2::text, case when 1 >= $3::int then now() + $4 * interval '1 second' end)
         on conflict (key) do update set
           hits = ${NEXT_HITS},
           last_hit_at = now(),
           last_subject = $2::text,
           locked_until = case when ${NEXT_HITS} >= $3::int then now() + $4 * interval '1 second' else c.locked_until end,
           updated_at = now()
         returning hits`,
        [
          key,
          subject === undefined ? null : digest(subject),
          policy.lockAfter,
          policy.lockSeconds,
          policy.forgetAfterSeconds,
        ],
      );
      // Old counters go now and then; nothing reads a counter past its policy's forget time (a day at most).
      if (Math.random() < 0.02) {
        await database.query(
          `delete from throttle_counters
           where last_hit_at < now() - interval '2 days' and (locked_until is null or locked_until < now())`,
        );
      }
      return row!.hits;
    },

    /** Forgets a key's count and lock (a successful sign-in clears its account's failures). */
    async clear(key: string): Promise<void> {
      await database.query('delete from throttle_counters where key = $1', [key]);
    },
  };
}
export type Throttle = ReturnType<typeof createThrottle>;
