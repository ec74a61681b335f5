import { createHash } from 'node:crypto';
import type { Database } from '../../db/client';
import type { ThrottlePolicy } from './throttle-policies';
import { type CounterRow, throttleRepository } from './throttle-repository';

export interface ThrottleCheck {
  key: string;
  policy: ThrottlePolicy;
}

/** Why an attempt is refused: which key asked for the longest wait, and how long (seconds, rounded up). */
export interface ThrottleRefusal {
  key: string;
  seconds: number;
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
 * Counters in PostgreSQL (table throttle_counters) keyed by what is limited and for whom; every time is
 * the database's now(), so all instances agree. Checking and counting are separate steps: a burst of
 * concurrent attempts can overshoot a limit by the number of requests in flight, never more.
 */
export function createThrottle(database: Database) {
  return {
    /** The longest wait any of these keys asks for now, or null when the attempt may go ahead. */
    async refusal(checks: ThrottleCheck[]): Promise<ThrottleRefusal | null> {
      if (checks.length === 0) return null;
      const rows = await throttleRepository.counters(
        database,
        checks.map((check) => check.key),
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
      const hits = await throttleRepository.hit(database, key, subject === undefined ? null : digest(subject), policy);
      // Old counters go now and then; nothing reads a counter past its policy's forget time (a day at most).
      if (Math.random() < 0.02) await throttleRepository.prune(database);
      return hits;
    },

    /** Forgets a key's count and lock (a successful sign-in clears its account's failures). */
    async clear(key: string): Promise<void> {
      await throttleRepository.clear(database, key);
    },
  };
}
export type Throttle = ReturnType<typeof createThrottle>;
