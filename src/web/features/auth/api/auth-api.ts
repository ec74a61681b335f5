import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AuthProvidersDto,
  forgotPasswordInput,
  resetPasswordInput,
  SessionUserDto,
  signInInput,
  signUpInput,
} from '../../../../shared/auth';
import { apiGet, apiRequest } from '../../../lib/api-client';

/** The auth pages' calls; each sends the shared schema's parsed output, the server parses it again. */
type Ok = { ok: true; message?: string };

export const providersQuery = queryOptions({
  queryKey: ['auth', 'providers'],
  queryFn: ({ signal }) => apiGet<AuthProvidersDto>('/api/auth/providers', undefined, { signal }),
  staleTime: Infinity,
});

export const signIn = (input: z.output<typeof signInInput>) =>
  apiRequest<{ user: SessionUserDto }>('POST', '/api/auth/sign-in/email', input);

export const staffSignIn = (input: z.output<typeof signInInput>) =>
  apiRequest<{ user: SessionUserDto }>('POST', '/api/auth/staff/sign-in', input);

export const signUp = (input: z.output<typeof signUpInput>) => apiRequest<Ok>('POST', '/api/auth/sign-up/email', input);

export const requestPasswordReset = (input: z.output<typeof forgotPasswordInput>) =>
  apiRequest<Ok>('POST', '/api/auth/request-password-reset', input);

export const resetPassword = (input: z.output<typeof resetPasswordInput>) =>
  apiRequest<Ok>('POST', '/api/auth/reset-password', input);

/** Starts Google's sign-in; the browser leaves for Google and comes back to `returnTo`. */
export async function startGoogleSignIn(returnTo: string): Promise<void> {
  // better-auth adds ?error=<code> to this page when Google refuses or fails.
  const errorTarget = `/login?${new URLSearchParams({ google: 'failed', ...(returnTo !== '/' ? { returnTo } : {}) })}`;
  const { url } = await apiRequest<{ url: string }>('POST', '/api/auth/sign-in/social', {
    provider: 'google',
    callbackURL: returnTo,
    errorCallbackURL: errorTarget,
  });
  window.location.assign(url);
}
