import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';

export interface DealCategory {
  slug: string;
  name: string;
  count: number;
}

const chip = 'inline-flex min-h-10 items-center whitespace-nowrap rounded-full border px-3 text-sm font-semibold';

/** Links, not buttons: a filtered deals page has its own address, works before the app loads and can be shared. */
export function DealCategoryFilter({ categories, selected }: { categories: DealCategory[]; selected: string | null }) {
  const list = useRef<HTMLUListElement>(null);
  // On a phone the row scrolls: bring the chosen category into view (a shared link may choose one far right).
  useEffect(() => {
    const row = list.current;
    const chosen = row?.querySelector<HTMLElement>('[aria-current="true"]');
    // Sideways only: the page itself must not jump.
    if (row && chosen) row.scrollLeft = Math.max(0, chosen.offsetLeft - row.offsetLeft - 16);
  }, [selected]);
  const item = (to: string, label: string, active: boolean) => (
    <li key={to} className="shrink-0">
      <Link
        to={to}
        replace
        aria-current={active ? 'true' : undefined}
        className={cn(
          chip,
          active ? 'border-brand-700 bg-brand-700 text-white' : 'border-gray-300 bg-white text-ink hover:bg-gray-50',
        )}
      >
        {label}
      </Link>
    </li>
  );
  return (
    <nav aria-label="Filter deals by category" className="mt-8">
      {/* One scrolling row on a phone (the links are reachable with Tab), wrapped rows from sm up. */}
      <ul
        ref={list}
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
      >
        {item('/deals', 'All deals', selected === null)}
        {categories.map((c) =>
          item(`/deals?category=${encodeURIComponent(c.slug)}`, `${c.name} (${c.count})`, c.slug === selected),
        )}
      </ul>
    </nav>
  );
}

/** The categories of the cards shown, named from the category list, most deals first. */
export function dealCategories(
  cards: readonly { categorySlug: string }[],
  names: ReadonlyMap<string, string>,
): DealCategory[] {
  const counts = new Map<string, number>();
  for (const card of cards) counts.set(card.categorySlug, (counts.get(card.categorySlug) ?? 0) + 1);
  return [...counts]
    .map(([slug, count]) => ({ slug, count, name: names.get(slug) ?? slug }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}
