import { type ReactElement, cloneElement, useId } from 'react';
import { cn } from '../../lib/cn';

/**
 * A labelled control with its hint and error, wired for screen readers: the error is announced and
 * linked with aria-describedby, and the control is marked aria-invalid.
 */
export function FormField({
  label,
  error,
  hint,
  children,
  className,
  optional,
  labelHidden,
}: {
  label: string;
  /** The label is read by screen readers only, for a control whose row already says what it is (a table row's name). */
  labelHidden?: boolean;
  error?: string;
  hint?: string;
  optional?: boolean;
  children: ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;
  className?: string;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className={cn('text-sm font-semibold text-ink', labelHidden && 'sr-only')}>
        {label}
        {optional ? <span className="font-normal text-muted"> (optional)</span> : null}
      </label>
      {cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
