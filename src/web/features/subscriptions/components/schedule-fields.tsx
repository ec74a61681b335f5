import {
  FREQUENCY_LABELS,
  SUBSCRIPTION_FREQUENCIES,
  type SubscriptionFrequency,
} from '../../../../shared/subscription-schedule';
import type { SubscriptionOptionsDto } from '../../../../shared/subscriptions';
import { FormField } from '../../../components/forms/form-field';
import { NativeSelect } from '../../../components/ui/native-select';

/** How often, which day (the first or next delivery sets the weekday or day of the month), which window. */
export function ScheduleFields({
  options,
  frequency,
  date,
  windowStart,
  dateLabel,
  onChange,
  error,
}: {
  options: SubscriptionOptionsDto | undefined;
  frequency: SubscriptionFrequency;
  date: string | null;
  windowStart: number;
  dateLabel: string;
  onChange: (patch: { frequency?: SubscriptionFrequency; nextDeliveryDate?: string; windowStart?: number }) => void;
  error?: string;
}) {
  const dates = options?.deliveryDates ?? [];
  const offered = date && !dates.some((d) => d.date === date) ? [{ date, label: date }, ...dates] : dates;
  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="text-sm font-semibold text-ink">How often</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {SUBSCRIPTION_FREQUENCIES.map((f) => (
            <label
              key={f}
              className="flex items-center gap-2 rounded-lg border border-gray-200 p-3 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="frequency"
                value={f}
                checked={frequency === f}
                onChange={() => onChange({ frequency: f })}
              />
              {FREQUENCY_LABELS[f]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={dateLabel}
          error={error}
          hint={
            frequency === 'monthly'
              ? 'Later boxes come on the same day of each month.'
              : 'Later boxes come on the same weekday.'
          }
        >
          <NativeSelect value={date ?? ''} onChange={(e) => onChange({ nextDeliveryDate: e.target.value })}>
            <option value="" disabled>
              Choose a day
            </option>
            {offered.map((d) => (
              <option key={d.date} value={d.date}>
                {d.label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Delivery window">
          <NativeSelect value={windowStart} onChange={(e) => onChange({ windowStart: Number(e.target.value) })}>
            {(options?.windows ?? []).map((w) => (
              <option key={w.start} value={w.start}>
                {w.label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
    </div>
  );
}
