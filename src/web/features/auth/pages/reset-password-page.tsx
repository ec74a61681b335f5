import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { AUTH_MESSAGES, RESET_LINK_INVALID_MESSAGE, resetPasswordInput } from '../../../../shared/auth';
import { NewPasswordFields } from '../../../components/forms/new-password-fields';
import { Button, buttonVariants } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { usePageMeta } from '../../../lib/page-meta';
import { resetPassword } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import { Notice } from '../components/notice';

/** Reached from the emailed link: better-auth checks the token and sends ?token=… (or ?error=…). */
export default function ResetPasswordPage() {
  usePageMeta({ title: 'Reset Password', description: 'Choose a new password for your Desi Grocer account.' });
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(resetPasswordInput),
    defaultValues: { token, password: '', confirmPassword: '' },
  });

  if (!token || params.get('error')) {
    return (
      <AuthCard title="Reset Password">
        <Notice tone="error">{RESET_LINK_INVALID_MESSAGE}</Notice>
        <Link to="/forgot-password" className={buttonVariants({ size: 'lg', className: 'w-full' })}>
          Request a new link
        </Link>
      </AuthCard>
    );
  }

  const onSubmit = handleSubmit(async (values) => {
    try {
      await resetPassword(values);
      toast.success('Password reset', { description: AUTH_MESSAGES.passwordReset });
      navigate('/login', { replace: true, state: { notice: 'password-reset' } });
    } catch (error) {
      toast.error('Error', { description: error instanceof ApiError ? error.message : AUTH_MESSAGES.unexpected });
    }
  });

  return (
    <AuthCard title="Reset Password" subtitle="Choose a new password for your account.">
      {errors.token ? <Notice tone="error">{errors.token.message}</Notice> : null}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <input type="hidden" {...register('token')} />
        <NewPasswordFields control={control} register={register} name="password" confirmName="confirmPassword" />
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {isSubmitting ? 'Resetting password...' : 'Reset password'}
        </Button>
      </form>
    </AuthCard>
  );
}
