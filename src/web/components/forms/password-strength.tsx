import { Check, X } from 'lucide-react';
import { passwordStrength } from '../../../shared/auth';
import { cn } from '../../lib/cn';

const SEGMENT_COLORS = ['bg-red-600', 'bg-orange-500', 'bg-amber-500', 'bg-lime-600', 'bg-brand-700'];

/** Spec section 2: five segments (Very Weak … Strong) and the five rules, shown once something is typed. */
export function PasswordStrength({ password }: { password: string }) {
  if (!password) return null;
  const strength = passwordStrength(password);
  const color = SEGMENT_COLORS[Math.max(strength.score - 1, 0)];
  return (
    <div className="mt-1" data-testid="password-strength">
      <div className="flex gap-1" aria-hidden="true">
        {SEGMENT_COLORS.map((_, i) => (
          <span key={i} className={cn('h-1.5 flex-1 rounded-full', i < strength.score ? color : 'bg-gray-200')} />
        ))}
      </div>
      <p className="mt-1 text-xs font-semibold text-ink" aria-live="polite">
        Password strength: {strength.label}
      </p>
      <ul className="mt-1 grid gap-0.5 text-xs sm:grid-cols-2">
        {strength.rules.map((rule) => (
          <li key={rule.id} className={cn('flex items-center gap-1', rule.met ? 'text-brand-800' : 'text-muted')}>
            {rule.met ? (
              <Check className="size-3.5" aria-hidden="true" />
            ) : (
              <X className="size-3.5" aria-hidden="true" />
            )}
            {rule.label}
            <span className="sr-only">{rule.met ? ' (met)' : ' (not met)'}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
