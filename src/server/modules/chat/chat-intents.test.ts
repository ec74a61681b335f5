import { describe, expect, it } from 'vitest';
import { parseChatMessage } from './chat-intents';
import { PHRASINGS } from './chat-phrasings';
import { chatWords, editDistance, wordMatches } from './chat-words';

describe('parseChatMessage', () => {
  for (const [intent, cases] of Object.entries(PHRASINGS)) {
    describe(intent, () => {
      it.each(cases)('%s', (text, expected) => {
        const parsed = parseChatMessage(text);
        expect({ ...parsed, searchFallback: undefined }).toEqual({ ...expected, searchFallback: undefined });
      });
    });
  }

  it('holds well over 60 real phrasings in all', () => {
    expect(Object.values(PHRASINGS).flat().length).toBeGreaterThan(100);
  });

  it('leaves a message no rule knows to the search index', () => {
    expect(parseChatMessage('basmatti rice')).toMatchObject({ searchFallback: true });
    expect(parseChatMessage('do you have jeera')).not.toHaveProperty('searchFallback');
  });

  it('reads a 5,000-character message quickly', () => {
    const long = 'do you have jeera '.repeat(300);
    const started = performance.now();
    expect(parseChatMessage(long).intent).toBe('product');
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe('chat words', () => {
  it('drops markup and punctuation, keeps percent signs', () => {
    expect(chatWords('<script>alert("x")</script> 100% OFF!!')).toEqual(['alert', 'x', '100%', 'off']);
  });

  it('allows one typo from five letters and two from eight, never in short words', () => {
    expect(wordMatches('delivry', 'delivery')).toBe(true);
    expect(wordMatches('dlivry', 'delivery')).toBe(true);
    expect(wordMatches('refnd', 'refund')).toBe(true);
    expect(wordMatches('rice', 'price')).toBe(true);
    expect(wordMatches('hat', 'hate')).toBe(false);
    expect(wordMatches('state', '=stale')).toBe(false);
    expect(editDistance('ordr', 'order', 1)).toBe(1);
    expect(editDistance('thrusday', 'thursday', 2)).toBe(1);
  });
});
