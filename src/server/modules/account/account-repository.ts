import { and, type Column, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { addresses, profiles, users } from '../../db/schema/index';
import { type Executor, inTransaction } from '../../db/executor';

export interface ProfileRow {
  user_id: string;
  email: string;
  email_verified: boolean;
  full_name: string | null;
  phone: string | null;
  date_of_birth: string | null;
  has_password: boolean;
}

export interface AddressRow {
  id: string;
  label: string;
  street: string;
  street2: string;
  city: string;
  state: string;
  zip_code: string;
  is_default: boolean;
  deliverable: boolean;
}

export interface AddressFields {
  label: string;
  street: string;
  street2: string;
  city: string;
  state: string;
  zipCode: string;
}

type Tx = Executor;

const addressColumns = `a.id, a.label, a.street, a.street2, a.city, a.state, a.zip_code, a.is_default,
  exists (select 1 from delivery_zones z where z.zipcode = a.zip_code and z.is_active) as deliverable`;

/** Profiles and saved addresses; every statement is scoped to the owner's user id. */
export function createAccountRepository(database: Database) {
  return {
    async profile(userId: string): Promise<ProfileRow | undefined> {
      const rows = await database.query<ProfileRow>(
        `select u.id as user_id, u.email, u.email_verified, p.full_name, p.phone, p.date_of_birth::text as date_of_birth,
           exists (select 1 from accounts c where c.user_id = u.id and c.provider_id = 'credential' and c.password is not null) as has_password
         from users u left join profiles p on p.user_id = u.id where u.id = $1`,
        [userId],
      );
      return rows[0];
    },

    /** Only the given fields change; the user's display name follows the profile's full name. */
    async updateProfile(
      userId: string,
      email: string,
      patch: { fullName?: string | null; phone?: string | null; dateOfBirth?: string | null },
    ) {
      await inTransaction(database, async (tx) => {
        const set = {
          ...(patch.fullName !== undefined ? { fullName: patch.fullName } : {}),
          ...(patch.phone !== undefined ? { phone: patch.phone } : {}),
          ...(patch.dateOfBirth !== undefined ? { dateOfBirth: patch.dateOfBirth } : {}),
        };
        await tx.db
          .insert(profiles)
          .values({ userId, email, ...set })
          .onConflictDoUpdate({ target: profiles.userId, set: { ...set, updatedAt: new Date() } });
        if (patch.fullName) await tx.db.update(users).set({ name: patch.fullName }).where(eq(users.id, userId));
      });
    },

    async listAddresses(userId: string): Promise<AddressRow[]> {
      return database.query<AddressRow>(
        `select ${addressColumns} from addresses a where a.user_id = $1 order by a.is_default desc, a.created_at, a.id`,
        [userId],
      );
    },

    async address(userId: string, id: string): Promise<AddressRow | undefined> {
      const rows = await database.query<AddressRow>(
        `select ${addressColumns} from addresses a where a.user_id = $1 and a.id = $2`,
        [userId, id],
      );
      return rows[0];
    },

    /**
     * Address writes run in a transaction that first locks the user's row, so two tabs saving
     * at once cannot both make a default (the partial unique index would refuse the second).
     */
    async withUserLock<T>(userId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
      return inTransaction(database, async (tx) => {
        await tx.db.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
        return work(tx);
      });
    },

    /** The user's saved address with these lines (letter case and spacing aside), if any. */
    async sameAddressId(tx: Tx, userId: string, fields: Omit<AddressFields, 'label'>): Promise<string | undefined> {
      const same = (column: Column, value: string) => sql`lower(btrim(${column})) = lower(btrim(${value}))`;
      const [row] = await tx.db
        .select({ id: addresses.id })
        .from(addresses)
        .where(
          and(
            eq(addresses.userId, userId),
            same(addresses.street, fields.street),
            same(addresses.street2, fields.street2),
            same(addresses.city, fields.city),
            eq(addresses.state, fields.state),
            eq(addresses.zipCode, fields.zipCode),
          ),
        )
        .limit(1);
      return row?.id;
    },

    async countAddresses(tx: Tx, userId: string): Promise<number> {
      const [row] = await tx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(addresses)
        .where(eq(addresses.userId, userId));
      return Number(row?.n ?? 0);
    },

    async insertAddress(tx: Tx, userId: string, fields: AddressFields, isDefault: boolean): Promise<string> {
      const [row] = await tx.db
        .insert(addresses)
        .values({ userId, ...fields, isDefault })
        .returning({ id: addresses.id });
      return row!.id;
    },

    async updateAddress(tx: Tx, userId: string, id: string, fields: AddressFields): Promise<boolean> {
      const rows = await tx.db
        .update(addresses)
        .set({ ...fields, updatedAt: new Date() })
        .where(and(eq(addresses.userId, userId), eq(addresses.id, id)))
        .returning({ id: addresses.id });
      return rows.length > 0;
    },

    /** Makes `id` the only default; false when the user has no such address. */
    async makeDefault(tx: Tx, userId: string, id: string): Promise<boolean> {
      await tx.db
        .update(addresses)
        .set({ isDefault: false, updatedAt: new Date() })
        .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true), ne(addresses.id, id)));
      const rows = await tx.db
        .update(addresses)
        .set({ isDefault: true, updatedAt: new Date() })
        .where(and(eq(addresses.userId, userId), eq(addresses.id, id)))
        .returning({ id: addresses.id });
      return rows.length > 0;
    },

    /** Deletes and reports whether the deleted address was the default. */
    async deleteAddress(tx: Tx, userId: string, id: string): Promise<{ deleted: boolean; wasDefault: boolean }> {
      const rows = await tx.db
        .delete(addresses)
        .where(and(eq(addresses.userId, userId), eq(addresses.id, id)))
        .returning({ isDefault: addresses.isDefault });
      return { deleted: rows.length > 0, wasDefault: rows[0]?.isDefault ?? false };
    },

    async newestAddressId(tx: Tx, userId: string): Promise<string | undefined> {
      const [row] = await tx.db
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.createdAt), desc(addresses.id))
        .limit(1);
      return row?.id;
    },
  };
}
export type AccountRepository = ReturnType<typeof createAccountRepository>;
