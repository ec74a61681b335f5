import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { type AddressDto, type AddressInput, addressInput, US_STATES } from '../../../../shared/account';
import { normalizeZipInput } from '../../../../shared/zip';
import { FormField } from '../../../components/forms/form-field';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { showServerError } from '../../../lib/form-errors';

type Fields = ReturnType<typeof addressInput.parse>;
const FIELDS = ['label', 'street', 'street2', 'city', 'state', 'zipCode'] as const;

/** A US address: street, optional unit, city, state (50 states + DC), 5-digit ZIP; country is always US. */
export function AddressForm({
  address,
  onSave,
  onCancel,
}: {
  address?: AddressDto;
  onSave: (fields: Fields) => Promise<unknown>;
  onCancel: () => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AddressInput, unknown, Fields>({
    resolver: zodResolver(addressInput),
    defaultValues: {
      label: address?.label ?? '',
      street: address?.street ?? '',
      street2: address?.street2 ?? '',
      city: address?.city ?? '',
      state: address?.state ?? 'TX',
      zipCode: address?.zipCode ?? '',
      isDefault: address?.isDefault ?? false,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      showServerError(error, setError, FIELDS);
      throw error;
    }
  });
  const zip = register('zipCode');

  return (
    <form onSubmit={(e) => void onSubmit(e).catch(() => {})} noValidate className="grid gap-4 sm:grid-cols-2">
      <FormField
        label="Label"
        optional
        hint="For example Home or Work"
        error={errors.label?.message}
        className="sm:col-span-2"
      >
        <Input {...register('label')} />
      </FormField>
      <FormField label="Street address" error={errors.street?.message} className="sm:col-span-2">
        <Input autoComplete="address-line1" {...register('street')} />
      </FormField>
      <FormField label="Apartment, suite or unit" optional error={errors.street2?.message} className="sm:col-span-2">
        <Input autoComplete="address-line2" {...register('street2')} />
      </FormField>
      <FormField label="City" error={errors.city?.message}>
        <Input autoComplete="address-level2" {...register('city')} />
      </FormField>
      <FormField label="State" error={errors.state?.message}>
        <NativeSelect autoComplete="address-level1" {...register('state')}>
          {US_STATES.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="ZIP code" error={errors.zipCode?.message}>
        <Input
          inputMode="numeric"
          autoComplete="postal-code"
          {...zip}
          onChange={(e) => {
            e.target.value = normalizeZipInput(e.target.value);
            void zip.onChange(e);
          }}
        />
      </FormField>
      <FormField label="Country">
        <Input value="United States" readOnly className="bg-gray-50" />
      </FormField>
      <label className="flex items-center gap-2 text-sm sm:col-span-2">
        <input type="checkbox" className="size-4" {...register('isDefault')} />
        Use as my default delivery address
      </label>
      <div className="flex gap-3 sm:col-span-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {isSubmitting ? 'Saving...' : 'Save address'}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
