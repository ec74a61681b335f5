import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { AUTH_MESSAGES, forgotPasswordInput } from '../../../../shared/auth';
import { FormField } from '../../../components/forms/form-field';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { usePageMeta } from '../../../lib/page-meta';
import { requestPasswordReset } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import { Notice } from '../components/notice';

export default function ForgotPasswordPage() {
  usePageMeta({ title: 'Forgot Password', description: 'Reset the password of your Desi Grocer account.' });
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(forgotPasswordInput), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await requestPasswordReset(values);
      setSent(result.message ?? AUTH_MESSAGES.resetEmailSent);
    } catch (error) {
      toast.error('Error', { description: error instanceof ApiError ? error.message : AUTH_MESSAGES.unexpected });
    }
  });

  return (
    <AuthCard title="Forgot Password" subtitle="Enter your email and we will send you a link to reset your password.">
      {sent ? <Notice tone="success">{sent}</Notice> : null}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...register('email')} />
        </FormField>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {isSubmitting ? 'Sending link...' : 'Send reset link'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted">
        Remembered it?{' '}
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          Back to sign in
        </Link>
      </p>
    </AuthCard>
  );
}
