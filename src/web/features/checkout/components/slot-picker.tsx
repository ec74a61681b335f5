import { useState } from 'react';
import type { SlotsDto } from '../../../../shared/checkout';
import { cn } from '../../../lib/cn';

/** A window with this many places or fewer says how many are left. */
const FEW_LEFT = 5;

type Slot = SlotsDto['days'][number]['slots'][number];

function placesLeft(slot: Slot): string | null {
  if (!slot.available) return 'Full';
  return slot.remaining <= FEW_LEFT ? `${slot.remaining} left` : null;
}

/**
 * Two-hour windows, one day at a time: a row of days, then that day's windows, each saying "N left" when
 * nearly full and "Full" (not choosable) when full.
 */
export function SlotPicker({
  slots,
  value,
  onChange,
}: {
  slots: SlotsDto | undefined;
  value: { date: string; start: number } | null;
  onChange: (slot: { date: string; start: number }) => void;
}) {
  const [pickedDay, setPickedDay] = useState<string | null>(null);
  if (!slots) return <div className="h-24 animate-pulse rounded-lg bg-gray-100" />;
  const firstOpen = slots.days.find((d) => d.slots.some((s) => s.available)) ?? slots.days[0];
  const day = slots.days.find((d) => d.date === (pickedDay ?? value?.date)) ?? firstOpen;
  if (!day) return <p className="text-sm text-muted">No delivery windows are open right now.</p>;
  return (
    <div>
      <h2 className="text-lg font-bold text-ink">Delivery time</h2>
      <p className="text-xs text-muted">Same-day delivery when you order before {slots.sameDayCutoff} (Dallas time).</p>
      <div role="group" aria-label="Delivery day" className="-mx-1 mt-3 flex gap-2 overflow-x-auto px-1 pb-1">
        {slots.days.map((d) => {
          const open = d.slots.filter((s) => s.available).length;
          const current = d.date === day.date;
          return (
            <button
              key={d.date}
              type="button"
              aria-pressed={current}
              onClick={() => setPickedDay(d.date)}
              className={cn(
                'shrink-0 rounded-lg border px-3 py-2 text-left text-sm',
                current ? 'border-brand-700 bg-brand-50 font-semibold text-ink' : 'border-gray-300 bg-white',
              )}
            >
              <span className="block">{d.label}</span>
              <span className="block text-xs font-normal text-muted">{open ? `${open} open` : 'Full'}</span>
            </button>
          );
        })}
      </div>
      <fieldset className="mt-3">
        <legend className="text-sm font-semibold text-ink">Windows on {day.label}</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
          {day.slots.map((slot) => {
            const chosen = value?.date === slot.date && value.start === slot.start;
            const left = placesLeft(slot);
            return (
              <label
                key={slot.start}
                className={cn(
                  'flex cursor-pointer flex-col rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700',
                  chosen ? 'border-brand-700 bg-brand-50 font-semibold' : 'border-gray-300 bg-white',
                  !slot.available && 'cursor-not-allowed bg-gray-50 text-muted',
                )}
              >
                <input
                  type="radio"
                  name="slot"
                  className="sr-only"
                  checked={chosen}
                  disabled={!slot.available}
                  onChange={() => onChange({ date: slot.date, start: slot.start })}
                  aria-label={`${day.label} ${slot.label}${left ? ` (${left})` : ''}`}
                />
                <span>{slot.label}</span>
                {left ? (
                  <span
                    data-testid="slot-places-left"
                    className={cn('text-xs font-semibold', slot.available ? 'text-amber-800' : 'text-muted')}
                  >
                    {left}
                  </span>
                ) : null}
              </label>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
