import { z } from 'zod';

/**
 * The one date type of the shop's inputs. A pattern alone lets "2026-02-30" or "2026-13-45" through to
 * PostgreSQL, which refuses them with an error the shopper only sees as a 500; these check the calendar
 * itself (month lengths, leap years, no year 0) so an impossible date is the field's own 400 message.
 * Store dates and store times are America/Chicago wall clock; the server turns a store time into an
 * instant with the zone's rules, so here it only has to be a real date with a real time of day.
 */
export const CALENDAR_DATE_MESSAGE = 'Use a real date like 2026-11-25';
export const STORE_TIME_MESSAGE = 'Use a real date and time like 2026-11-26T09:00';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const STORE_TIME_PATTERN = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** YYYY-MM-DD naming a day that exists (years 0001–9999, as PostgreSQL's `date` reads them). */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** YYYY-MM-DDTHH:MM: a real calendar date and a time of day from 00:00 to 23:59. */
export function isStoreTime(value: string): boolean {
  const match = STORE_TIME_PATTERN.exec(value);
  if (!match) return false;
  const [hour, minute] = [Number(match[2]), Number(match[3])];
  return isCalendarDate(match[1]!) && hour <= 23 && minute <= 59;
}

/** A store date field (YYYY-MM-DD); `message` is the field's own wording where the page has one. */
export const calendarDateField = (message: string = CALENDAR_DATE_MESSAGE) =>
  z.string({ error: message }).refine(isCalendarDate, message);

/** A store-time wall clock field (YYYY-MM-DDTHH:MM, America/Chicago). */
export const storeTimeField = (message: string = STORE_TIME_MESSAGE) =>
  z.string({ error: message }).refine(isStoreTime, message);
