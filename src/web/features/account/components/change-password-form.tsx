import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { AUTH_MESSAGES, changePasswordInput } from '../../../../shared/auth';
import { FormField } from '../../../components/forms/form-field';
import { NewPasswordFields } from '../../../components/forms/new-password-fields';
import { PasswordInput } from '../../../components/forms/password-input';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { showServerError } from '../../../lib/form-errors';
import { SESSION_KEY } from '../../../lib/session';
import { changePassword } from '../api/account-api';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/** Needs the current password; other devices are signed out when it changes. */
export function ChangePasswordForm() {
  const client = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(changePasswordInput),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await changePassword(values);
      reset();
      void client.invalidateQueries({ queryKey: SESSION_KEY });
      toast.success('Password changed', { description: result.message });
    } catch (error) {
      showServerError(error, setError, FIELDS);
      toast.error('Error', { description: error instanceof ApiError ? error.message : AUTH_MESSAGES.unexpected });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:max-w-md">
      <FormField label="Current password" error={errors.currentPassword?.message}>
        <PasswordInput
          autoComplete="current-password"
          showLabel="Show current password"
          hideLabel="Hide current password"
          {...register('currentPassword')}
        />
      </FormField>
      <NewPasswordFields
        control={control}
        register={register}
        name="newPassword"
        confirmName="confirmPassword"
        showLabel="Show new password"
        hideLabel="Hide new password"
      />
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {isSubmitting ? 'Changing password...' : 'Change password'}
        </Button>
      </div>
    </form>
  );
}
