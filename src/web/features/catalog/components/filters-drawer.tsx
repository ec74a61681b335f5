import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import type { UrlFilters } from './filters-url';
import { ProductFilters } from './product-filters';

/** The phone-sized filter panel; loaded on first open so the list page stays light. */
export default function FiltersDrawer({
  open,
  onOpenChange,
  filters,
  category,
  onChange,
  total,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filters: UrlFilters;
  category: string | undefined;
  onChange: (next: UrlFilters) => void;
  total: number | undefined;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        side="left"
        closeLabel="Close filters"
        // Focus the panel, not its first field: on a phone a focused price box pops the keyboard over the filters.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement).focus();
        }}
      >
        <DialogTitle className="mb-4 text-lg font-bold">Filters</DialogTitle>
        <DialogDescription className="sr-only">Narrow the product list</DialogDescription>
        <ProductFilters filters={filters} category={category} onChange={onChange} />
        <Button className="mt-6 w-full" onClick={() => onOpenChange(false)}>
          Show {total ?? ''} results
        </Button>
      </DialogContent>
    </Dialog>
  );
}
