import type { StaffRole } from '../../../shared/auth';
import type { Database } from '../../db/client';
import { type Executor, inTransaction } from '../../db/executor';

export interface ProfileSummary {
  role: StaffRole | null;
  full_name: string | null;
}

export interface StaffRow {
  user_id: string;
  email: string;
  full_name: string | null;
  role: StaffRole;
}

/** The SQL the auth module needs beside better-auth's own: profiles, roles, session removal. */
export function createAuthRepository(database: Database) {
  return {
    /** Every new user (email, Google, CLI, seed) gets a profile; a second call changes nothing. */
    async createProfile(profile: { userId: string; email: string; fullName: string | null; phone: string | null }) {
      await database.query(
        `insert into profiles (user_id, email, full_name, phone) values ($1, $2, $3, $4) on conflict (user_id) do nothing`,
        [profile.userId, profile.email, profile.fullName, profile.phone],
      );
    },
    async profileSummary(userId: string): Promise<ProfileSummary | undefined> {
      const rows = await database.query<ProfileSummary>('select role, full_name from profiles where user_id = $1', [
        userId,
      ]);
      return rows[0];
    },
    async deleteSessionByToken(token: string): Promise<void> {
      await database.query('delete from sessions where token = $1', [token]);
    },
    async findUserIdByEmail(email: string): Promise<string | undefined> {
      const rows = await database.query<{ id: string }>('select id from users where email = $1', [email.toLowerCase()]);
      return rows[0]?.id;
    },
    /**
     * Ends a user's outstanding password-reset links, except `keepIdentifier` (the stored form of the
     * link just sent) and anything newer than it, so of two requests at once the later one survives.
     * better-auth stores a reset link as `value = user id` under a hashed identifier; no other
     * verification the shop uses stores a bare user id (email links are signed tokens, OAuth states JSON).
     */
    async endResetLinks(userId: string, keepIdentifier?: string): Promise<void> {
      await database.query(
        keepIdentifier
          ? `delete from verifications v where v.value = $1 and v.identifier <> $2
               and v.created_at <= coalesce((select k.created_at from verifications k where k.identifier = $2), now())`
          : 'delete from verifications where value = $1',
        keepIdentifier ? [userId, keepIdentifier] : [userId],
      );
    },
    async listStaff(): Promise<StaffRow[]> {
      return database.query<StaffRow>(
        `select p.user_id, u.email, p.full_name, p.role from profiles p join users u on u.id = p.user_id
         where p.role is not null order by p.role desc, u.email`,
      );
    },
    /** Runs a role change and its audit row in one transaction. */
    transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
      return inTransaction(database, work);
    },
    /**
     * Locks the actor's, the target's and every super_admin's profile (in one order, so two changes
     * cannot deadlock) and answers their roles as they are now: the rules are checked on what no other
     * change can move until this transaction ends.
     */
    async lockRoles(tx: Executor, actorId: string, targetId: string) {
      const rows = await tx.query<{ user_id: string; role: StaffRole | null }>(
        `select user_id, role from profiles where user_id in ($1, $2) or role = 'super_admin'
         order by user_id for update`,
        [actorId, targetId],
      );
      const roleOf = (id: string) => rows.find((row) => row.user_id === id)?.role ?? null;
      return {
        actorRole: roleOf(actorId),
        targetRole: roleOf(targetId),
        superAdmins: rows.filter((row) => row.role === 'super_admin').length,
      };
    },
    async setRole(tx: Executor, userId: string, role: StaffRole | null): Promise<StaffRow | undefined> {
      const rows = await tx.query<StaffRow>(
        `update profiles p set role = $2, updated_at = now() from users u
         where p.user_id = $1 and u.id = p.user_id returning p.user_id, u.email, p.full_name, p.role`,
        [userId, role],
      );
      return rows[0];
    },
    async staffMember(userId: string): Promise<StaffRow | undefined> {
      const rows = await database.query<StaffRow>(
        `select p.user_id, u.email, p.full_name, p.role from profiles p join users u on u.id = p.user_id
         where p.user_id = $1`,
        [userId],
      );
      return rows[0];
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
