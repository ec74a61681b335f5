import { and, type Column, desc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { addresses, profiles, users } from '../../db/schema/index';

/** Computed columns (the date as text, whether a password is set), so the row keeps the SQL's names. */
export interface ProfileRow {
  user_id: string;
  email: string;
  email_verified: boolean;
  full_name: string | null;
  phone: string | null;
  date_of_birth: string | null;
  has_password: boolean;
}

/** `deliverable` is computed from the delivery zones, so the row keeps the SQL's names. */
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

export type AddressFields = Pick<
  typeof addresses.$inferSelect,
  'label' | 'street' | 'street2' | 'city' | 'state' | 'zipCode'
>;

export interface ProfilePatch {
  fullName?: string | null;
  phone?: string | null;
  dateOfBirth?: string | null;
}

const addressColumns = `a.id, a.label, a.street, a.street2, a.city, a.state, a.zip_code, a.is_default,
  exists (select 1 from delivery_zones z where z.zipcode = a.zip_code and z.is_active) as deliverable`;

/** Profiles and saved addresses; every statement is scoped to the owner's user id. */
export const accountRepository = {
  async profile(ex: Executor, userId: string): Promise<ProfileRow | undefined> {
    const rows = await ex.query<ProfileRow>(
      `select u.id as user_id, u.email, u.email_verified, p.full_name, p.phone, p.date_of_birth::text as date_of_birth,
         exists (select 1 from accounts c where c.user_id = u.id and c.provider_id = 'credential' and c.password is not null) as has_password
       from users u left join profiles p on p.user_id = u.id where u.id = $1`,
      [userId],
    );
    return rows[0];
  },

  /** Only the given fields change; the user's display name follows the profile's full name. */
  async updateProfile(tx: Executor, userId: string, email: string, patch: ProfilePatch) {
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
  },

  async listAddresses(ex: Executor, userId: string): Promise<AddressRow[]> {
    return ex.query<AddressRow>(
      `select ${addressColumns} from addresses a where a.user_id = $1 order by a.is_default desc, a.created_at, a.id`,
      [userId],
    );
  },

  async address(ex: Executor, userId: string, id: string): Promise<AddressRow | undefined> {
    const rows = await ex.query<AddressRow>(
      `select ${addressColumns} from addresses a where a.user_id = $1 and a.id = $2`,
      [userId, id],
    );
    return rows[0];
  },

  /**
   * Locks the user's row for the rest of the transaction, so two tabs saving addresses at once cannot
   * both make a default (the partial unique index would refuse the second).
   */
  async lockUser(tx: Executor, userId: string): Promise<void> {
    await tx.db.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
  },

  /** The user's saved address with these lines (letter case and spacing aside), if any. */
  async sameAddressId(ex: Executor, userId: string, fields: Omit<AddressFields, 'label'>): Promise<string | undefined> {
    const same = (column: Column, value: string) => sql`lower(btrim(${column})) = lower(btrim(${value}))`;
    const [row] = await ex.db
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

  async countAddresses(ex: Executor, userId: string): Promise<number> {
    const [row] = await ex.db
      .select({ n: sql<number>`count(*)::int` })
      .from(addresses)
      .where(eq(addresses.userId, userId));
    return Number(row?.n ?? 0);
  },

  async insertAddress(ex: Executor, userId: string, fields: AddressFields, isDefault: boolean): Promise<string> {
    const [row] = await ex.db
      .insert(addresses)
      .values({ userId, ...fields, isDefault })
      .returning({ id: addresses.id });
    return row!.id;
  },

  async updateAddress(ex: Executor, userId: string, id: string, fields: AddressFields): Promise<boolean> {
    const rows = await ex.db
      .update(addresses)
      .set({ ...fields, updatedAt: new Date() })
      .where(and(eq(addresses.userId, userId), eq(addresses.id, id)))
      .returning({ id: addresses.id });
    return rows.length > 0;
  },

  /** Makes `id` the only default; false when the user has no such address. */
  async makeDefault(tx: Executor, userId: string, id: string): Promise<boolean> {
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
  async deleteAddress(ex: Executor, userId: string, id: string): Promise<{ deleted: boolean; wasDefault: boolean }> {
    const rows = await ex.db
      .delete(addresses)
      .where(and(eq(addresses.userId, userId), eq(addresses.id, id)))
      .returning({ isDefault: addresses.isDefault });
    return { deleted: rows.length > 0, wasDefault: rows[0]?.isDefault ?? false };
  },

  async newestAddressId(ex: Executor, userId: string): Promise<string | undefined> {
    const [row] = await ex.db
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.createdAt), desc(addresses.id))
      .limit(1);
    return row?.id;
  },
};
