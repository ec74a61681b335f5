import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'min-h-28 w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-base text-ink placeholder:text-gray-500 focus-visible:border-brand-700 sm:text-sm',
        'aria-[invalid=true]:border-red-600',
        className,
      )}
      {...props}
    />
  );
}
