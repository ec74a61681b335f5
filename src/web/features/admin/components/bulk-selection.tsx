import { type ReactNode, useState } from 'react';
import type { BulkReportDto } from '../../../../shared/admin-bulk';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';

export interface BulkSelection {
  ids: Set<string>;
  /** Every row the filters match, not only the ticked ones ("select all matching"). */
  allMatching: boolean;
}

/**
 * The ticked rows of a table. `scope` is the list's filters: changing them clears the selection, so a
 * bulk action never reaches rows that are no longer on screen.
 */
export function useBulkSelection(scope: string) {
  const [state, setState] = useState<BulkSelection & { scope: string }>({ scope, ids: new Set(), allMatching: false });
  const current = state.scope === scope ? state : { scope, ids: new Set<string>(), allMatching: false };
  return {
    ...current,
    setIds: (ids: Set<string>) => setState({ scope, ids, allMatching: false }),
    selectAllMatching: () => setState({ ...current, allMatching: true }),
    clear: () => setState({ scope, ids: new Set(), allMatching: false }),
    /** What the bulk route takes: the ids, or the filters as the list's URL parameters. */
    request: (search: URLSearchParams) =>
      current.allMatching ? { filters: Object.fromEntries(search) } : { ids: [...current.ids] },
  };
}

/** The bar above a table while rows are ticked: how many, "select all matching", and the actions. */
export function BulkBar({
  selection,
  pageIds,
  total,
  noun,
  children,
}: {
  selection: ReturnType<typeof useBulkSelection>;
  pageIds: string[];
  total: number;
  noun: string;
  children: ReactNode;
}) {
  const count = selection.allMatching ? total : selection.ids.size;
  if (count === 0) return null;
  const wholePage = pageIds.length > 0 && pageIds.every((id) => selection.ids.has(id));
  return (
    <section
      aria-label="Bulk actions"
      className="mb-3 flex flex-wrap items-center gap-2 rounded-xl border border-brand-200 bg-brand-50 p-3 print:hidden"
    >
      <p className="text-sm font-semibold text-ink" aria-live="polite">
        {selection.allMatching ? `All ${total} matching ${noun} selected` : `${count} selected`}
      </p>
      {wholePage && !selection.allMatching && total > selection.ids.size ? (
        <Button variant="link" size="sm" onClick={selection.selectAllMatching}>
          Select all {total} matching {noun}
        </Button>
      ) : null}
      <Button variant="ghost" size="sm" onClick={selection.clear}>
        Clear selection
      </Button>
      <div className="flex flex-wrap gap-2 sm:ml-auto">{children}</div>
    </section>
  );
}

/** What a bulk action did to each item: done ones, then refused ones with the reason. */
export function BulkReportDialog({
  title,
  report,
  onClose,
}: {
  title: string;
  report: BulkReportDto;
  onClose: () => void;
}) {
  const refused = report.items.filter((item) => !item.done);
  const done = report.items.filter((item) => item.done);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogTitle className="text-lg font-bold text-ink">{title}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-muted">
          {report.done} done, {report.refused} refused. Each item was changed whole or not at all.
        </DialogDescription>
        <ReportSection name="Refused" items={refused} headingClass="text-red-800" listClass="" />
        <ReportSection name="Done" items={done} headingClass="text-brand-800" listClass="max-h-64 overflow-y-auto" />
        <div className="mt-4 flex justify-end">
          <Button onClick={onClose}>Close</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** One group of a bulk report (refused or done): nothing when the group is empty. */
function ReportSection({
  name,
  items,
  headingClass,
  listClass,
}: {
  name: string;
  items: BulkReportDto['items'];
  headingClass: string;
  listClass: string;
}) {
  if (!items.length) return null;
  return (
    <section className="mt-4" aria-label={name}>
      <h3 className={`text-sm font-bold ${headingClass}`}>{name}</h3>
      <ul className={`mt-1 space-y-1 text-sm ${listClass}`}>
        {items.map((item) => (
          <li key={item.id}>
            <span className="font-semibold">{item.label}</span>: {item.message}
          </li>
        ))}
      </ul>
    </section>
  );
}
