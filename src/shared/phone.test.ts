import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone';

describe('formatPhone', () => {
  it('formats a US number once, however it was typed', () => {
    for (const typed of ['9725550138', '(972) 555-0138', '972.555.0138', '+1 972 555 0138', ' 972-555-0138 '])
      expect(formatPhone(typed)).toBe('(972) 555-0138');
  });

  it('leaves a number that is not a US one as typed', () => {
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
  });
});
