import { describe, expect, it } from 'vitest';
import { cardInput, checkoutStepForPath, clampStep, isCardExpired, isLuhnValid, previousStep } from './checkout';
import { isSlotOpen, openSlots, storeClock, windowLabel } from './delivery-slots';
import { formatOrderNumber, initialOrderStatus, ORDER_NUMBER_PATTERN } from './orders';

describe('checkout steps (spec section 2 and 4)', () => {
  it.each([
    ['/checkout', 1],
    ['/checkout/', 1],
    ['/checkout/delivery', 2],
    ['/checkout/payment', 3],
    ['/checkout/order-success', 4],
    ['/anything/order-success/x', 4],
    ['/checkout/unknown', 1],
  ] as const)('%s is step %i', (path, step) => expect(checkoutStepForPath(path)).toBe(step));
  it('goes back but never below 1 and jumps only to 1–4', () => {
    expect(previousStep(1)).toBe(1);
    expect(previousStep(3)).toBe(2);
    expect(clampStep(9)).toBe(4);
    expect(clampStep(-2)).toBe(1);
  });
});

describe('delivery slots in store time', () => {
  // 2026-03-12 is a Thursday; 13:30 and 14:05 in Chicago (CDT, UTC−5).
  const beforeCutoff = new Date('2026-03-12T18:30:00Z');
  const afterCutoff = new Date('2026-03-12T19:05:00Z');
  it('reads the store clock in America/Chicago', () => {
    expect(storeClock(beforeCutoff)).toEqual({ date: '2026-03-12', hour: 13, minute: 30, weekday: 4 });
  });
  it('offers same-day windows only before 2 PM and at least two hours ahead', () => {
    expect(isSlotOpen('2026-03-12', 14, beforeCutoff)).toBe(false);
    expect(isSlotOpen('2026-03-12', 16, beforeCutoff)).toBe(true);
    expect(isSlotOpen('2026-03-12', 16, afterCutoff)).toBe(false);
    expect(isSlotOpen('2026-03-13', 8, afterCutoff)).toBe(true);
    expect(isSlotOpen('2026-03-19', 8, afterCutoff)).toBe(false);
    expect(isSlotOpen('2026-03-13', 9, afterCutoff)).toBe(false);
    expect(openSlots(afterCutoff)[0]).toEqual({ date: '2026-03-13', start: 8 });
    expect(openSlots(afterCutoff)).toHaveLength(36);
  });
  it('labels windows in 12-hour time', () => expect(windowLabel(12)).toBe('12:00 PM – 2:00 PM'));
});

describe('orders', () => {
  it('formats order numbers US-YYYYMMDD-NNNN, GO by flag, wider when a day is crowded', () => {
    expect(formatOrderNumber('US', '2026-03-12', 42)).toBe('US-20260312-0042');
    expect(formatOrderNumber('GO', '2026-03-12', 9999)).toBe('GO-20260312-9999');
    expect(formatOrderNumber('US', '2026-03-12', 12345)).toBe('US-20260312-12345');
    expect(formatOrderNumber('US', '2026-03-12', 12345)).toMatch(ORDER_NUMBER_PATTERN);
  });
  it('starts cod confirmed, paid cards confirmed, everything else pending (spec section 4)', () => {
    expect(initialOrderStatus('cod', 'unpaid')).toBe('confirmed');
    expect(initialOrderStatus('stripe_card', 'paid')).toBe('confirmed');
    expect(initialOrderStatus('apple_pay', 'pending')).toBe('pending');
    expect(initialOrderStatus('bank', 'paid')).toBe('pending');
  });
});

describe('demo card form', () => {
  it('checks the number, the expiry and the code', () => {
    expect(isLuhnValid('4242424242424242')).toBe(true);
    expect(isLuhnValid('4242424242424241')).toBe(false);
    expect(isCardExpired('02/26', new Date('2026-03-01T00:00:00Z'))).toBe(true);
    expect(isCardExpired('03/26', new Date('2026-03-31T00:00:00Z'))).toBe(false);
    const parsed = cardInput.safeParse({ number: '4242 4242 4242 4241', expiry: '1/30', cvc: '12', name: 'A' });
    expect(parsed.success ? [] : parsed.error.issues.map((i) => i.message)).toEqual([
      'Please enter a valid card number',
      'Please enter a valid expiry date (MM/YY)',
      'Please enter a valid security code',
      'Please enter the name on the card',
    ]);
  });
});
