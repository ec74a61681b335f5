import { addDays, storeClock } from './delivery-slots';
import { formatCents } from './money';

/**
 * The weekly sale (spec section 1, PRODUCT.md "Loyalty, promos, subscriptions"): every Thursday in store
 * time (America/Chicago), from midnight to midnight, staff-chosen products sell at their sale price.
 * Whether it runs is decided on the server from its clock; the browser only counts down to what the
 * server said.
 */
export const SALE_WEEKDAY = 4;
/** The shop's claim is "up to 40% off": a sale price below 60% of the regular price is refused. */
export const MAX_SALE_DISCOUNT_PERCENT = 40;

export interface SaleWindow {
  /** Whether the sale runs at this moment. */
  active: boolean;
  /** While it runs: the coming midnight (Friday 00:00 store time), an ISO instant. */
  endsAt: string | null;
  /** The next Thursday 00:00 store time (the one after today's while it runs), an ISO instant. */
  nextStartsAt: string;
}

export const isSaleDay = (now: Date): boolean => storeClock(now).weekday === SALE_WEEKDAY;

export function saleWindow(now: Date): SaleWindow {
  const clock = storeClock(now);
  const daysToThursday = (SALE_WEEKDAY - clock.weekday + 7) % 7 || 7;
  const active = clock.weekday === SALE_WEEKDAY;
  return {
    active,
    endsAt: active ? storeMidnight(addDays(clock.date, 1)).toISOString() : null,
    nextStartsAt: storeMidnight(addDays(clock.date, daysToThursday)).toISOString(),
  };
}

/**
 * 00:00 of a store date as an instant. America/Chicago changes its offset at 2 AM, never at midnight,
 * so the offset read one guess away is the right one; the second pass covers a guess across a change.
 */
export function storeMidnight(date: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wallMidnight = Date.UTC(y, m - 1, d);
  let instant = wallMidnight + 6 * 3_600_000;
  for (let pass = 0; pass < 2; pass++) {
    const c = storeClock(new Date(instant));
    const [cy, cm, cd] = c.date.split('-').map(Number) as [number, number, number];
    const offset = Date.UTC(cy, cm - 1, cd, c.hour, c.minute) - Math.floor(instant / 60_000) * 60_000;
    instant = wallMidnight - offset;
  }
  return new Date(instant);
}

/** The price a line sells at: the sale price while the sale runs and only when it is a real cut. */
export function salePriceFor(regularCents: number, saleCents: number | null | undefined, active: boolean): number {
  return active && saleCents != null && saleCents >= 0 && saleCents < regularCents ? saleCents : regularCents;
}

/** The lowest sale price the 40% claim allows for a regular price (rounded up to the cent). */
export const lowestSalePriceCents = (regularCents: number): number =>
  Math.ceil((regularCents * (100 - MAX_SALE_DISCOUNT_PERCENT)) / 100);

/** Why a sale price cannot be used for this regular price, or null when it can. */
export function salePriceProblem(regularCents: number, saleCents: number): string | null {
  if (!Number.isInteger(saleCents) || saleCents < 0) return 'Enter a sale price of $0.00 or more';
  if (saleCents >= regularCents)
    return `The sale price must be below the regular price of ${formatCents(regularCents)}`;
  const lowest = lowestSalePriceCents(regularCents);
  if (saleCents < lowest) {
    return `The sale is up to ${MAX_SALE_DISCOUNT_PERCENT}% off: the sale price must be ${formatCents(lowest)} or more`;
  }
  return null;
}
