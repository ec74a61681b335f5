import { CheckCircle2, Loader2, MapPin, XCircle } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { DeliveryZoneDto } from '../../../../shared/delivery';
import {
  ZIP_AVAILABLE_MESSAGE,
  ZIP_LOOKUP_FAILED_MESSAGE,
  zipUnavailableMessage,
} from '../../../../shared/delivery-messages';
import { formatCents } from '../../../../shared/money';
import { INVALID_ZIP_MESSAGE, isValidZip, normalizeZipInput } from '../../../../shared/zip';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { checkDelivery } from '../api/home-api';

export type ZipCheckStatus =
  | { kind: 'none' }
  | { kind: 'success'; zone: DeliveryZoneDto | null }
  | { kind: 'unavailable'; zip: string; nearby: DeliveryZoneDto[] }
  | { kind: 'error'; message: string };

/** Spec sections 4, 5, 8: digits only (max 5), button disabled until 5 digits, result cleared on edit. */
export function ZipCheck({ check = checkDelivery }: { check?: typeof checkDelivery }) {
  const [zip, setZip] = useState('');
  const [status, setStatus] = useState<ZipCheckStatus>({ kind: 'none' });
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const resultId = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const value = zip.trim();
    if (!isValidZip(value)) {
      setStatus({ kind: 'error', message: INVALID_ZIP_MESSAGE });
      return;
    }
    setBusy(true);
    try {
      const result = await check(value);
      setStatus(
        result.isAvailable
          ? { kind: 'success', zone: result.zone }
          : { kind: 'unavailable', zip: value, nearby: result.nearby },
      );
    } catch (err) {
      const message =
        err instanceof ApiError && err.status === 400 ? err.message || INVALID_ZIP_MESSAGE : ZIP_LOOKUP_FAILED_MESSAGE;
      setStatus({ kind: 'error', message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="w-full" noValidate>
      <label htmlFor={inputId} className="flex items-center gap-1.5 text-sm font-semibold text-ink">
        <MapPin className="size-4 text-saffron-700" aria-hidden="true" />
        Check delivery to your ZIP code
      </label>
      <div className="mt-2 flex gap-2">
        <Input
          id={inputId}
          name="zip"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="e.g. 75038"
          value={zip}
          aria-describedby={status.kind === 'none' ? undefined : resultId}
          aria-invalid={status.kind === 'error' || undefined}
          onChange={(e) => {
            setZip(normalizeZipInput(e.target.value));
            setStatus({ kind: 'none' });
          }}
          className="h-11 flex-1"
        />
        <Button type="submit" size="lg" className="h-11" disabled={zip.length !== 5 || busy}>
          {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          Check
        </Button>
      </div>
      <div id={resultId} aria-live="polite" className="mt-2 min-h-6 text-sm">
        {status.kind === 'success' ? (
          <div className="flex gap-2 text-brand-800">
            <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <div>
              <p className="font-semibold">{ZIP_AVAILABLE_MESSAGE}</p>
              {status.zone ? (
                <p className="text-muted">
                  {status.zone.city}: delivery{' '}
                  {status.zone.deliveryChargeCents === 0 ? 'free' : formatCents(status.zone.deliveryChargeCents)}, free
                  on orders over $50{status.zone.expressAvailable ? ' · express available' : ''}
                </p>
              ) : null}
            </div>
          </div>
        ) : null}
        {status.kind === 'unavailable' ? (
          <div className="flex gap-2 text-saffron-800">
            <XCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <div>
              <p className="font-semibold">{zipUnavailableMessage(status.zip)}</p>
              {status.nearby.length ? (
                <p className="text-muted">
                  Nearby areas we serve: {status.nearby.map((z) => `${z.zipcode} (${z.city})`).join(', ')}
                </p>
              ) : null}
            </div>
          </div>
        ) : null}
        {status.kind === 'error' ? (
          <p role="alert" className="flex gap-2 font-semibold text-red-700">
            <XCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {status.message}
          </p>
        ) : null}
      </div>
    </form>
  );
}
