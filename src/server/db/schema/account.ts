import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { id, timestamps } from './columns';

/** The shop's side of a user (spec section 3): staff role and the details the profile page edits. */
export const profiles = pgTable(
  'profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** null for shoppers; only a super_admin grants or revokes these. */
    role: text('role'),
    fullName: text('full_name'),
    email: text('email').notNull(),
    phone: text('phone'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    check('profiles_role_check', sql`${t.role} in ('admin', 'super_admin')`),
    index('profiles_staff_idx')
      .on(t.role)
      .where(sql`${t.role} is not null`),
  ],
);

/** Saved US delivery addresses; at most one default per user (partial unique index). */
export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull().default(''),
    street: text('street').notNull(),
    street2: text('street2').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    country: text('country').notNull().default('US'),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('addresses_one_default_key')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
    check('addresses_country_check', sql`${t.country} = 'US'`),
  ],
);
