/**
 * Delivery slots (PRODUCT.md "Checkout and orders"): two-hour windows, a capacity per window and day,
 * same-day windows only when ordered before 2 PM store time. Every date here is a store date
 * (America/Chicago), never the server's or the browser's zone.
 */
import { STORE_TIME_ZONE, shortCalendarDay } from './store-dates';

export { STORE_TIME_ZONE };
export const DELIVERY_WINDOW_STARTS = [8, 10, 12, 14, 16, 18] as const;
export const DELIVERY_WINDOW_HOURS = 2;
export const SAME_DAY_CUTOFF_HOUR = 14;
/** Today and the six days after it. */
export const SLOT_DAYS = 7;
/** A same-day window must start at least this many whole hours after the current hour. */
export const SAME_DAY_LEAD_HOURS = 2;

export const SLOT_REQUIRED_MESSAGE = 'Please choose a delivery slot';
export const SLOT_UNAVAILABLE_MESSAGE = 'This delivery slot is no longer available. Please choose another.';
export const SLOT_FULL_MESSAGE = 'This delivery slot is full. Please choose another.';

export interface StoreClock {
  date: string;
  hour: number;
  minute: number;
  /** 0 = Sunday. */
  weekday: number;
}

const clockFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: STORE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  weekday: 'short',
  hourCycle: 'h23',
});
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export function storeClock(now: Date = new Date()): StoreClock {
  const parts = Object.fromEntries(clockFormat.formatToParts(now).map((p) => [p.type, p.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    weekday: WEEKDAYS.indexOf(parts.weekday!),
  };
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const hourLabel = (hour: number) => `${((hour + 11) % 12) + 1}:00 ${hour < 12 ? 'AM' : 'PM'}`;
export const windowLabel = (start: number) => `${hourLabel(start)} – ${hourLabel(start + DELIVERY_WINDOW_HOURS)}`;

export function dateLabel(date: string, today: string): string {
  if (date === today) return 'Today';
  if (date === addDays(today, 1)) return 'Tomorrow';
  return shortCalendarDay(date);
}

/** Whether a window can still be chosen at `now` (ignoring capacity). */
export function isSlotOpen(date: string, start: number, now: Date = new Date()): boolean {
  if (!(DELIVERY_WINDOW_STARTS as readonly number[]).includes(start)) return false;
  const clock = storeClock(now);
  if (date < clock.date || date > addDays(clock.date, SLOT_DAYS - 1)) return false;
  if (date > clock.date) return true;
  return clock.hour < SAME_DAY_CUTOFF_HOUR && start >= clock.hour + SAME_DAY_LEAD_HOURS;
}

/** Every window of the coming days that is open at `now`, in order. */
export function openSlots(now: Date = new Date()): { date: string; start: number }[] {
  const today = storeClock(now).date;
  const slots: { date: string; start: number }[] = [];
  for (let day = 0; day < SLOT_DAYS; day++) {
    const date = addDays(today, day);
    for (const start of DELIVERY_WINDOW_STARTS) if (isSlotOpen(date, start, now)) slots.push({ date, start });
  }
  return slots;
}
