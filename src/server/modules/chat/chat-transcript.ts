import type { NewInquiry } from '../inquiries/inquiries-repository';
import type { MessageRow } from './chat-repository';

const SPEAKERS: Record<MessageRow['role'], string> = { shopper: 'Shopper', assistant: 'Assistant', staff: 'Staff' };
const SUBJECT_QUESTION_LENGTH = 80;

/**
 * A handed-off conversation as a query in /admin/queries: the subject is the last question the
 * assistant could not answer (else the last question), the message the whole transcript.
 */
export function handoffQuery(input: {
  conversationId: string;
  name: string;
  email: string;
  senderIp: string;
  messages: MessageRow[];
}): NewInquiry {
  const questions = input.messages.filter((m) => m.role === 'shopper');
  const open = questions.filter((m) => m.answered === false).at(-1) ?? questions.at(-1)!;
  const question = open.text.replace(/\s+/g, ' ').trim();
  const subject =
    question.length > SUBJECT_QUESTION_LENGTH ? `${question.slice(0, SUBJECT_QUESTION_LENGTH - 1)}…` : question;
  return {
    kind: 'chat',
    name: input.name,
    email: input.email,
    phone: null,
    subject: `Chat: ${subject}`,
    message: input.messages.map((m) => `${SPEAKERS[m.role]}: ${m.text}`).join('\n\n'),
    details: { conversationId: input.conversationId },
    senderIp: input.senderIp,
  };
}
