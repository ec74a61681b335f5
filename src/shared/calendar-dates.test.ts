import { describe, expect, it } from 'vitest';
import { calendarDateField, isCalendarDate, isStoreTime, STORE_TIME_MESSAGE, storeTimeField } from './calendar-dates';

describe('calendar dates', () => {
  it.each([
    ['2026-11-25', true],
    ['2028-02-29', true], // leap year
    ['2000-02-29', true], // divisible by 400
    ['0001-01-01', true],
    ['9999-12-31', true],
    ['2026-02-29', false],
    ['1900-02-29', false], // divisible by 100, not 400
    ['2026-02-30', false],
    ['2026-04-31', false],
    ['2026-13-45', false],
    ['2026-00-10', false],
    ['2026-11-00', false],
    ['2026-99-99', false],
    ['0000-00-00', false],
    ['0000-01-01', false], // PostgreSQL has no year 0
    ['2026-1-5', false],
    ['2026-11-25T09:00', false],
    [' 2026-11-25', false],
  ])('%s is a real date: %s', (value, real) => {
    expect(isCalendarDate(value)).toBe(real);
  });

  it.each([
    ['2026-11-26T09:00', true],
    ['2026-11-26T00:00', true],
    ['2026-11-26T23:59', true],
    ['2026-02-30T10:00', false],
    ['2026-11-26T24:00', false],
    ['2026-11-26T09:60', false],
    ['2026-11-26 09:00', false],
    ['2026-11-26T09:00:00', false],
    ['2026-11-26', false],
  ])('%s is a real store time: %s', (value, real) => {
    expect(isStoreTime(value)).toBe(real);
  });

  it('the fields say what to type, in the field’s own words when it has them', () => {
    expect(storeTimeField().safeParse('2026-02-30T10:00').error?.issues[0]?.message).toBe(STORE_TIME_MESSAGE);
    expect(calendarDateField('Please choose a resume date after today').safeParse(42).error?.issues[0]?.message).toBe(
      'Please choose a resume date after today',
    );
  });
});
