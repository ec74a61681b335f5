import { type VariantProps, cva } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const buttonVariants = cva(
  // .btn and its variants' classes (styles.css) hold the look, once for every button on a page. Kept as
  // utilities: the icon sizes, so they beat an icon's own size class, and text-sm, which a Link styled with
  // buttonVariants() alone (no cn) keeps beside size lg's text-base. A utility passed as className still
  // wins over a variant's class (the components layer is below the utilities).
  'btn text-sm [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'btn-primary',
        accent: 'btn-accent',
        outline: 'btn-outline',
        ghost: 'btn-ghost',
        subtle: 'btn-subtle',
        destructive: 'btn-destructive',
        link: 'btn-link',
      },
      size: {
        sm: 'btn-sm',
        md: 'btn-md',
        lg: 'btn-lg text-base',
        icon: 'btn-icon',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants>;

/** A button. A link that looks like one takes `buttonVariants()` as its class name instead. */
export function Button({ className, variant, size, type = 'button', ...props }: ButtonProps) {
  return <button className={cn(buttonVariants({ variant, size }), className)} type={type} {...props} />;
}
