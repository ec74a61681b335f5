import { describe, expect, it } from 'vitest';
import { SEARCH_SYNONYM_PAIRS } from './search-synonyms';
import { documentWords, numberForms, parseSearch, SYNONYMS, textQuery, tokenize } from './search-terms';

describe('the synonym dictionary', () => {
  it('holds at least 60 pairs, all lowercase, none repeated', () => {
    expect(SEARCH_SYNONYM_PAIRS.length).toBeGreaterThanOrEqual(60);
    const keys = SEARCH_SYNONYM_PAIRS.map(([a, b]) => [a, b].sort().join('|'));
    expect(new Set(keys).size).toBe(keys.length);
    for (const [a, b] of SEARCH_SYNONYM_PAIRS) expect([a.toLowerCase(), b.toLowerCase()]).toEqual([a, b]);
  });

  it('joins pairs into small groups, the same from either side', () => {
    expect(SYNONYMS.get('daal')).toEqual(expect.arrayContaining(['dal', 'dhal', 'lentils']));
    expect(SYNONYMS.get('lentils')).toBe(SYNONYMS.get('daal'));
    expect(SYNONYMS.get('pigeon peas')).toEqual(expect.arrayContaining(['toor', 'tuvar', 'arhar']));
    // A group past six members would search unrelated things together.
    for (const group of SYNONYMS.values()) expect(group.length).toBeLessThanOrEqual(6);
  });
});

describe('parseSearch', () => {
  it('splits sizes from words and expands each word', () => {
    const parsed = parseSearch('Toor daal 4 lb');
    expect(parsed.sizes).toEqual(['4 lb']);
    expect(parsed.terms.map((t) => t.typed)).toEqual(['toor', 'daal']);
    expect(parsed.terms[1]).toMatchObject({ inDictionary: true, isLast: true });
    expect(parseSearch('atta 20lb').sizes).toEqual(['20 lb']);
    expect(parseSearch('500gm ghee 2.2 lbs').sizes).toEqual(['500 g', '2.2 lb']);
  });

  it('matches multi-word synonyms as one term and names a thing once', () => {
    expect(parseSearch('whole wheat flour').terms).toEqual([
      expect.objectContaining({ typed: 'whole wheat flour', alternatives: expect.arrayContaining(['atta']) }),
    ]);
    expect(parseSearch('Maida (all-purpose flour)').terms).toHaveLength(1);
  });

  it('keeps only searchable text: other scripts through synonyms, symbols never', () => {
    expect(parseSearch('हल्दी').terms[0]!.alternatives).toEqual(['haldi', 'turmeric']);
    expect(parseSearch('किताब').terms).toEqual([]);
    expect(parseSearch(`%_\\'"():*&|!<->😀`).terms).toEqual([]);
    expect(parseSearch('jalapeño').terms[0]!.alternatives).toEqual(['jalapeno']);
    expect(tokenize("Haldiram's bhujia")).toEqual(['haldirams', 'bhujia']);
  });

  it('writes tsqueries from plain words only', () => {
    expect(textQuery(['toor', 'pigeon peas'], { weight: 'A', prefix: ['too'] })).toBe(
      "(('toor':A | 'toors':A)) | ('pigeon':A <-> ('peas':A | 'pea':A)) | 'too':*A",
    );
  });

  it('knows regular plurals both ways', () => {
    expect(numberForms('lentil')).toEqual(['lentil', 'lentils']);
    expect(numberForms('lentils')).toEqual(['lentils', 'lentil']);
    expect(numberForms('chillies')).toEqual(['chillies', 'chilly', 'chillie']);
    expect(numberForms('tomato')).toEqual(['tomato', 'tomatoes', 'tomatos']);
    expect(numberForms('4')).toEqual(['4']);
  });
});

describe('documentWords', () => {
  it('splits plain ASCII text as tokenize does, without its Unicode path', () => {
    const texts = [
      'Basmati Rice 20lb',
      "Mother's Recipe Mango-Pickle (500g) ... 1.5kg",
      '.5 kg. x`y  a.b. ..c.. 3x 10LB/Pack, "Gluten-free"!',
      'Tab\tand\nnew line 2.0l 100ML',
    ];
    for (const text of texts) expect(documentWords(text), text).toEqual(tokenize(text));
  });

  it('drops accents from words of other texts', () => {
    expect(documentWords('Jalapeño Chutney 250g')).toEqual(['jalapeno', 'chutney', '250', 'g']);
  });
});
