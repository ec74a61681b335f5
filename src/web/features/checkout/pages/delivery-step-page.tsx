import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { deliveryAddressInput, type DeliveryAddressInput } from '../../../../shared/checkout';
import { SLOT_REQUIRED_MESSAGE } from '../../../../shared/delivery-slots';
import { SUBSTITUTION_LABELS, SUBSTITUTIONS, type Substitution } from '../../../../shared/orders';
import { isValidZip, normalizeZipInput } from '../../../../shared/zip';
import { formatCents } from '../../../../shared/money';
import { AddressLines } from '../../../components/forms/address-lines';
import { Button, buttonVariants } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/native-select';
import { usePageMeta } from '../../../lib/page-meta';
import { addressesQuery, quoteQuery, slotsQuery } from '../api/checkout-api';
import { lineKey, useCheckoutState } from '../api/checkout-state';
import { quoteInputFrom } from '../components/checkout-layout';
import { SlotPicker } from '../components/slot-picker';

const EMPTY: DeliveryAddressInput = { street: '', street2: '', city: '', state: 'TX', zipCode: '' };
const NOT_DELIVERED_MESSAGE = 'Delivery not available in your area. Please check your postal code.';

/** Step 2 (/checkout/delivery): a saved or new US address in the delivery area, a slot, express, substitutions. */
export default function DeliveryStepPage() {
  usePageMeta({ title: 'Checkout – Delivery', description: 'Delivery address and time for your Desi Grocer order.' });
  const navigate = useNavigate();
  const [state, update] = useCheckoutState();
  const addresses = useQuery(addressesQuery);
  const slots = useQuery(slotsQuery);
  // Messages appear on Continue; after that each field's own message goes as soon as the field is valid.
  const form = useForm<DeliveryAddressInput, unknown, z.output<typeof deliveryAddressInput>>({
    resolver: zodResolver(deliveryAddressInput),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: state.deliveryInfo?.address ?? EMPTY,
  });
  const address = useWatch({ control: form.control }) as DeliveryAddressInput;
  const { errors, isSubmitted } = form.formState;
  const [saveAddress, setSaveAddress] = useState(state.deliveryInfo?.saveAddress ?? true);
  const [addressId, setAddressId] = useState<string | null>(state.deliveryInfo?.addressId ?? null);
  const [slot, setSlot] = useState(state.deliveryInfo?.slot ?? null);
  const [express, setExpress] = useState(state.deliveryInfo?.express ?? false);
  const [substitutions, setSubstitutions] = useState<Record<string, Substitution>>(
    state.deliveryInfo?.substitutions ?? {},
  );
  const [slotError, setSlotError] = useState<string | null>(null);
  const quote = useQuery(
    quoteQuery({ ...quoteInputFrom(state), zipCode: address.zipCode || undefined, state: address.state, express }),
  );
  // Express is priced per ZIP: nothing is said about it until a whole ZIP is typed or chosen.
  const zipEntered = isValidZip(address.zipCode);
  const expressPriceCents = zipEntered ? (quote.data?.expressPriceCents ?? null) : null;

  // Prefill with the default saved address the first time.
  useEffect(() => {
    if (state.deliveryInfo || addressId || !addresses.data?.length) return;
    const preferred =
      addresses.data.find((a) => a.isDefault && a.deliverable) ?? addresses.data.find((a) => a.deliverable);
    if (preferred) choose(preferred.id);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [addresses.data]);

  function choose(id: string | null) {
    setAddressId(id);
    const saved = addresses.data?.find((a) => a.id === id);
    form.reset(
      saved
        ? { street: saved.street, street2: saved.street2, city: saved.city, state: saved.state, zipCode: saved.zipCode }
        : EMPTY,
    );
  }

  const set = (field: keyof DeliveryAddressInput, value: string) => {
    setAddressId(null);
    form.setValue(field, field === 'zipCode' ? normalizeZipInput(value) : value, {
      shouldDirty: true,
      shouldValidate: isSubmitted,
    });
  };

  const chooseSlot = (chosen: { date: string; start: number }) => {
    setSlot(chosen);
    setSlotError(null);
  };

  const next = form.handleSubmit(
    (parsed) => {
      if (!slot) return setSlotError(SLOT_REQUIRED_MESSAGE);
      if (quote.data?.deliveryAvailable === false) return form.setError('zipCode', { message: NOT_DELIVERED_MESSAGE });
      update({
        deliveryInfo: {
          address: parsed,
          addressId,
          slot,
          express: express && expressPriceCents !== null,
          substitutions,
          saveAddress: addressId === null && saveAddress,
        },
      });
      navigate('/checkout/payment');
    },
    () => setSlotError(slot ? null : SLOT_REQUIRED_MESSAGE),
  );

  return (
    <div className="space-y-6">
      <section className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 className="text-lg font-bold text-ink">Delivery address</h2>
        {addresses.data?.length ? (
          <fieldset className="mt-3 space-y-2">
            <legend className="sr-only">Saved addresses</legend>
            {addresses.data.map((a) => (
              <label key={a.id} className="flex items-start gap-3 rounded-lg border border-gray-200 p-3 text-sm">
                <input
                  type="radio"
                  name="address"
                  checked={addressId === a.id}
                  onChange={() => choose(a.id)}
                  className="mt-1"
                />
                <span>
                  <span className="font-semibold">{a.label || 'Saved address'}</span> — {a.street}
                  {a.street2 ? `, ${a.street2}` : ''}, {a.city}, {a.state} {a.zipCode}
                  {a.deliverable ? null : (
                    <span className="block text-red-700">We do not deliver to this ZIP yet.</span>
                  )}
                </span>
              </label>
            ))}
            <label className="flex items-center gap-3 rounded-lg border border-gray-200 p-3 text-sm">
              <input type="radio" name="address" checked={addressId === null} onChange={() => choose(null)} />
              <span className="font-semibold">A new address</span>
            </label>
          </fieldset>
        ) : null}
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <AddressLines address={address} errors={errors} onField={set} />
        </div>
        {addressId === null ? (
          <label className="mt-4 flex items-center gap-2 text-sm">
            <input type="checkbox" checked={saveAddress} onChange={(e) => setSaveAddress(e.target.checked)} />
            Save this address
            <span className="text-muted">(offered first next time)</span>
          </label>
        ) : null}
      </section>

      <section className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6">
        <SlotPicker slots={slots.data} value={slot} onChange={chooseSlot} />
        {slotError ? (
          <p role="alert" className="mt-2 text-sm font-medium text-red-700">
            {slotError}
          </p>
        ) : null}
        <label className="mt-4 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <input
            type="checkbox"
            checked={express && expressPriceCents !== null}
            disabled={expressPriceCents === null}
            onChange={(e) => setExpress(e.target.checked)}
          />
          <span className="font-semibold">Express delivery</span>
          {expressPriceCents !== null ? (
            <span data-testid="express-price">+{formatCents(expressPriceCents)}</span>
          ) : null}
          {zipEntered && quote.data && expressPriceCents === null ? (
            <span className="text-muted">Not available for ZIP {address.zipCode}</span>
          ) : null}
        </label>
      </section>

      {quote.data?.lines.length ? (
        <section className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6">
          <h2 className="text-lg font-bold text-ink">If an item is out of stock</h2>
          <ul className="mt-3 space-y-2">
            {quote.data.lines.map((line) => {
              const key = lineKey(line.productId, line.variantId);
              return (
                <li key={key} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                  <span>
                    {line.name}
                    {line.variantName ? ` (${line.variantName})` : ''}
                  </span>
                  <NativeSelect
                    aria-label={`Substitution for ${line.name}`}
                    className="h-9 w-auto px-2"
                    value={substitutions[key] ?? 'best_match'}
                    onChange={(e) => setSubstitutions((s) => ({ ...s, [key]: e.target.value as Substitution }))}
                  >
                    {SUBSTITUTIONS.map((s) => (
                      <option key={s} value={s}>
                        {SUBSTITUTION_LABELS[s]}
                      </option>
                    ))}
                  </NativeSelect>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}

      <div className="flex justify-between gap-3">
        <Link to="/checkout" className={buttonVariants({ variant: 'outline' })}>
          Back
        </Link>
        <Button onClick={(e) => void next(e)}>Continue to payment</Button>
      </div>
    </div>
  );
}
