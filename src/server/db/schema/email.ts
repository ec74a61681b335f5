import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

/**
 * Every email the shop would send while no SMTP server is configured (development, demos, tests):
 * developers read them at /dev/emails, tests read links from here. With SMTP_URL set nothing is kept.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** What the email is for: verify-email, reset-password, existing-account… */
    kind: text('kind').notNull(),
    /** The one link the reader is meant to follow, if any. */
    link: text('link'),
    ...timestamps,
  },
  (t) => [index('email_outbox_to_idx').on(t.toAddress, t.createdAt.desc())],
);
