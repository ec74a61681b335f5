import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** The browser's own select, styled like Input: right for short fixed lists in forms, and on phones. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'h-10 w-full rounded-lg border border-gray-300 bg-white px-3 text-base text-ink focus-visible:border-brand-700 sm:text-sm',
        'aria-[invalid=true]:border-red-600',
        className,
      )}
      {...props}
    />
  );
}
