import { describe, expect, it } from 'vitest';
import { addressInput, isValidBirthDate, storeToday, US_STATES } from './account';

describe('US_STATES', () => {
  it('has the 50 states and DC', () => {
    expect(US_STATES).toHaveLength(51);
    expect(US_STATES.map(([code]) => code)).toContain('DC');
    expect(new Set(US_STATES.map(([code]) => code)).size).toBe(51);
  });
});

describe('isValidBirthDate', () => {
  const today = '2026-03-15';
  it.each([
    ['2008-03-15', true],
    ['2008-03-16', false],
    ['1926-03-15', true],
    ['1926-03-14', false],
    ['1990-02-29', false],
    ['1992-02-29', true],
    ['1990-13-01', false],
    ['15/03/1990', false],
  ])('%s → %s', (value, valid) => {
    expect(isValidBirthDate(value, today)).toBe(valid);
  });
  it('uses the store calendar (America/Chicago)', () => {
    // 03:00 UTC on Mar 16 is still Mar 15 in Dallas.
    expect(storeToday(new Date('2026-03-16T03:00:00Z'))).toBe('2026-03-15');
  });
});

describe('addressInput', () => {
  it('fixes the state to upper case and fills the optional parts', () => {
    expect(addressInput.parse({ street: '1 Main St', city: 'Plano', state: 'tx', zipCode: '75024' })).toEqual({
      label: '',
      street: '1 Main St',
      street2: '',
      city: 'Plano',
      state: 'TX',
      zipCode: '75024',
    });
  });
});
