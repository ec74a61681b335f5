import { type ClassValue, clsx } from 'clsx';
import { CLASS_GROUPS, GROUP_OVERRIDES } from './cn-groups';

const groupOf = new Map<string, number>();
CLASS_GROUPS.forEach((members, group) => {
  for (const name of members.split(' ')) groupOf.set(name, group);
});

/**
 * Joins class names; where two of them set the same thing, the later one wins and the earlier one is
 * dropped (cn('h-10 px-4', 'px-0') is 'h-10 px-0'), as tailwind-merge decides it for every class name
 * the app writes (scripts/cn-groups.mjs lists them; cn.test.ts checks every pair against tailwind-merge).
 * Repeated names are written once.
 */
export function cn(...inputs: ClassValue[]): string {
  const names = clsx(inputs).split(' ');
  const seen = new Set<string>();
  const overridden = new Set<number>();
  const kept: string[] = [];
  for (let i = names.length - 1; i >= 0; i -= 1) {
    const name = names[i]!;
    if (!name || seen.has(name)) continue;
    seen.add(name);
    const group = groupOf.get(name);
    if (group !== undefined) {
      if (overridden.has(group)) continue;
      overridden.add(group);
      for (const other of GROUP_OVERRIDES[group]!) overridden.add(other);
    }
    kept.push(name);
  }
  return kept.reverse().join(' ');
}
