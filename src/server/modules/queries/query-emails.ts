import { QUERY_KIND_LABELS, type QueryKind } from '../../../shared/queries';
import type { EmailMessage } from '../../email/mailer';
import { compose } from '../../email/templates';

/**
 * The queries' emails. Everything a sender typed goes through compose(), which escapes it for the
 * HTML part, so stored markup arrives as text. Subjects are mail headers: anything that could end a
 * header line is removed there, whatever the API's own checks already refused.
 */
// eslint-disable-next-line no-control-regex -- removing control characters from a header is the point
const HEADER_UNSAFE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g;
export const headerSafe = (value: string) => value.replace(HEADER_UNSAFE, ' ').trim().slice(0, 200);

/** A paragraph per line of the sender's text, so line breaks survive in the HTML part. */
const paragraphs = (text: string) => text.split(/\r?\n/).filter((line) => line.trim() !== '');

export interface QueryForEmail {
  kind: QueryKind;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  details: { label: string; value: string }[];
}

const greeting = (name: string) => `Hello ${name.trim() || 'there'},`;

export function queryReceivedMessage(query: QueryForEmail): EmailMessage {
  return compose(query.email, 'query-received', headerSafe(`We received your message: ${query.subject}`), [
    greeting(query.name),
    `Thank you for writing to Desi Grocer. A member of our team will reply to this address within one business day.`,
    'What you sent us:',
    ...query.details.map((d) => `${d.label}: ${d.value}`),
    ...paragraphs(query.message),
  ]);
}

export function queryNotificationMessage(to: string, query: QueryForEmail, adminUrl: string): EmailMessage {
  return compose(
    to,
    'query-notify',
    headerSafe(`New ${QUERY_KIND_LABELS[query.kind].toLowerCase()} message: ${query.subject}`),
    [
      `From: ${query.name} <${query.email}>${query.phone ? `, ${query.phone}` : ''}`,
      ...query.details.map((d) => `${d.label}: ${d.value}`),
      ...paragraphs(query.message),
    ],
    { label: 'Open in the queries inbox', url: adminUrl },
  );
}

export function queryReplyMessage(query: { name: string; email: string; subject: string }, reply: string) {
  return compose(query.email, 'query-reply', headerSafe(`Re: ${query.subject}`), [
    greeting(query.name),
    ...paragraphs(reply),
    'To answer, reply to this email or call us on (469) 555-0142, every day 8 AM – 9 PM.',
  ]);
}
