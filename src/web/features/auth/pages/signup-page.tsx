import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { AUTH_MESSAGES, safeReturnTo, type SignUpInput, signUpInput } from '../../../../shared/auth';
import { FormField } from '../../../components/forms/form-field';
import { NewPasswordFields } from '../../../components/forms/new-password-fields';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { showServerError } from '../../../lib/form-errors';
import { usePageMeta } from '../../../lib/page-meta';
import { useSession } from '../../../lib/session';
import { signUp } from '../api/auth-api';
import { withReturnTo } from '../../../../shared/return-to';
import { AuthCard } from '../components/auth-card';
import { GoogleButton } from '../components/google-button';

const FIELDS = ['fullName', 'email', 'phone', 'password', 'confirmPassword', 'acceptTerms'] as const;

export default function SignupPage() {
  usePageMeta({
    title: 'Create Account',
    description: 'Create your Desi Grocer account for fresh Indian groceries in Dallas–Fort Worth.',
  });
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo')) ?? '/';
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<SignUpInput, unknown, ReturnType<typeof signUpInput.parse>>({
    resolver: zodResolver(signUpInput),
    defaultValues: { fullName: '', email: '', phone: '', password: '', confirmPassword: '', acceptTerms: false },
  });

  if (session.status === 'loading') return <Spinner className="min-h-[60vh]" />;
  if (session.status === 'signed-in') return <Navigate to={returnTo} replace />;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await signUp({ ...values, returnTo: returnTo === '/' ? undefined : returnTo });
      toast.success(AUTH_MESSAGES.signupSuccess.title, { description: AUTH_MESSAGES.signupSuccess.description });
      // The sign-in form waits with the new email filled in.
      navigate(withReturnTo('/login', returnTo), { state: { notice: 'verify-email', email: values.email } });
    } catch (error) {
      showServerError(error, setError, FIELDS);
      toast.error(AUTH_MESSAGES.signupFailedTitle, {
        description: error instanceof ApiError ? error.message : AUTH_MESSAGES.unexpected,
      });
    }
  });

  return (
    <AuthCard
      title="Create Account"
      subtitle="Join Desi Grocer for fresh groceries delivered across Dallas–Fort Worth."
    >
      <GoogleButton returnTo={returnTo} disabled={isSubmitting} dividerLabel="Or create with email" />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormField label="Full name" error={errors.fullName?.message}>
          <Input autoComplete="name" {...register('fullName')} />
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...register('email')} />
        </FormField>
        <FormField label="Phone" error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" placeholder="(972) 555-0100" {...register('phone')} />
        </FormField>
        <NewPasswordFields
          control={control}
          register={register}
          name="password"
          confirmName="confirmPassword"
          label="Password"
          confirmLabel="Confirm password"
        />
        <div>
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 size-4"
              aria-invalid={errors.acceptTerms ? true : undefined}
              aria-describedby={errors.acceptTerms ? 'accept-terms-error' : undefined}
              {...register('acceptTerms')}
            />
            <span>
              I accept the{' '}
              <Link to="/terms-of-service" className="font-semibold text-brand-700 underline">
                Terms of Service
              </Link>{' '}
              and{' '}
              <Link to="/privacy-policy" className="font-semibold text-brand-700 underline">
                Privacy Policy
              </Link>
            </span>
          </label>
          {errors.acceptTerms ? (
            <p id="accept-terms-error" role="alert" className="mt-1 text-sm font-medium text-red-700">
              {errors.acceptTerms.message}
            </p>
          ) : null}
        </div>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {isSubmitting ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted">
        Already have an account?{' '}
        <Link to={withReturnTo('/login', returnTo)} className="font-semibold text-brand-700 hover:underline">
          Sign in here
        </Link>
      </p>
    </AuthCard>
  );
}
