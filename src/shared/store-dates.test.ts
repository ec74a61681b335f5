import { describe, expect, it } from 'vitest';
import {
  calendarDay,
  deliveryWhen,
  longCalendarDay,
  monthDay,
  shortCalendarDay,
  storeDay,
  storeDayTime,
  storeLongDay,
  storeShortDayTime,
  wallClockDayTime,
} from './store-dates';

describe('dates as people read them, in store time', () => {
  it('moves an instant into Chicago time, so a late-evening order keeps its store day', () => {
    // 03:30 UTC on Nov 27 is 9:30 PM on Nov 26 in Chicago (CST, UTC-6).
    expect(storeDay('2026-11-27T03:30:00.000Z')).toBe('Nov 26, 2026');
    expect(storeDayTime('2026-11-27T03:30:00.000Z')).toBe('Nov 26, 2026, 9:30 PM');
    expect(storeShortDayTime('2026-11-27T03:30:00.000Z')).toBe('Nov 26, 9:30 PM');
    expect(storeLongDay('2026-11-27T03:30:00.000Z')).toBe('November 26, 2026');
  });
  it('follows daylight saving time (CDT, UTC-5, in July)', () => {
    expect(storeDayTime('2026-07-04T15:00:00.000Z')).toBe('Jul 4, 2026, 10:00 AM');
  });
  it('writes a calendar date as it is, never moved by a zone', () => {
    expect(calendarDay('2026-11-28')).toBe('Nov 28, 2026');
    expect(shortCalendarDay('2026-11-28')).toBe('Sat, Nov 28');
    expect(monthDay('2026-11-28')).toBe('Nov 28');
    expect(longCalendarDay('2026-11-28')).toBe('Saturday, November 28');
    expect(shortCalendarDay('2027-01-01')).toBe('Fri, Jan 1');
  });
  it('writes a wall-clock store time without converting it', () => {
    expect(wallClockDayTime('2026-11-26T09:00')).toBe('Nov 26, 2026, 9:00 AM');
  });
  it('writes a delivery as one phrase, never an ISO date', () => {
    expect(deliveryWhen('2026-11-27', '10:00 AM – 12:00 PM')).toBe('Fri, Nov 27, 10:00 AM – 12:00 PM');
  });
});
