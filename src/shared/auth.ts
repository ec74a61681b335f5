import { z } from 'zod';
import { safeReturnTo } from './auth-messages';

/**
 * Sign-up, sign-in and password payloads with the exact messages of spec section 5. The forms and the
 * API parse the same schemas, so a shopper sees the same words whichever side refuses the input.
 */
export const EMAIL_MESSAGE = 'Please enter a valid email address';
export const FULL_NAME_MESSAGE = 'Full name must be at least 2 characters';
export const PHONE_MESSAGE = 'Phone number must be at least 10 digits';
export const PASSWORD_REQUIRED_MESSAGE = 'Password is required';
export const CURRENT_PASSWORD_REQUIRED_MESSAGE = 'Current password is required';
export const PASSWORDS_MISMATCH_MESSAGE = "Passwords don't match";
export const TERMS_MESSAGE = 'You must accept the terms and conditions';
export const PASSWORD_MIN_LENGTH = 8;
/** better-auth's own ceiling; longer input only costs hashing time. */
export const PASSWORD_MAX_LENGTH = 128;

/** The five rules of the strength meter, in the order the sign-up page lists them. */
export const PASSWORD_RULES = [
  {
    id: 'length',
    label: 'At least 8 characters',
    message: 'Password must be at least 8 characters',
    test: (p: string) => p.length >= PASSWORD_MIN_LENGTH,
  },
  {
    id: 'uppercase',
    label: 'One uppercase letter',
    message: 'Password must contain at least one uppercase letter',
    test: (p: string) => /[A-Z]/.test(p),
  },
  {
    id: 'lowercase',
    label: 'One lowercase letter',
    message: 'Password must contain at least one lowercase letter',
    test: (p: string) => /[a-z]/.test(p),
  },
  {
    id: 'number',
    label: 'One number',
    message: 'Password must contain at least one number',
    test: (p: string) => /\d/.test(p),
  },
  {
    id: 'special',
    label: 'One special character',
    message: 'Password must contain at least one special character',
    test: (p: string) => /[^A-Za-z0-9\s]/.test(p),
  },
] as const;

export const PASSWORD_STRENGTH_LABELS = ['Very Weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;
export type PasswordStrengthLabel = (typeof PASSWORD_STRENGTH_LABELS)[number];

export interface PasswordStrength {
  /** Rules met, 0–5: the number of the meter's five segments to fill. */
  score: number;
  label: PasswordStrengthLabel;
  rules: { id: string; label: string; met: boolean }[];
}

export function passwordStrength(password: string): PasswordStrength {
  const rules = PASSWORD_RULES.map((rule) => ({ id: rule.id, label: rule.label, met: rule.test(password) }));
  const score = rules.filter((rule) => rule.met).length;
  return { score, label: PASSWORD_STRENGTH_LABELS[Math.max(score - 1, 0)]!, rules };
}

export const emailField = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .toLowerCase()
  .max(254, EMAIL_MESSAGE)
  .pipe(z.email({ error: EMAIL_MESSAGE }));

export const fullNameField = z
  .string({ error: FULL_NAME_MESSAGE })
  .trim()
  .min(2, FULL_NAME_MESSAGE)
  .max(100, 'Full name must be at most 100 characters');

/** Counted in digits, so "(972) 555-0100" is ten; only phone punctuation is allowed around them. */
export const phoneField = z
  .string({ error: PHONE_MESSAGE })
  .trim()
  .max(20, 'Phone number must be at most 20 characters')
  .refine((v) => /^\+?[\d\s().-]*$/.test(v) && v.replace(/\D/g, '').length >= 10, PHONE_MESSAGE);

/** A new password: every rule reports its own message, all at once. */
export const newPasswordField = z
  .string({ error: PASSWORD_RULES[0].message })
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
  .superRefine((password, ctx) => {
    for (const rule of PASSWORD_RULES)
      if (!rule.test(password)) ctx.addIssue({ code: 'custom', message: rule.message });
  });

const mismatch = { message: PASSWORDS_MISMATCH_MESSAGE, path: ['confirmPassword'] };

const returnToField = z
  .string()
  .optional()
  .transform((v) => safeReturnTo(v) ?? undefined);

export const signUpInput = z
  .object({
    fullName: fullNameField,
    email: emailField,
    phone: phoneField,
    password: newPasswordField,
    confirmPassword: z.string({ error: PASSWORDS_MISMATCH_MESSAGE }),
    acceptTerms: z.boolean({ error: TERMS_MESSAGE }).refine((v) => v, TERMS_MESSAGE),
    /** Where to go after verifying and signing in. */
    returnTo: returnToField,
  })
  .refine((d) => d.password === d.confirmPassword, mismatch);
export type SignUpInput = z.input<typeof signUpInput>;

export const signInInput = z.object({
  email: emailField,
  password: z.string({ error: PASSWORD_REQUIRED_MESSAGE }).min(1, PASSWORD_REQUIRED_MESSAGE).max(PASSWORD_MAX_LENGTH),
  rememberMe: z.boolean().optional(),
});
export type SignInInput = z.input<typeof signInInput>;

export const forgotPasswordInput = z.object({ email: emailField });
export type ForgotPasswordInput = z.input<typeof forgotPasswordInput>;

export const RESET_LINK_INVALID_MESSAGE =
  'This password reset link is invalid or has expired. Please request a new one.';
export const resetPasswordInput = z
  .object({
    token: z.string({ error: RESET_LINK_INVALID_MESSAGE }).min(1, RESET_LINK_INVALID_MESSAGE).max(200),
    password: newPasswordField,
    confirmPassword: z.string({ error: PASSWORDS_MISMATCH_MESSAGE }),
  })
  .refine((d) => d.password === d.confirmPassword, mismatch);
export type ResetPasswordInput = z.input<typeof resetPasswordInput>;

export const changePasswordInput = z
  .object({
    currentPassword: z
      .string({ error: CURRENT_PASSWORD_REQUIRED_MESSAGE })
      .min(1, CURRENT_PASSWORD_REQUIRED_MESSAGE)
      .max(PASSWORD_MAX_LENGTH),
    newPassword: newPasswordField,
    confirmPassword: z.string({ error: PASSWORDS_MISMATCH_MESSAGE }),
  })
  .refine((d) => d.newPassword === d.confirmPassword, mismatch);
export type ChangePasswordInput = z.input<typeof changePasswordInput>;

export const STAFF_ROLES = ['admin', 'super_admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const isStaffRole = (role: unknown): role is StaffRole => STAFF_ROLES.includes(role as StaffRole);

/** Who is signed in, as `/api/me` and the staff sign-in answer. */
export const sessionUserDto = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  role: z.enum(STAFF_ROLES).nullable(),
  emailVerified: z.boolean(),
});
export type SessionUserDto = z.infer<typeof sessionUserDto>;
export const meReply = z.object({ user: sessionUserDto.nullable() });
export type MeReply = z.infer<typeof meReply>;

export const authProvidersDto = z.object({ google: z.boolean() });
export type AuthProvidersDto = z.infer<typeof authProvidersDto>;

export const okReply = z.object({ ok: z.literal(true), message: z.string().optional() });

export { AUTH_MESSAGES, safeReturnTo } from './auth-messages';
