import type { FieldErrors } from 'react-hook-form';
import type { AddressDto } from '../../../../shared/account';
import type { DeliveryAddressInput } from '../../../../shared/checkout';
import { normalizeZipInput } from '../../../../shared/zip';
import { AddressLines } from '../../../components/forms/address-lines';
import { FormField } from '../../../components/forms/form-field';
import { NativeSelect } from '../../../components/ui/native-select';

export const EMPTY_ADDRESS: DeliveryAddressInput = { street: '', street2: '', city: '', state: 'TX', zipCode: '' };

export const fromSaved = (a: AddressDto): DeliveryAddressInput => ({
  street: a.street,
  street2: a.street2,
  city: a.city,
  state: a.state,
  zipCode: a.zipCode,
});

/** The box's delivery address: one of the shopper's saved addresses to start from, or typed in. */
export function AddressFields({
  address,
  saved,
  onChange,
  errors,
}: {
  address: DeliveryAddressInput;
  saved: AddressDto[] | undefined;
  onChange: (address: DeliveryAddressInput) => void;
  errors: FieldErrors<DeliveryAddressInput> | undefined;
}) {
  const set = (field: keyof DeliveryAddressInput, value: string) =>
    onChange({ ...address, [field]: field === 'zipCode' ? normalizeZipInput(value) : value });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {saved?.length ? (
        <FormField label="Use a saved address" optional className="sm:col-span-2">
          <NativeSelect
            value=""
            onChange={(e) => {
              const chosen = saved.find((a) => a.id === e.target.value);
              if (chosen) onChange(fromSaved(chosen));
            }}
          >
            <option value="">Choose one to fill in the fields below</option>
            {saved.map((a) => (
              <option key={a.id} value={a.id} disabled={!a.deliverable}>
                {a.label ? `${a.label}: ` : ''}
                {a.street}, {a.city} {a.zipCode}
                {a.deliverable ? '' : ' (outside our delivery area)'}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      ) : null}
      <AddressLines address={address} errors={errors} onField={set} />
    </div>
  );
}
