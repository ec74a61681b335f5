import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { deliveryAddressInput, type DeliveryAddressInput } from '../../../../shared/checkout';
import { SLOT_REQUIRED_MESSAGE } from '../../../../shared/delivery-slots';
import { SUBSTITUTION_LABELS, SUBSTITUTIONS, type Substitution } from '../../../../shared/orders';
import { normalizeZipInput } from '../../../../shared/zip';
import { AddressLines } from '../../../components/forms/address-lines';
import { Button, buttonVariants } from '../../../components/ui/button';
import { usePageMeta } from '../../../lib/page-meta';
import { addressesQuery, quoteQuery, slotsQuery } from '../api/checkout-api';
import { lineKey, useCheckoutState } from '../api/checkout-state';
import { quoteInputFrom } from '../components/checkout-layout';
import { SlotPicker } from '../components/slot-picker';

const EMPTY: DeliveryAddressInput = { street: '', street2: '', city: '', state: 'TX', zipCode: '' };
type Errors = Partial<Record<keyof DeliveryAddressInput | 'slot' | 'form', string>>;

/** Step 2 (/checkout/delivery): a saved or new US address in the delivery area, a slot, express, substitutions. */
export default function DeliveryStepPage() {
  usePageMeta({ title: 'Checkout – Delivery', description: 'Delivery address and time for your Desi Grocer order.' });
  const navigate = useNavigate();
  const [state, update] = useCheckoutState();
  const addresses = useQuery(addressesQuery);
  const slots = useQuery(slotsQuery);
  const [address, setAddress] = useState<DeliveryAddressInput>(state.deliveryInfo?.address ?? EMPTY);
  const [addressId, setAddressId] = useState<string | null>(state.deliveryInfo?.addressId ?? null);
  const [slot, setSlot] = useState(state.deliveryInfo?.slot ?? null);
  const [express, setExpress] = useState(state.deliveryInfo?.express ?? false);
  const [substitutions, setSubstitutions] = useState<Record<string, Substitution>>(
    state.deliveryInfo?.substitutions ?? {},
  );
  const [errors, setErrors] = useState<Errors>({});
  const quote = useQuery(
    quoteQuery({ ...quoteInputFrom(state), zipCode: address.zipCode || undefined, state: address.state, express }),
  );

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
    setAddress(
      saved
        ? { street: saved.street, street2: saved.street2, city: saved.city, state: saved.state, zipCode: saved.zipCode }
        : EMPTY,
    );
    setErrors({});
  }

  const set = (field: keyof DeliveryAddressInput, value: string) => {
    setAddressId(null);
    setAddress((a) => ({ ...a, [field]: field === 'zipCode' ? normalizeZipInput(value) : value }));
  };

  function next() {
    const parsed = deliveryAddressInput.safeParse(address);
    const found: Errors = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof DeliveryAddressInput] ??= issue.message;
    if (!slot) found.slot = SLOT_REQUIRED_MESSAGE;
    if (parsed.success && quote.data?.deliveryAvailable === false)
      found.zipCode = 'Delivery not available in your area. Please check your postal code.';
    setErrors(found);
    if (Object.keys(found).length) return;
    update({
      deliveryInfo: {
        address: parsed.data!,
        addressId,
        slot,
        express: express && Boolean(quote.data?.expressAvailable),
        substitutions,
      },
    });
    navigate('/checkout/payment');
  }

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
      </section>

      <section className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6">
        <SlotPicker slots={slots.data} value={slot} onChange={setSlot} />
        {errors.slot ? (
          <p role="alert" className="mt-2 text-sm font-medium text-red-700">
            {errors.slot}
          </p>
        ) : null}
        <label className="mt-4 flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={express}
            disabled={!quote.data?.expressAvailable}
            onChange={(e) => setExpress(e.target.checked)}
          />
          Express delivery (adds half of the area's delivery charge)
          {quote.data && !quote.data.expressAvailable ? ' — not available for this ZIP' : ''}
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
                  <select
                    aria-label={`Substitution for ${line.name}`}
                    className="h-9 rounded-lg border border-gray-300 bg-white px-2 text-sm"
                    value={substitutions[key] ?? 'best_match'}
                    onChange={(e) => setSubstitutions((s) => ({ ...s, [key]: e.target.value as Substitution }))}
                  >
                    {SUBSTITUTIONS.map((s) => (
                      <option key={s} value={s}>
                        {SUBSTITUTION_LABELS[s]}
                      </option>
                    ))}
                  </select>
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
        <Button onClick={next}>Continue to payment</Button>
      </div>
    </div>
  );
}
