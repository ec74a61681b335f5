import type { FieldErrors } from 'react-hook-form';
import { US_STATES } from '../../../shared/account';
import type { DeliveryAddressInput } from '../../../shared/checkout';
import { Input } from '../ui/input';
import { NativeSelect } from '../ui/native-select';
import { FormField } from './form-field';

type AddressField = keyof DeliveryAddressInput;

/**
 * The typed delivery address (street, unit, city, state, ZIP) of checkout and of a subscription box, for
 * a two-column grid the caller lays out; the caller decides what a change does (normalizing the ZIP,
 * forgetting a chosen saved address).
 */
export function AddressLines({
  address,
  errors,
  onField,
}: {
  address: DeliveryAddressInput;
  errors: FieldErrors<DeliveryAddressInput> | undefined;
  onField: (field: AddressField, value: string) => void;
}) {
  return (
    <>
      <FormField label="Street address" error={errors?.street?.message} className="sm:col-span-2">
        <Input
          autoComplete="address-line1"
          value={address.street}
          onChange={(e) => onField('street', e.target.value)}
        />
      </FormField>
      <FormField label="Apartment, suite or unit" optional className="sm:col-span-2">
        <Input
          autoComplete="address-line2"
          value={address.street2 ?? ''}
          onChange={(e) => onField('street2', e.target.value)}
        />
      </FormField>
      <FormField label="City" error={errors?.city?.message}>
        <Input autoComplete="address-level2" value={address.city} onChange={(e) => onField('city', e.target.value)} />
      </FormField>
      <FormField label="State" error={errors?.state?.message}>
        <NativeSelect
          autoComplete="address-level1"
          value={address.state}
          onChange={(e) => onField('state', e.target.value)}
        >
          {US_STATES.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="ZIP code" error={errors?.zipCode?.message}>
        <Input
          autoComplete="postal-code"
          inputMode="numeric"
          value={address.zipCode}
          onChange={(e) => onField('zipCode', e.target.value)}
        />
      </FormField>
    </>
  );
}
