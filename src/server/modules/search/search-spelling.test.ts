import { describe, expect, it } from 'vitest';
import { closestWord, maxSpellingCost, spellingCost } from './search-spelling';

const candidates = (...words: string[]) => words.map((word) => ({ word, similarity: 0.3, productCount: 1 }));

describe('spellingCost', () => {
  it('counts a swap of neighbouring letters as one edit', () => {
    expect(spellingCost('hladi', 'haldi')).toBe(1);
    expect(spellingCost('mirhc', 'mirch')).toBe(1);
  });

  it('charges half for vowels, doubled letters and aspirates, which romanisations vary', () => {
    expect(spellingCost('basmatti', 'basmati')).toBe(0.5);
    expect(spellingCost('panir', 'paneer')).toBe(1);
    expect(spellingCost('dal', 'dhal')).toBe(0.5);
    expect(spellingCost('rawa', 'rava')).toBe(0.5);
    expect(spellingCost('panir', 'panna')).toBe(2);
    expect(spellingCost('haldi', 'haldi')).toBe(0);
  });
});

describe('closestWord', () => {
  it('allows short words one edit and longer ones two', () => {
    expect(maxSpellingCost('haldi')).toBe(1);
    expect(maxSpellingCost('cardamon')).toBe(2);
    expect(closestWord('hladi', candidates('haldi', 'hair', 'lady'))).toBe('haldi');
    expect(closestWord('masla', candidates('masoor', 'mango'))).toBeNull();
    expect(closestWord('xyz', [])).toBeNull();
  });

  it('takes the nearest word, and among equally near ones the most used, then the most similar', () => {
    expect(closestWord('panir', candidates('panna', 'paneer'))).toBe('paneer');
    expect(closestWord('namkin', candidates('namak', 'namkeen'))).toBe('namkeen');
    expect(
      closestWord('panir', [
        { word: 'pani', similarity: 0.5, productCount: 2 },
        { word: 'paneer', similarity: 0.3, productCount: 40 },
        { word: 'panir', similarity: 1, productCount: 1 },
      ]),
    ).toBe('paneer');
    expect(
      closestWord('dali', [
        { word: 'dal', similarity: 0.4, productCount: 5 },
        { word: 'dala', similarity: 0.5, productCount: 5 },
      ]),
    ).toBe('dala');
  });
});
