import { Check } from 'lucide-react';
import { CHECKOUT_STEPS } from '../../../../shared/checkout';
import { cn } from '../../../lib/cn';

/** Spec section 2: the step follows the path; completed steps are those before the current one. */
export function CheckoutSteps({ current }: { current: number }) {
  return (
    <nav aria-label="Checkout steps">
      <ol className="flex flex-wrap items-center gap-2 text-sm sm:gap-4">
        {CHECKOUT_STEPS.map(({ step, name }) => {
          const done = step < current;
          const active = step === current;
          return (
            <li key={step} className="flex items-center gap-2" aria-current={active ? 'step' : undefined}>
              <span
                className={cn(
                  'flex size-7 items-center justify-center rounded-full border text-xs font-bold',
                  done && 'border-brand-700 bg-brand-700 text-white',
                  active && 'border-saffron-700 bg-saffron-50 text-saffron-800',
                  !done && !active && 'border-gray-300 text-muted',
                )}
              >
                {done ? <Check aria-label="completed" className="size-4" /> : step}
              </span>
              <span className={cn('font-semibold', active ? 'text-ink' : 'text-muted')}>{name}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
