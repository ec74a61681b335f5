import { asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { StaffRole } from '../../../shared/auth';
import type { Executor } from '../../db/executor';
import { accounts, profiles, users } from '../../db/schema/index';

/** `role` is free text in the table; the check constraint keeps it to the staff roles. */
type WithRole<R> = { role: R };

export type ProfileSummary = Pick<typeof profiles.$inferSelect, 'fullName'> & WithRole<StaffRole | null>;

export type StaffRow = Pick<typeof profiles.$inferSelect, 'userId' | 'fullName'> &
  Pick<typeof users.$inferSelect, 'email'> &
  WithRole<StaffRole>;

const staffColumns = {
  userId: profiles.userId,
  email: users.email,
  fullName: profiles.fullName,
  role: profiles.role,
};

/** The SQL the auth module needs beside better-auth's own: profiles, roles, session removal. */
export const authRepository = {
  /** Every new user (email, Google, CLI, seed) gets a profile; a second call changes nothing. */
  async createProfile(
    ex: Executor,
    profile: { userId: string; email: string; fullName: string | null; phone: string | null },
  ) {
    await ex.query(
      `insert into profiles (user_id, email, full_name, phone) values ($1, $2, $3, $4) on conflict (user_id) do nothing`,
      [profile.userId, profile.email, profile.fullName, profile.phone],
    );
  },

  async profileSummary(ex: Executor, userId: string): Promise<ProfileSummary | undefined> {
    const [row] = await ex.db
      .select({ role: profiles.role, fullName: profiles.fullName })
      .from(profiles)
      .where(eq(profiles.userId, userId));
    return row as ProfileSummary | undefined;
  },

  async deleteSessionByToken(ex: Executor, token: string): Promise<void> {
    await ex.query('delete from sessions where token = $1', [token]);
  },

  async findUserIdByEmail(ex: Executor, email: string): Promise<string | undefined> {
    const rows = await ex.query<{ id: string }>('select id from users where email = $1', [email.toLowerCase()]);
    return rows[0]?.id;
  },

  /**
   * Ends a user's outstanding password-reset links, except `keepIdentifier` (the stored form of the
   * link just sent) and anything newer than it, so of two requests at once the later one survives.
   * better-auth stores a reset link as `value = user id` under a hashed identifier; no other
   * verification the shop uses stores a bare user id (email links are signed tokens, OAuth states JSON).
   */
  async endResetLinks(ex: Executor, userId: string, keepIdentifier?: string): Promise<void> {
    await ex.query(
      keepIdentifier
        ? `delete from verifications v where v.value = $1 and v.identifier <> $2
             and v.created_at <= coalesce((select k.created_at from verifications k where k.identifier = $2), now())`
        : 'delete from verifications where value = $1',
      keepIdentifier ? [userId, keepIdentifier] : [userId],
    );
  },

  async listStaff(ex: Executor): Promise<StaffRow[]> {
    const rows = await ex.db
      .select(staffColumns)
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(isNotNull(profiles.role))
      .orderBy(desc(profiles.role), asc(users.email));
    return rows as StaffRow[];
  },

  /**
   * Locks the actor's, the target's and every super_admin's profile (in one order, so two changes
   * cannot deadlock) and answers their roles as they are now: the rules are checked on what no other
   * change can move until this transaction ends.
   */
  async lockRoles(tx: Executor, actorId: string, targetId: string) {
    const rows = await tx.query<Pick<typeof profiles.$inferSelect, 'userId'> & WithRole<StaffRole | null>>(
      `select user_id as "userId", role from profiles where user_id in ($1, $2) or role = 'super_admin'
       order by user_id for update`,
      [actorId, targetId],
    );
    const roleOf = (id: string) => rows.find((row) => row.userId === id)?.role ?? null;
    return {
      actorRole: roleOf(actorId),
      targetRole: roleOf(targetId),
      superAdmins: rows.filter((row) => row.role === 'super_admin').length,
    };
  },

  async setRole(tx: Executor, userId: string, role: StaffRole | null): Promise<StaffRow | undefined> {
    const rows = await tx.query<StaffRow>(
      `update profiles p set role = $2, updated_at = now() from users u
       where p.user_id = $1 and u.id = p.user_id
       returning p.user_id as "userId", u.email, p.full_name as "fullName", p.role`,
      [userId, role],
    );
    return rows[0];
  },

  async staffMember(ex: Executor, userId: string): Promise<StaffRow | undefined> {
    const [row] = await ex.db
      .select(staffColumns)
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(profiles.userId, userId));
    return row as StaffRow | undefined;
  },

  /** The rows better-auth writes for a password user (user, credential account with its hash), and our profile. */
  async insertPasswordUser(
    tx: Executor,
    user: {
      email: string;
      hash: string;
      fullName: string;
      phone: string | null;
      role: StaffRole | null;
      emailVerified: boolean;
    },
  ): Promise<string> {
    const [created] = await tx.db
      .insert(users)
      .values({ name: user.fullName, email: user.email, emailVerified: user.emailVerified })
      .returning({ id: users.id });
    const userId = created!.id;
    await tx.db.insert(accounts).values({ userId, accountId: userId, providerId: 'credential', password: user.hash });
    await tx.db
      .insert(profiles)
      .values({ userId, email: user.email, fullName: user.fullName, phone: user.phone, role: user.role });
    return userId;
  },

  async userByEmail(ex: Executor, email: string): Promise<Pick<typeof users.$inferSelect, 'id' | 'name'> | undefined> {
    const [row] = await ex.db.select({ id: users.id, name: users.name }).from(users).where(eq(users.email, email));
    return row;
  },

  /** Gives an existing user a staff role and answers the role they had. */
  async grantRole(
    ex: Executor,
    user: { userId: string; email: string; fullName: string; role: StaffRole },
  ): Promise<StaffRole | null> {
    const [profile] = await ex.db
      .select({ role: profiles.role })
      .from(profiles)
      .where(eq(profiles.userId, user.userId));
    await ex.db
      .insert(profiles)
      .values({ userId: user.userId, email: user.email, fullName: user.fullName, role: user.role })
      .onConflictDoUpdate({ target: profiles.userId, set: { role: user.role, updatedAt: new Date() } });
    return (profile?.role as StaffRole | null) ?? null;
  },
};
