import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { AUTH_MESSAGES, signInInput } from '../../../../shared/auth';
import { FormField } from '../../../components/forms/form-field';
import { PasswordInput } from '../../../components/forms/password-input';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { showServerError } from '../../../lib/form-errors';
import { usePageMeta } from '../../../lib/page-meta';
import { SESSION_KEY, useSession } from '../../../lib/session';
import { savePendingHeart } from '../../../lib/wishlist-queries';
import { signIn } from '../api/auth-api';
import { withReturnTo } from '../../../../shared/return-to';
import { useReturnTarget } from '../api/return-target';
import { AuthCard } from '../components/auth-card';
import { GoogleButton } from '../components/google-button';
import { Notice } from '../components/notice';

const FIELDS = ['email', 'password'] as const;

const GOOGLE_ERRORS: Record<string, string> = {
  access_denied: 'Google sign-in was cancelled.',
};

/** The message a page sends along to /login: from sign-up, a verification link or a password reset. */
function LoginNotice() {
  const [params] = useSearchParams();
  const state = useLocation().state as { notice?: 'verify-email' | 'password-reset' } | null;
  if (params.get('verified') && params.get('error'))
    return <Notice tone="error">{AUTH_MESSAGES.verificationLinkInvalid}</Notice>;
  if (params.get('verified')) return <Notice tone="success">{AUTH_MESSAGES.emailVerified}</Notice>;
  if (state?.notice === 'verify-email') return <Notice tone="info">{AUTH_MESSAGES.signupSuccess.description}</Notice>;
  if (state?.notice === 'password-reset') return <Notice tone="success">{AUTH_MESSAGES.passwordReset}</Notice>;
  return null;
}

export default function LoginPage() {
  usePageMeta({ title: 'Sign In', description: 'Sign in to your Desi Grocer account.' });
  const session = useSession();
  const target = useReturnTarget();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params] = useSearchParams();
  // Just signed up: the new account's email (sign-up's navigation state).
  const signedUpEmail = (useLocation().state as { email?: unknown } | null)?.email;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(signInInput),
    defaultValues: { email: typeof signedUpEmail === 'string' ? signedUpEmail : '', password: '', rememberMe: false },
  });

  const googleFailed = params.get('google') === 'failed' ? (params.get('error') ?? 'failed') : null;
  useEffect(() => {
    if (googleFailed) {
      toast.error(AUTH_MESSAGES.googleFailedTitle, {
        description: GOOGLE_ERRORS[googleFailed] ?? 'We could not sign you in with Google. Please try again.',
      });
    }
  }, [googleFailed]);

  if (session.status === 'loading') return <Spinner className="min-h-[60vh]" />;
  // A signed-in visitor goes straight on (and not while this form is finishing its own sign-in).
  if (session.status === 'signed-in' && !isSubmitting) return <Navigate to={target} replace />;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { user } = await signIn(values);
      client.setQueryData(SESSION_KEY, user);
      await savePendingHeart(client);
      toast.success(AUTH_MESSAGES.loginSuccess.title, { description: AUTH_MESSAGES.loginSuccess.description });
      navigate(target, { replace: true });
    } catch (error) {
      showServerError(error, setError, FIELDS);
      const message = error instanceof ApiError ? error.message : AUTH_MESSAGES.unexpected;
      toast.error(AUTH_MESSAGES.loginFailedTitle, { description: message });
    }
  });

  return (
    <AuthCard title="Sign In" subtitle="Welcome back to Desi Grocer.">
      <LoginNotice />
      <GoogleButton returnTo={target} disabled={isSubmitting} dividerLabel="Or sign in with email" />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...register('email')} />
        </FormField>
        <FormField label="Password" error={errors.password?.message}>
          <PasswordInput autoComplete="current-password" {...register('password')} />
        </FormField>
        <div className="flex items-center justify-between gap-3 text-sm">
          <label className="flex items-center gap-2">
            <input type="checkbox" className="size-4" {...register('rememberMe')} />
            Remember me
          </label>
          <Link to="/forgot-password" className="font-semibold text-brand-700 hover:underline">
            Forgot password?
          </Link>
        </div>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {isSubmitting ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted">
        Don&apos;t have an account?{' '}
        <Link to={withReturnTo('/signup', target)} className="font-semibold text-brand-700 hover:underline">
          Sign up
        </Link>
      </p>
    </AuthCard>
  );
}
