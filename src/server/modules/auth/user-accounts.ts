import { randomBytes } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import type { StaffRole } from '../../../shared/auth';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/executor';
import { authRepository } from './auth-repository';

export interface NewPasswordUser {
  email: string;
  password: string;
  fullName: string;
  phone?: string | null;
  role?: StaffRole | null;
  emailVerified?: boolean;
}

/**
 * A user with a password, made outside a sign-up (seed, staff CLI): the same rows better-auth writes
 * (user, credential account with its scrypt hash) plus our profile, in one transaction.
 */
export async function createPasswordUser(database: Database, user: NewPasswordUser): Promise<string> {
  const email = user.email.trim().toLowerCase();
  const hash = await hashPassword(user.password);
  return inTransaction(database, (tx) =>
    authRepository.insertPasswordUser(tx, {
      email,
      hash,
      fullName: user.fullName,
      phone: user.phone ?? null,
      role: user.role ?? null,
      emailVerified: user.emailVerified ?? true,
    }),
  );
}

export type StaffOutcome =
  | { action: 'created'; userId: string; generatedPassword?: string }
  | { action: 'promoted'; userId: string; previousRole: StaffRole | null };

/** `npm run staff:create`: promotes an existing user, or creates a verified one with the role. */
export async function createOrPromoteStaff(
  database: Database,
  input: { email: string; role: StaffRole; fullName?: string; password?: string },
): Promise<StaffOutcome> {
  const email = input.email.trim().toLowerCase();
  const existing = await authRepository.userByEmail(database, email);
  if (existing) {
    const previousRole = await authRepository.grantRole(database, {
      userId: existing.id,
      email,
      fullName: existing.name,
      role: input.role,
    });
    return { action: 'promoted', userId: existing.id, previousRole };
  }
  // Only a new account needs a password; printed once so the person can sign in and change it.
  const generatedPassword = input.password ? undefined : generatePassword();
  const userId = await createPasswordUser(database, {
    email,
    password: input.password ?? generatedPassword!,
    fullName: input.fullName ?? email.split('@')[0]!,
    role: input.role,
  });
  return generatedPassword ? { action: 'created', userId, generatedPassword } : { action: 'created', userId };
}

/** Random, starting with a letter, with every class the password rules ask for. */
function generatePassword(): string {
  return `Dg${randomBytes(12).toString('base64url')}9#`;
}
