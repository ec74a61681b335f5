import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { outboxRepository } from './outbox-repository';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the email is for (verify-email, reset-password…): kept with outbox rows, logged either way. */
  kind: string;
  /** The one link the reader should follow: logged in outbox mode so a developer can click it. */
  link?: string;
}

export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  send(message: EmailMessage): Promise<void>;
  /**
   * Outbox mode: a message the caller wrote to email_outbox itself, in its own transaction (an order's
   * confirmation is stored with the order); logged as `send` would.
   */
  kept(message: EmailMessage): void;
  close(): void;
}

/** SMTP through nodemailer when SMTP_URL is set; otherwise the email_outbox table plus a log line. */
export function createMailer(deps: { config: Config; database: Database; log: FastifyBaseLogger }): Mailer {
  const { config, database, log } = deps;
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      mode: 'smtp',
      async send(message) {
        await transport.sendMail({
          from: config.mailFrom,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
        log.info({ kind: message.kind }, 'email sent');
      },
      kept: () => {},
      close: () => transport.close(),
    };
  }
  let warned = false;
  const kept = (message: EmailMessage) => {
    if (config.env !== 'production') {
      // No SMTP server: the link goes to the log so a developer can follow it.
      log.info({ kind: message.kind, to: message.to, link: message.link }, 'email kept in outbox (no SMTP_URL)');
    } else if (!warned) {
      // Links carry tokens: never in production logs. Once is enough to say that production should set
      // SMTP_URL; a line per email would cost more than the email itself under load.
      warned = true;
      log.warn({ kind: message.kind }, 'email kept in outbox: SMTP_URL is not set, nobody will receive emails');
    }
  };
  return {
    mode: 'outbox',
    async send(message) {
      await outboxRepository.insert(database, message);
      kept(message);
    },
    kept,
    close: () => {},
  };
}
