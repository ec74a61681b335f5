import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { type ProfileDto, type ProfileInput, profileInput } from '../../../../shared/account';
import { AUTH_MESSAGES } from '../../../../shared/auth';
import { FormField } from '../../../components/forms/form-field';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { showServerError } from '../../../lib/form-errors';
import { useUpdateProfile } from '../api/account-api';

const FIELDS = ['fullName', 'phone', 'dateOfBirth'] as const;

export function ProfileForm({ profile }: { profile: ProfileDto }) {
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileInput, unknown, ReturnType<typeof profileInput.parse>>({
    resolver: zodResolver(profileInput),
    defaultValues: {
      fullName: profile.fullName ?? '',
      phone: profile.phone ?? '',
      dateOfBirth: profile.dateOfBirth ?? '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      reset({ fullName: saved.fullName ?? '', phone: saved.phone ?? '', dateOfBirth: saved.dateOfBirth ?? '' });
      toast.success('Profile updated', { description: 'Your details have been saved.' });
    } catch (error) {
      showServerError(error, setError, FIELDS);
      toast.error('Error', { description: error instanceof ApiError ? error.message : AUTH_MESSAGES.unexpected });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <FormField label="Email" hint="Your email signs you in and cannot be changed here." className="sm:col-span-2">
        <Input type="email" value={profile.email} readOnly className="bg-gray-50" />
      </FormField>
      <FormField label="Full name" optional error={errors.fullName?.message}>
        <Input autoComplete="name" {...register('fullName')} />
      </FormField>
      <FormField label="Phone" optional error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" {...register('phone')} />
      </FormField>
      <FormField label="Date of birth" optional error={errors.dateOfBirth?.message}>
        <Input type="date" autoComplete="bday" {...register('dateOfBirth')} />
      </FormField>
      <div className="flex items-end sm:col-span-2">
        <Button type="submit" disabled={isSubmitting || !isDirty}>
          {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {isSubmitting ? 'Saving...' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
