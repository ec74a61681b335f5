import { Minus, Plus } from 'lucide-react';
import { MAX_SERVINGS, MIN_SERVINGS } from '../../../../shared/recipes';
import { Button } from '../../../components/ui/button';

/** Servings stepper: the ingredient amounts and what "Add all" buys follow it. */
export function ServingsControl({ value, onChange }: { value: number; onChange: (next: number) => void }) {
  const set = (next: number) => onChange(Math.min(MAX_SERVINGS, Math.max(MIN_SERVINGS, next)));
  return (
    <div className="flex items-center gap-2">
      <span id="servings-label" className="text-sm font-semibold text-ink">
        Servings
      </span>
      <Button
        variant="outline"
        size="icon"
        onClick={() => set(value - 1)}
        disabled={value <= MIN_SERVINGS}
        aria-label="Fewer servings"
      >
        <Minus aria-hidden="true" />
      </Button>
      <input
        type="number"
        inputMode="numeric"
        min={MIN_SERVINGS}
        max={MAX_SERVINGS}
        value={value}
        aria-labelledby="servings-label"
        onChange={(e) => {
          const next = Number(e.target.value);
          if (Number.isFinite(next) && next >= MIN_SERVINGS) set(Math.round(next));
        }}
        className="h-10 w-16 rounded-lg border border-gray-300 text-center text-base font-semibold tabular-nums"
      />
      <Button
        variant="outline"
        size="icon"
        onClick={() => set(value + 1)}
        disabled={value >= MAX_SERVINGS}
        aria-label="More servings"
      >
        <Plus aria-hidden="true" />
      </Button>
    </div>
  );
}
