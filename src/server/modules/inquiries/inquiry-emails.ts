import { INQUIRY_KIND_LABELS, type InquiryKind } from '../../../shared/inquiries';
import type { EmailMessage } from '../../email/mailer';
import { compose } from '../../email/templates';

/**
 * The inquiries' emails. Everything a sender typed goes through compose(), which escapes it for the
 * HTML part, so stored markup arrives as text. Subjects are mail headers: anything that could end a
 * header line is removed there, whatever the API's own checks already refused.
 */
// eslint-disable-next-line no-control-regex -- removing control characters from a header is the point
const HEADER_UNSAFE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g;
export const headerSafe = (value: string) => value.replace(HEADER_UNSAFE, ' ').trim().slice(0, 200);

/** A paragraph per line of the sender's text, so line breaks survive in the HTML part. */
const paragraphs = (text: string) => text.split(/\r?\n/).filter((line) => line.trim() !== '');

export interface InquiryForEmail {
  kind: InquiryKind;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  details: { label: string; value: string }[];
}

const greeting = (name: string) => `Hello ${name.trim() || 'there'},`;

export function inquiryReceivedMessage(inquiry: InquiryForEmail): EmailMessage {
  return compose(inquiry.email, 'query-received', headerSafe(`We received your message: ${inquiry.subject}`), [
    greeting(inquiry.name),
    `Thank you for writing to Desi Grocer. A member of our team will reply to this address within one business day.`,
    'What you sent us:',
    ...inquiry.details.map((d) => `${d.label}: ${d.value}`),
    ...paragraphs(inquiry.message),
  ]);
}

export function inquiryNotificationMessage(to: string, inquiry: InquiryForEmail, adminUrl: string): EmailMessage {
  return compose(
    to,
    'query-notify',
    headerSafe(`New ${INQUIRY_KIND_LABELS[inquiry.kind].toLowerCase()} message: ${inquiry.subject}`),
    [
      `From: ${inquiry.name} <${inquiry.email}>${inquiry.phone ? `, ${inquiry.phone}` : ''}`,
      ...inquiry.details.map((d) => `${d.label}: ${d.value}`),
      ...paragraphs(inquiry.message),
    ],
    { label: 'Open in the queries inbox', url: adminUrl },
  );
}

export function inquiryReplyMessage(inquiry: { name: string; email: string; subject: string }, reply: string) {
  return compose(inquiry.email, 'query-reply', headerSafe(`Re: ${inquiry.subject}`), [
    greeting(inquiry.name),
    ...paragraphs(reply),
    'To answer, reply to this email or call us on (469) 555-0142, every day 8 AM – 9 PM.',
  ]);
}
