import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { classVocabulary } from '../../../scripts/cn-groups.mjs';
import { cn } from './cn';

const vocabulary: string[] = classVocabulary();

describe('cn', () => {
  it('resolves every pair of class names the app writes as tailwind-merge does', () => {
    // cn and tailwind-merge both keep a name unless a kept later name overrides it, so agreeing on every
    // pair means agreeing on any list of these names. On a failure run `node scripts/cn-groups.mjs`.
    expect(vocabulary.length).toBeGreaterThan(300);
    const differing: string[] = [];
    for (const earlier of vocabulary) {
      for (const later of vocabulary) {
        const expected = twMerge(`${earlier} ${later}`);
        if (cn(earlier, later) !== expected) differing.push(`${earlier} ${later} → ${expected}`);
      }
    }
    expect(differing.slice(0, 20)).toEqual([]);
  }, 120_000);

  it('agrees with tailwind-merge on longer lists of them', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (let n = 0; n < 20_000; n += 1) {
      const names = Array.from(
        { length: 2 + Math.floor(random() * 6) },
        () => vocabulary[Math.floor(random() * vocabulary.length)]!,
      );
      expect(cn(...names)).toBe(twMerge(names.join(' ')));
    }
  });

  it('keeps what does not conflict, drops repeats and empty values', () => {
    expect(cn('h-10 px-4', false, undefined, 'px-0', { 'w-full': true, hidden: false })).toBe('h-10 px-0 w-full');
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2');
    expect(cn('px-2', 'p-4')).toBe('p-4');
    expect(cn('text-sm text-ink', 'text-lg')).toBe('text-ink text-lg');
    expect(cn('btn', 'btn', 'w-full')).toBe('btn w-full');
  });
});
