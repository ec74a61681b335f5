import { addDays, storeClock } from './delivery-slots';

/**
 * When a Subscribe & Save box is delivered and when its order is made (PRODUCT.md "Loyalty, promos,
 * subscriptions"). Every date is a store date (America/Chicago, see delivery-slots.ts): a box is due on
 * a calendar day of the store, so daylight-saving changes never move it, and the scheduler compares
 * store dates, never instants.
 */
export const SUBSCRIPTION_FREQUENCIES = ['weekly', 'biweekly', 'monthly'] as const;
export type SubscriptionFrequency = (typeof SUBSCRIPTION_FREQUENCIES)[number];
export const FREQUENCY_LABELS: Record<SubscriptionFrequency, string> = {
  weekly: 'Every week',
  biweekly: 'Every 2 weeks',
  monthly: 'Every month',
};

/** The order is made this many days before its delivery day, with that day's prices and stock. */
export const ORDER_LEAD_DAYS = 2;
/** How far ahead a shopper may put the first (or next) delivery: five weeks, so any day of next month for a monthly box. */
export const FIRST_DELIVERY_WINDOW_DAYS = 35;

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Day of the month of a YYYY-MM-DD date. */
export const dayOfMonth = (date: string) => Number(date.slice(8, 10));

/** 0 = Sunday, for a YYYY-MM-DD date. */
export const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/**
 * The delivery after `date`. A monthly box keeps its anchor day of the month, so the 31st goes to
 * Feb 28 (29 in a leap year) and back to Mar 31, never drifting to the 28th for good.
 */
export function deliveryAfter(date: string, frequency: SubscriptionFrequency, anchorDay: number): string {
  if (frequency === 'weekly') return addDays(date, 7);
  if (frequency === 'biweekly') return addDays(date, 14);
  const [y, m] = date.split('-').map(Number) as [number, number];
  const year = m === 12 ? y + 1 : y;
  const month = m === 12 ? 1 : m + 1;
  const day = Math.min(anchorDay, daysInMonth(year, month));
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The first store date an order can still be made in time for: today plus the lead days. */
export const earliestDelivery = (now: Date) => addDays(storeClock(now).date, ORDER_LEAD_DAYS);

/** Whether the order for a box delivered on `deliveryDate` is due at `now`. */
export const isOrderDue = (deliveryDate: string, now: Date) =>
  storeClock(now).date >= addDays(deliveryDate, -ORDER_LEAD_DAYS);

/**
 * The next delivery on the box's own schedule that is still far enough ahead: after a pause, or after a
 * delivery date that passed while nothing could order it.
 */
export function nextOnSchedule(from: string, frequency: SubscriptionFrequency, anchorDay: number, now: Date) {
  const earliest = earliestDelivery(now);
  let date = from;
  while (date < earliest) date = deliveryAfter(date, frequency, anchorDay);
  return date;
}

/** The dates a shopper may choose as the first or next delivery. */
export function deliveryDateChoices(now: Date): string[] {
  const first = earliestDelivery(now);
  return Array.from({ length: FIRST_DELIVERY_WINDOW_DAYS }, (_, i) => addDays(first, i));
}

export const isDeliveryDateChoice = (date: string, now: Date) => deliveryDateChoices(now).includes(date);

const ORDINAL = (n: number) => {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${s}`;
};
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "Every week on Friday", "Every month on the 31st (or the month's last day)". */
export function scheduleLabel(frequency: SubscriptionFrequency, nextDate: string, anchorDay: number): string {
  if (frequency === 'monthly') {
    return `Every month on the ${ORDINAL(anchorDay)}${anchorDay > 28 ? " (or the month's last day)" : ''}`;
  }
  return `${FREQUENCY_LABELS[frequency]} on ${WEEKDAY_NAMES[weekdayOf(nextDate)]}`;
}
