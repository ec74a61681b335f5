import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { emailOutbox } from '../db/schema/index';
import type { EmailMessage } from './mailer';

export interface OutboxEmail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
  link: string | null;
  createdAt: string;
}

export const outboxRepository = {
  async insert(ex: Executor, message: EmailMessage): Promise<void> {
    await ex.query(
      `insert into email_outbox (to_address, subject, text_body, html_body, kind, link) values ($1, $2, $3, $4, $5, $6)`,
      [message.to.toLowerCase(), message.subject, message.text, message.html, message.kind, message.link ?? null],
    );
  },
  /** Newest first; `to` narrows to one recipient. */
  async list(ex: Executor, options: { to?: string; limit: number }): Promise<OutboxEmail[]> {
    const to = options.to?.toLowerCase();
    const rows = await ex.db
      .select({
        id: emailOutbox.id,
        to: emailOutbox.toAddress,
        subject: emailOutbox.subject,
        text: emailOutbox.textBody,
        html: emailOutbox.htmlBody,
        kind: emailOutbox.kind,
        link: emailOutbox.link,
        createdAt: emailOutbox.createdAt,
      })
      .from(emailOutbox)
      .where(to === undefined ? undefined : eq(emailOutbox.toAddress, to))
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(options.limit);
    return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  },
};
