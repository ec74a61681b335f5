import { randomBytes } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import type { StaffRole } from '../../../shared/auth';
import type { Database } from '../../db/client';
import { accounts, profiles, users } from '../../db/schema/index';
import { inTransaction } from '../../db/executor';

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
  return inTransaction(database, async (tx) => {
    const [created] = await tx.db
      .insert(users)
      .values({ name: user.fullName, email, emailVerified: user.emailVerified ?? true })
      .returning({ id: users.id });
    const userId = created!.id;
    await tx.db.insert(accounts).values({ userId, accountId: userId, providerId: 'credential', password: hash });
    await tx.db
      .insert(profiles)
      .values({ userId, email, fullName: user.fullName, phone: user.phone ?? null, role: user.role ?? null });
    return userId;
  });
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
  const [existing] = await database.db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.email, email));
  if (existing) {
    const [profile] = await database.db
      .select({ role: profiles.role })
      .from(profiles)
      .where(eq(profiles.userId, existing.id));
    await database.db
      .insert(profiles)
      .values({ userId: existing.id, email, fullName: existing.name, role: input.role })
      .onConflictDoUpdate({ target: profiles.userId, set: { role: input.role, updatedAt: new Date() } });
    return { action: 'promoted', userId: existing.id, previousRole: (profile?.role as StaffRole | null) ?? null };
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
