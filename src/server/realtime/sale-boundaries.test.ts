import { afterEach, describe, expect, it, vi } from 'vitest';
import { atSaleBoundaries } from './sale-boundaries';

afterEach(() => vi.useRealTimers());

describe('sale boundaries', () => {
  it('fires just after Thursday 00:00 and Friday 00:00 store time, then waits for the next week', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-12-03T05:59:00Z')); // Wed 23:59 CST
    const onChange = vi.fn();
    const stop = atSaleBoundaries(onChange);
    vi.advanceTimersByTime(59_000);
    expect(onChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_100); // Thu 00:00:00.1
    expect(onChange).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(24 * 3_600_000 - 1_000); // Thu 23:59:59
    expect(onChange).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_100); // Fri 00:00
    expect(onChange).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(6 * 24 * 3_600_000 - 1_000); // the next Wednesday, 23:59:59
    expect(onChange).toHaveBeenCalledTimes(2);
    stop();
    vi.advanceTimersByTime(7 * 24 * 3_600_000);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('follows the clock change: Thursday after DST starts begins at 05:00 UTC', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-12T04:58:00Z')); // Wed 11 Mar 23:58 CDT
    const onChange = vi.fn();
    const stop = atSaleBoundaries(onChange);
    vi.advanceTimersByTime(60_000);
    expect(onChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_100);
    expect(onChange).toHaveBeenCalledTimes(1);
    stop();
  });
});
