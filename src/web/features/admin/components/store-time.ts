import { STORE_TIME_ZONE } from '../../../../shared/delivery-slots';

/** Staff read every date in store time (America/Chicago), whatever zone their device is in. */
const day = new Intl.DateTimeFormat('en-US', { timeZone: STORE_TIME_ZONE, dateStyle: 'medium' });
const dayAndTime = new Intl.DateTimeFormat('en-US', {
  timeZone: STORE_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});

export const storeDay = (iso: string) => day.format(new Date(iso));
export const storeDayTime = (iso: string) => dayAndTime.format(new Date(iso));
/** A calendar date (YYYY-MM-DD) as written, not moved by any time zone. */
export const calendarDay = (date: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'medium' }).format(new Date(`${date}T00:00:00Z`));
