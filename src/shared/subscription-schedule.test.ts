import { describe, expect, it } from 'vitest';
import {
  deliveryAfter,
  deliveryDateChoices,
  earliestDelivery,
  isOrderDue,
  nextOnSchedule,
  scheduleLabel,
} from './subscription-schedule';

/** Instants are UTC; store dates are America/Chicago (CST = UTC−6, CDT = UTC−5). */
describe('subscription schedule', () => {
  it('weekly and every two weeks keep the weekday, across month and year ends', () => {
    expect(deliveryAfter('2026-01-30', 'weekly', 30)).toBe('2026-02-06');
    expect(deliveryAfter('2026-12-28', 'weekly', 28)).toBe('2027-01-04');
    expect(deliveryAfter('2026-02-20', 'biweekly', 20)).toBe('2026-03-06');
  });

  it('monthly keeps its anchor day, clamped to short months and back again', () => {
    expect(deliveryAfter('2026-01-31', 'monthly', 31)).toBe('2026-02-28');
    expect(deliveryAfter('2026-02-28', 'monthly', 31)).toBe('2026-03-31');
    expect(deliveryAfter('2026-03-31', 'monthly', 31)).toBe('2026-04-30');
    expect(deliveryAfter('2028-01-30', 'monthly', 30)).toBe('2028-02-29');
    expect(deliveryAfter('2026-12-15', 'monthly', 15)).toBe('2027-01-15');
  });

  it('makes the order two store days ahead, by the store calendar', () => {
    // Friday Nov 27 2026 delivery: due from 00:00 Wednesday Nov 25 in Dallas (06:00 UTC).
    expect(isOrderDue('2026-11-27', new Date('2026-11-25T05:59:00Z'))).toBe(false);
    expect(isOrderDue('2026-11-27', new Date('2026-11-25T06:00:00Z'))).toBe(true);
  });

  it('is not moved by daylight-saving changes in America/Chicago', () => {
    // Clocks go back on Sunday Nov 1 2026: midnight of Oct 30 is 05:00 UTC (CDT).
    expect(isOrderDue('2026-11-01', new Date('2026-10-30T04:59:00Z'))).toBe(false);
    expect(isOrderDue('2026-11-01', new Date('2026-10-30T05:00:00Z'))).toBe(true);
    // A weekly box delivered the Saturday before keeps Saturdays after the change.
    expect(deliveryAfter('2026-10-31', 'weekly', 31)).toBe('2026-11-07');
    // Clocks go forward on Sunday Mar 8 2026: midnight of Mar 9 is 05:00 UTC (CDT), of Mar 7 06:00 UTC (CST).
    expect(isOrderDue('2026-03-11', new Date('2026-03-09T04:59:00Z'))).toBe(false);
    expect(isOrderDue('2026-03-11', new Date('2026-03-09T05:00:00Z'))).toBe(true);
    expect(isOrderDue('2026-03-09', new Date('2026-03-07T05:59:00Z'))).toBe(false);
    expect(isOrderDue('2026-03-09', new Date('2026-03-07T06:00:00Z'))).toBe(true);
  });

  it('after a pause, resumes on the next date of its own schedule that can still be ordered', () => {
    const now = new Date('2026-12-10T15:00:00Z'); // Thursday Dec 10 in Dallas
    expect(earliestDelivery(now)).toBe('2026-12-12');
    // A Friday box paused since Nov 20: next Friday that is at least two days away.
    expect(nextOnSchedule('2026-11-20', 'weekly', 20, now)).toBe('2026-12-18');
    expect(nextOnSchedule('2026-11-20', 'biweekly', 20, now)).toBe('2026-12-18');
    expect(nextOnSchedule('2026-10-31', 'monthly', 31, now)).toBe('2026-12-31');
    // A date still far enough ahead stays.
    expect(nextOnSchedule('2026-12-12', 'weekly', 12, now)).toBe('2026-12-12');
  });

  it('offers five weeks of first delivery dates starting two days out, and says the schedule', () => {
    const dates = deliveryDateChoices(new Date('2026-11-25T18:00:00Z'));
    expect(dates[0]).toBe('2026-11-27');
    expect(dates).toHaveLength(35);
    expect(scheduleLabel('weekly', '2026-11-27', 27)).toBe('Every week on Friday');
    expect(scheduleLabel('biweekly', '2026-11-30', 30)).toBe('Every 2 weeks on Monday');
    expect(scheduleLabel('monthly', '2026-12-31', 31)).toBe("Every month on the 31st (or the month's last day)");
    expect(scheduleLabel('monthly', '2026-12-02', 2)).toBe('Every month on the 2nd');
  });
});
