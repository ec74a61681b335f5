import { describe, expect, it } from 'vitest';
import { TopScores } from './top-scores';

describe('TopScores', () => {
  it('holds the k-th highest score offered, ties included', () => {
    const scores = Array.from({ length: 500 }, (_, i) => ((i * 7919) % 97) / 4);
    for (const k of [1, 2, 20, 100, 499, 500]) {
      const top = new TopScores(k, scores.length);
      scores.forEach((score, i) => {
        top.offer(score);
        const held = scores.slice(0, i + 1).sort((a, b) => b - a);
        expect(top.full).toBe(held.length >= k);
        if (top.full) expect(top.lowest).toBe(held[k - 1]);
      });
    }
  });

  it('is never full when k exceeds what can be offered', () => {
    const top = new TopScores(1_000_000, 3);
    for (const score of [3, 1, 2]) top.offer(score);
    expect(top.full).toBe(false);
    expect(new TopScores(0, 10).full).toBe(false);
  });
});
