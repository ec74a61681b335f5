import { describe, expect, it } from 'vitest';
import { SEARCH_EXACT_TOTAL_LIMIT } from '../../../../shared/search-constants';
import { resultsCountText } from './results-count';

describe('resultsCountText', () => {
  it('gives a search its exact count below the limit', () => {
    expect(resultsCountText({ total: 987, page: 2, pageSize: 20 }, true)).toBe('Showing 21–40 of 987 results');
    expect(resultsCountText({ total: 987, page: 2, pageSize: 20, totalIsEstimate: false }, true)).toBe(
      'Showing 21–40 of 987 results',
    );
  });

  it('says "1,000+" when search stopped counting', () => {
    expect(
      resultsCountText({ total: SEARCH_EXACT_TOTAL_LIMIT, page: 1, pageSize: 20, totalIsEstimate: true }, true),
    ).toBe('Showing 1–20 of 1,000+ results');
  });

  it('counts catalog products and shows nothing for no results', () => {
    expect(resultsCountText({ total: 57, page: 3, pageSize: 20 }, false)).toBe('Showing 41–57 of 57 products');
    expect(resultsCountText({ total: 0, page: 1, pageSize: 20 }, true)).toBe('');
  });
});
