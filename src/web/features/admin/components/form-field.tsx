import type { ReactNode } from 'react';

/** A labelled field with its error under it, tied together for screen readers (aria-describedby). */
export function Field({
  id,
  label,
  error,
  hint,
  children,
  className,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: (aria: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
  className?: string;
}) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-ink">
        {label}
      </label>
      {children({
        id,
        ...(error ? { 'aria-invalid': true } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const selectClass =
  'h-10 w-full rounded-lg border border-gray-300 bg-white px-3 text-sm text-ink aria-[invalid=true]:border-red-600';
export const textareaClass =
  'min-h-24 w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-base text-ink sm:text-sm aria-[invalid=true]:border-red-600';
