/**
 * Dates and times as shoppers and staff read them, always in store time (America/Chicago), whatever
 * zone the server or the device is in, so the server's render, the browser and the emails agree.
 * Instants (ISO timestamps) are moved into store time; calendar dates (YYYY-MM-DD, such as a delivery
 * date) and wall-clock values (YYYY-MM-DDTHH:MM, already store time) are written as they are.
 */
export const STORE_TIME_ZONE = 'America/Chicago';

type Options = Intl.DateTimeFormatOptions;
const inStoreTime = (options: Options) => new Intl.DateTimeFormat('en-US', { timeZone: STORE_TIME_ZONE, ...options });
const asWritten = (options: Options) => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', ...options });

const instant = (value: string | Date) => (value instanceof Date ? value : new Date(value));
/** Noon UTC keeps a calendar date on its own day in every formatter. */
const calendarNoon = (date: string) => new Date(`${date.slice(0, 10)}T12:00:00Z`);

const storeDayFormat = inStoreTime({ dateStyle: 'medium' });
const storeDayTimeFormat = inStoreTime({ dateStyle: 'medium', timeStyle: 'short' });
const storeShortTimeFormat = inStoreTime({ month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const storeLongDayFormat = inStoreTime({ dateStyle: 'long' });
const calendarDayFormat = asWritten({ dateStyle: 'medium' });
const shortCalendarDayFormat = asWritten({ weekday: 'short', month: 'short', day: 'numeric' });
const monthDayFormat = asWritten({ month: 'short', day: 'numeric' });
const longCalendarDayFormat = asWritten({ weekday: 'long', month: 'long', day: 'numeric' });
const wallClockFormat = asWritten({ dateStyle: 'medium', timeStyle: 'short' });

/** An instant's store day: "Nov 26, 2026". */
export const storeDay = (value: string | Date) => storeDayFormat.format(instant(value));
/** An instant in store time: "Nov 26, 2026, 3:05 PM". */
export const storeDayTime = (value: string | Date) => storeDayTimeFormat.format(instant(value));
/** An instant in store time, without the year: "Nov 26, 3:05 PM". */
export const storeShortDayTime = (value: string | Date) => storeShortTimeFormat.format(instant(value));
/** An instant's store day, spelled out: "November 26, 2026". */
export const storeLongDay = (value: string | Date) => storeLongDayFormat.format(instant(value));

/** A calendar date: "Nov 28, 2026". */
export const calendarDay = (date: string) => calendarDayFormat.format(calendarNoon(date));
/** A calendar date with its weekday, as deliveries are spoken of: "Sat, Nov 28". */
export const shortCalendarDay = (date: string) => shortCalendarDayFormat.format(calendarNoon(date));
/** A calendar date on a chart axis: "Nov 28". */
export const monthDay = (date: string) => monthDayFormat.format(calendarNoon(date));
/** A calendar date spelled out: "Saturday, November 28". */
export const longCalendarDay = (date: string) => longCalendarDayFormat.format(calendarNoon(date));
/** A wall-clock store time ("2026-11-26T09:00"): "Nov 26, 2026, 9:00 AM". */
export const wallClockDayTime = (value: string) => wallClockFormat.format(new Date(`${value.slice(0, 16)}:00Z`));

/** A delivery as one phrase: "Sat, Nov 28, 10:00 AM – 12:00 PM". */
export const deliveryWhen = (date: string, window: string) => `${shortCalendarDay(date)}, ${window}`;
