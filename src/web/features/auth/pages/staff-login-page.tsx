import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Loader2, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { AUTH_MESSAGES, signInInput } from '../../../../shared/auth';
import { FormField } from '../../../components/forms/form-field';
import { PasswordInput } from '../../../components/forms/password-input';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { usePageMeta } from '../../../lib/page-meta';
import { SESSION_KEY, useSession } from '../../../lib/session';
import { staffSignIn } from '../api/auth-api';
import { useReturnTarget } from '../api/return-target';
import { AuthCard } from '../components/auth-card';
import { Notice } from '../components/notice';

/** /admin/login: its own sign-in; the server refuses accounts without a staff role. */
export default function StaffLoginPage() {
  usePageMeta({ title: 'Staff Login', description: 'Sign in to the Desi Grocer admin area.' });
  const session = useSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  const returnTarget = useReturnTarget();
  const target = returnTarget.startsWith('/admin') ? returnTarget : '/admin';
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(signInInput), defaultValues: { email: '', password: '', rememberMe: false } });

  if (session.status === 'loading') return <Spinner className="min-h-[60vh]" />;
  if (session.status === 'signed-in' && session.user.role && !isSubmitting) return <Navigate to={target} replace />;

  const onSubmit = handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const { user } = await staffSignIn(values);
      client.setQueryData(SESSION_KEY, user);
      navigate(target, { replace: true });
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : AUTH_MESSAGES.unexpected);
    }
  });

  return (
    <AuthCard
      title="Staff Login"
      subtitle={
        <span className="inline-flex items-center gap-1">
          <ShieldCheck className="size-4" aria-hidden="true" /> For Desi Grocer staff only.
        </span>
      }
    >
      {refusal ? <Notice tone="error">{refusal}</Notice> : null}
      {session.status === 'signed-in' && !session.user.role && !refusal ? (
        <Notice tone="info">
          You are signed in as {session.user.email}, which is not a staff account. Sign in with a staff account.
        </Notice>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="username" {...register('email')} />
        </FormField>
        <FormField label="Password" error={errors.password?.message}>
          <PasswordInput autoComplete="current-password" {...register('password')} />
        </FormField>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4" {...register('rememberMe')} />
          Remember me
        </label>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {isSubmitting ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
    </AuthCard>
  );
}
