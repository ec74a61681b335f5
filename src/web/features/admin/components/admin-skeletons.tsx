import { Skeleton } from '../../../components/ui/skeleton';

/**
 * A list loading: grey bars where the table's rows (cards on a phone) will be, so the page keeps its
 * shape instead of a blank spinner. Screen readers hear the label once.
 */
export function TableSkeleton({ label, rows = 8 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <div className="overflow-hidden rounded-xl border border-gray-200 bg-white max-md:hidden" aria-hidden="true">
        <div className="flex gap-4 bg-gray-50 px-3 py-3">
          {[24, 16, 32, 16, 20, 12].map((width, i) => (
            <Skeleton key={i} className="h-4" style={{ width: `${width}%` }} />
          ))}
        </div>
        {Array.from({ length: rows }, (_, row) => (
          <div key={row} className="flex gap-4 border-t border-gray-100 px-3 py-4">
            {[24, 16, 32, 16, 20, 12].map((width, i) => (
              <Skeleton key={i} className="h-4" style={{ width: `${width}%` }} />
            ))}
          </div>
        ))}
      </div>
      <div className="space-y-3 md:hidden" aria-hidden="true">
        {Array.from({ length: Math.min(rows, 4) }, (_, card) => (
          <div key={card} className="space-y-3 rounded-xl border border-gray-200 bg-white p-3">
            <Skeleton className="h-5 w-1/2" />
            <div className="grid grid-cols-2 gap-3">
              <Skeleton className="h-9" />
              <Skeleton className="h-9" />
              <Skeleton className="h-9" />
              <Skeleton className="h-9" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

/** A page loading its code: its header and a list's shape, where the page will be. */
export function AdminPageSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading the page…</span>
      <div className="mb-6 space-y-3" aria-hidden="true">
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-4 w-full max-w-xl" />
      </div>
      <Skeleton className="mb-4 h-24 max-md:h-10 max-md:w-28" aria-hidden="true" />
      <TableSkeletonShape />
    </div>
  );
}

function TableSkeletonShape() {
  return (
    <div aria-hidden="true" className="space-y-3">
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} className="h-14" />
      ))}
    </div>
  );
}
