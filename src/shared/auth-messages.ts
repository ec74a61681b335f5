import { SESSION_MESSAGES } from './session-messages';
import { waitPhrase } from './wait-phrase';

/**
 * Toasts and answers of spec section 8 and of the server, worded once. Kept free of zod; the app
 * shell itself only loads the few it shows (session-messages.ts).
 */
export const AUTH_MESSAGES = {
  ...SESSION_MESSAGES,
  loginFailedTitle: 'Login Failed',
  loginSuccess: { title: 'Welcome back!', description: 'You have been logged in successfully.' },
  googleFailedTitle: 'Google Sign In Failed',
  googleNotConfigured: 'Google sign-in is not configured',
  signupFailedTitle: 'Signup Failed',
  signupSuccess: {
    title: 'Account Created Successfully!',
    description: 'Please check your email to verify your account before signing in.',
  },
  unexpected: 'An unexpected error occurred. Please try again.',
  invalidCredentials: 'Invalid email or password',
  emailNotVerified: 'Please verify your email address before signing in. We have sent you a new verification link.',
  emailVerified: 'Your email is verified. Please sign in.',
  verificationLinkInvalid: 'This verification link is invalid or has expired. Sign in to get a new one.',
  resetEmailSent: 'If an account exists for that email, we have sent a link to reset your password.',
  passwordReset: 'Your password has been reset. Please sign in with your new password.',
  passwordChanged: 'Your password has been changed. Other devices have been signed out.',
  currentPasswordWrong: 'Current password is incorrect',
  noPasswordSet: 'This account signs in with Google and has no password to change.',
  signInRequired: 'Please sign in to continue.',
  forbidden: 'You do not have permission to do that.',
  superAdminOnly: 'Only a super admin can change staff roles.',
  auditLogSuperAdminOnly: 'Only a super admin can see the audit log.',
  tooManyAttempts: (seconds: number) =>
    `Too many attempts. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
  signInAccountThrottled: (seconds: number) =>
    `Too many failed sign-ins for this account. Please wait ${waitPhrase(seconds)} and try again, or reset your password.`,
  signInAddressThrottled: (seconds: number) =>
    `Too many failed sign-ins from your network. Please wait ${waitPhrase(seconds)} and try again.`,
  accountEmailsThrottled: (seconds: number) =>
    `Too many emails asked for. Please wait ${waitPhrase(seconds)} before asking for another link.`,
} as const;

export { safeReturnTo } from './return-to';
