import { randomInt } from 'node:crypto';
import { formatOrderNumber } from '../../../shared/orders';
import type { Database } from '../../db/client';
import { checkoutRepository } from './checkout-repository';

/**
 * Random claims tried before choosing among the free suffixes directly. Each miss is one small
 * insert; they only add up when a day's numbers are mostly taken.
 */
const RANDOM_TRIES = 20;

/** Suffixes of `digits` digits: 0000–9999 for four, 10000–99999 for five, and so on. */
function suffixRange(digits: number) {
  return { low: digits === 4 ? 0 : 10 ** (digits - 1), high: 10 ** digits };
}
type SuffixRange = ReturnType<typeof suffixRange>;

/**
 * Order numbers with a random suffix per order (crypto), so a number tells nothing about how many
 * orders a day has had or what the next one will be. A suffix is claimed in order_number_suffixes
 * before the order's transaction (it commits on its own; a refused order leaves it unused, a gap
 * nobody sees); the unique index turns a collision into another random try. When a day's four-digit
 * suffixes are all taken, numbers get a fifth digit.
 */
export function createOrderNumbers(database: Database, prefix: 'US' | 'GO') {
  const claim = (storeDate: string, suffix: number) =>
    checkoutRepository.claimOrderNumberSuffix(database, storeDate, suffix);

  /** A free suffix in the range, at random, or none when all are taken. */
  const randomFree = (storeDate: string, range: SuffixRange) =>
    checkoutRepository.freeOrderNumberSuffix(database, storeDate, range, randomInt(2 ** 47));

  async function claimIn(storeDate: string, range: SuffixRange) {
    for (let i = 0; i < RANDOM_TRIES; i++) {
      const suffix = randomInt(range.low, range.high);
      if (await claim(storeDate, suffix)) return suffix;
    }
    // Mostly taken: pick among the free ones (another order may claim it first, then pick again).
    for (;;) {
      const suffix = await randomFree(storeDate, range);
      if (suffix === undefined || (await claim(storeDate, suffix))) return suffix;
    }
  }

  return {
    /** A new number of that store date. Not inside a transaction: the claim commits on its own. */
    async next(storeDate: string): Promise<string> {
      for (let digits = 4; ; digits++) {
        const suffix = await claimIn(storeDate, suffixRange(digits));
        if (suffix !== undefined) return formatOrderNumber(prefix, storeDate, suffix);
      }
    },
  };
}

export type OrderNumbers = ReturnType<typeof createOrderNumbers>;
