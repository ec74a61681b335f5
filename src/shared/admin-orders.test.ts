import { describe, expect, it } from 'vitest';
import { nextPackingWindow } from './admin-orders';

/** Store time is America/Chicago: 15:00 UTC in late November is 09:00 there (CST, UTC−6). */
describe('nextPackingWindow', () => {
  it('opens on the next window that has not started yet, not on one already under way', () => {
    expect(nextPackingWindow(new Date('2026-11-26T15:00:00Z'))).toEqual({ date: '2026-11-26', start: 10 });
    expect(nextPackingWindow(new Date('2026-11-26T16:05:00Z'))).toEqual({ date: '2026-11-26', start: 12 });
  });

  it("moves to tomorrow's first window once today's last one has begun", () => {
    expect(nextPackingWindow(new Date('2026-11-27T00:30:00Z'))).toEqual({ date: '2026-11-27', start: 8 });
    expect(nextPackingWindow(new Date('2026-11-27T05:59:00Z'))).toEqual({ date: '2026-11-27', start: 8 });
  });

  it('before the first window, opens on it', () => {
    expect(nextPackingWindow(new Date('2026-11-26T12:00:00Z'))).toEqual({ date: '2026-11-26', start: 8 });
  });
});
