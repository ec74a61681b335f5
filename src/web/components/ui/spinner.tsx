import { cn } from '../../lib/cn';

/** The spec's lazy-page spinner: a visible 'Loading...' with a status role for screen readers. */
export function Spinner({ label = 'Loading...', className }: { label?: string; className?: string }) {
  return (
    <div role="status" className={cn('flex flex-col items-center justify-center gap-3 py-16 text-muted', className)}>
      <span
        className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
        aria-hidden="true"
      />
      <span className="text-sm">{label}</span>
    </div>
  );
}
