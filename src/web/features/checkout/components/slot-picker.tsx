import type { SlotsDto } from '../../../../shared/checkout';
import { cn } from '../../../lib/cn';

/** Two-hour windows by day; full windows are shown but cannot be chosen. */
export function SlotPicker({
  slots,
  value,
  onChange,
}: {
  slots: SlotsDto | undefined;
  value: { date: string; start: number } | null;
  onChange: (slot: { date: string; start: number }) => void;
}) {
  if (!slots) return <div className="h-24 animate-pulse rounded-lg bg-gray-100" />;
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">Delivery slot</legend>
      <p className="text-xs text-muted">Same-day delivery when you order before {slots.sameDayCutoff} (Dallas time).</p>
      <div className="mt-3 space-y-3">
        {slots.days.map((day) => (
          <div key={day.date}>
            <p className="text-sm font-semibold">{day.label}</p>
            <div className="mt-1 flex flex-wrap gap-2">
              {day.slots.map((slot) => {
                const chosen = value?.date === slot.date && value.start === slot.start;
                return (
                  <label
                    key={slot.start}
                    className={cn(
                      'cursor-pointer rounded-lg border px-3 py-2 text-sm',
                      chosen ? 'border-brand-700 bg-brand-50 font-semibold' : 'border-gray-300',
                      !slot.available && 'cursor-not-allowed opacity-50 line-through',
                    )}
                  >
                    <input
                      type="radio"
                      name="slot"
                      className="sr-only"
                      checked={chosen}
                      disabled={!slot.available}
                      onChange={() => onChange({ date: slot.date, start: slot.start })}
                      aria-label={`${day.label} ${slot.label}${slot.available ? '' : ' (full)'}`}
                    />
                    {slot.label}
                    {slot.available ? null : <span className="sr-only"> full</span>}
                  </label>
                );
              })}
            </div>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
