import { describe, expect, it } from 'vitest';
import { isValidZip, normalizeZipInput, zipPrefix } from './zip';

describe('ZIP input rules', () => {
  it('keeps digits only and at most five', () => {
    expect(normalizeZipInput('75-03a8')).toBe('75038');
    expect(normalizeZipInput('750381234')).toBe('75038');
    expect(normalizeZipInput(' 7 5 ')).toBe('75');
    expect(normalizeZipInput('abc')).toBe('');
    // Strip, then cap: the dash and letter do not use up any of the five.
    expect(normalizeZipInput('75a0-3812')).toBe('75038');
  });
  it('is valid only with exactly five digits (trimmed)', () => {
    expect(isValidZip('75038')).toBe(true);
    expect(isValidZip(' 75038 ')).toBe(true);
    expect(isValidZip('7503')).toBe(false);
    expect(isValidZip('750381')).toBe(false);
    expect(isValidZip('7503a')).toBe(false);
  });
  it('nearby zones share the first three digits', () => {
    expect(zipPrefix('75038')).toBe('750');
  });
});
