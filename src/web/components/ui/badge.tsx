import { type VariantProps, cva } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const badgeVariants = cva('badge', {
  variants: {
    variant: {
      discount: 'bg-saffron-700 text-white',
      danger: 'bg-red-700 text-white',
      warning: 'bg-amber-100 text-amber-900',
      success: 'bg-brand-100 text-brand-900',
      info: 'bg-sky-100 text-sky-900',
      neutral: 'bg-gray-100 text-gray-800',
    },
  },
  defaultVariants: { variant: 'neutral' },
});

export function Badge({ className, variant, ...props }: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
