import type { Executor } from '../db/executor';
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
    const rows = await ex.query<{
      id: string;
      to_address: string;
      subject: string;
      text_body: string;
      html_body: string;
      kind: string;
      link: string | null;
      created_at: Date | string;
    }>(
      `select id, to_address, subject, text_body, html_body, kind, link, created_at from email_outbox
       where ($1::text is null or to_address = $1) order by created_at desc, id desc limit $2`,
      [options.to?.toLowerCase() ?? null, options.limit],
    );
    return rows.map((r) => ({
      id: r.id,
      to: r.to_address,
      subject: r.subject,
      text: r.text_body,
      html: r.html_body,
      kind: r.kind,
      link: r.link,
      createdAt: new Date(r.created_at).toISOString(),
    }));
  },
};
