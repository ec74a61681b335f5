import { SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

/** Keys of a list's URL state that order or page it rather than filter it. */
const NOT_FILTERS = new Set(['sort', 'dir', 'page', 'pageSize']);

/** How many filters are in effect: each key with a value (a non-empty list counts once), paging and sort aside. */
export function countActiveFilters(filters: Record<string, unknown>): number {
  return Object.entries(filters).filter(([key, value]) => {
    if (NOT_FILTERS.has(key) || value === undefined || value === null || value === '') return false;
    return !Array.isArray(value) || value.length > 0;
  }).length;
}

/**
 * A list's filter form: open on a wide screen; below 768 px folded behind a "Filters (2)" button that
 * says how many are in effect, so the list, not the form, fills a phone's first screen.
 */
export function FiltersDisclosure({ count, children }: { count: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="mb-4 md:mb-0">
      <Button
        variant="outline"
        className="md:hidden"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((was) => !was)}
      >
        <SlidersHorizontal aria-hidden="true" />
        {count > 0 ? `Filters (${count})` : 'Filters'}
      </Button>
      <div id={id} className={cn(open ? 'max-md:mt-3' : 'max-md:hidden')}>
        {children}
      </div>
    </div>
  );
}
