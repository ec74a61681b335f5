import type { FastifyBaseLogger } from 'fastify';
import type { bulkOrderInput, contactInput, franchiseInput } from '../../../shared/inquiries';
import {
  CONTACT_TOPICS,
  INVESTMENT_RANGES,
  INQUIRY_KIND_LABELS,
  INQUIRY_RATE_LIMIT,
  INQUIRY_RATE_LIMIT_MESSAGE,
  INQUIRY_STATUS_LABELS,
  type InquiryDetailDto,
  type InquiryKind,
  type InquirySentDto,
  type InquiryStatus,
  type InquirySummaryDto,
} from '../../../shared/inquiries';
import type { Database } from '../../db/client';
import type { EmailMessage, Mailer } from '../../email/mailer';
import { AppError, notFound } from '../../errors';
import { type AuditActor, recordAudit } from '../admin/audit';
import { type Executor, inTransaction } from '../../db/executor';
import { inquiryNotificationMessage, inquiryReceivedMessage, inquiryReplyMessage } from './inquiry-emails';
import type { MessageSender, SenderCopies } from './sender-copies';
import { inquiriesRepository, type NewInquiry, type InquiryRow } from './inquiries-repository';
import { outboxRepository } from '../../email/outbox-repository';

export type Submission =
  | { kind: 'contact'; input: ReturnType<typeof contactInput.parse> }
  | { kind: 'bulk_order'; input: ReturnType<typeof bulkOrderInput.parse> }
  | { kind: 'franchise'; input: ReturnType<typeof franchiseInput.parse> };

const NOT_FOUND = 'This query does not exist.';
const label = <T extends string>(pairs: readonly (readonly [T, string])[], value: unknown) =>
  pairs.find(([v]) => v === value)?.[1] ?? String(value);
const iso = (d: Date | string) => new Date(d).toISOString();

/** The common columns of a form's message; the rest of the form is kept as details. */
function toNewInquiry(submission: Submission, senderIp: string): NewInquiry {
  const base = { name: submission.input.name, email: submission.input.email, senderIp };
  switch (submission.kind) {
    case 'contact': {
      const i = submission.input;
      return {
        ...base,
        kind: 'contact',
        phone: i.phone || null,
        subject: label(CONTACT_TOPICS, i.topic),
        message: i.message,
        details: { topic: i.topic },
      };
    }
    case 'bulk_order': {
      const i = submission.input;
      const totalItems = i.lines.reduce((sum, line) => sum + line.quantity, 0);
      return {
        ...base,
        kind: 'bulk_order',
        phone: i.phone,
        subject: `Bulk order for ${i.organisation}: ${totalItems} items for ${i.eventDate}`,
        message: i.notes ?? '',
        details: { organisation: i.organisation, eventDate: i.eventDate, lines: i.lines, totalItems },
      };
    }
    case 'franchise': {
      const i = submission.input;
      return {
        ...base,
        kind: 'franchise',
        phone: i.phone,
        subject: `Franchise in ${i.city}`,
        message: i.experience,
        details: { city: i.city, investmentRange: i.investmentRange },
      };
    }
  }
}

/** A form's own fields as lines a person reads, in the admin and in the emails. */
export function detailLines(kind: InquiryKind, details: Record<string, unknown>): { label: string; value: string }[] {
  switch (kind) {
    case 'contact':
      return [{ label: 'Topic', value: label(CONTACT_TOPICS, details.topic) }];
    case 'bulk_order': {
      const lines = (details.lines as { product: string; quantity: number }[] | undefined) ?? [];
      return [
        { label: 'Organisation', value: String(details.organisation ?? '') },
        { label: 'Needed on', value: String(details.eventDate ?? '') },
        ...lines.map((line, i) => ({ label: `Product ${i + 1}`, value: `${line.product} × ${line.quantity}` })),
        { label: 'Total items', value: String(details.totalItems ?? '') },
      ];
    }
    case 'franchise':
      return [
        { label: 'City', value: String(details.city ?? '') },
        { label: 'Investment range', value: label(INVESTMENT_RANGES, details.investmentRange) },
      ];
    case 'chat':
      return [];
    case 'order_problem':
      return [
        { label: 'Order', value: String(details.orderNumber ?? '') },
        { label: 'Item', value: String(details.lineName ?? '') },
        { label: 'Problem', value: String(details.problemLabel ?? '') },
      ];
  }
}

const summary = (row: InquiryRow): InquirySummaryDto => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  name: row.name,
  email: row.email,
  subject: row.subject,
  preview: row.message.slice(0, 160),
  assignee: row.assigneeId ? { id: row.assigneeId, email: row.assigneeEmail ?? '' } : null,
  createdAt: iso(row.createdAt),
});

export function createInquiriesService(deps: {
  database: Database;
  mailer: Mailer;
  shopInboxEmail: string;
  publicUrl: string;
  log: FastifyBaseLogger;
  senderCopies: SenderCopies;
}) {
  const { database, mailer, log } = deps;

  /**
   * A staff reply is sent inside its transaction: in outbox mode the email row is written with the
   * reply; over SMTP a failed send rolls the reply back, so the thread never shows a reply nobody got.
   */
  async function sendWithin(tx: Executor, message: EmailMessage) {
    if (mailer.mode === 'smtp') return mailer.send(message);
    await outboxRepository.insert(tx, message);
    mailer.kept(message);
  }

  async function detail(tx: Executor, id: string): Promise<InquiryDetailDto> {
    const row = await inquiriesRepository.find(tx, id);
    if (!row) throw notFound(NOT_FOUND);
    const thread = await inquiriesRepository.thread(tx, id);
    return {
      ...summary(row),
      phone: row.phone,
      message: row.message,
      details: detailLines(row.kind, row.details),
      thread: thread.map((t) => ({
        id: t.id,
        kind: t.kind,
        authorEmail: t.authorEmail,
        body: t.body,
        createdAt: iso(t.createdAt),
      })),
    };
  }

  return {
    /**
     * Stores a form's message, tells the shop's inbox, and sends the sender a copy when the address is
     * shown to be theirs. A filled honeypot is answered like a real message but nothing is stored or
     * sent. Emails go after the commit: a mail server that is down must not lose the message itself.
     */
    async submit(submission: Submission, senderIp: string, sender: MessageSender | null): Promise<InquirySentDto> {
      if (submission.input.website) {
        log.info({ kind: submission.kind }, 'query form honeypot filled: ignored');
        return { received: true, acknowledged: false };
      }
      const query = toNewInquiry(submission, senderIp);
      const id = await inTransaction(database, async (tx) => {
        const recent = await inquiriesRepository.recentCount(
          tx,
          senderIp,
          query.email,
          INQUIRY_RATE_LIMIT.windowSeconds,
        );
        if (recent >= INQUIRY_RATE_LIMIT.max) throw new AppError('RATE_LIMITED', INQUIRY_RATE_LIMIT_MESSAGE);
        return inquiriesRepository.insert(tx, query);
      });
      const forEmail = { ...query, details: detailLines(query.kind, query.details) };
      const adminUrl = `${deps.publicUrl}/admin/queries/${id}`;
      const acknowledged = await deps.senderCopies.mayCopyTo(query.email, sender);
      for (const message of [
        ...(acknowledged ? [inquiryReceivedMessage(forEmail)] : []),
        inquiryNotificationMessage(deps.shopInboxEmail, forEmail, adminUrl),
      ]) {
        await mailer
          .send(message)
          .catch((error: unknown) => log.error({ err: error, kind: message.kind }, 'email failed'));
      }
      return { received: true, acknowledged };
    },

    async list(filters: {
      status?: InquiryStatus;
      kind?: InquiryKind;
      assigneeId?: string;
      q?: string;
      page: number;
      pageSize: number;
    }) {
      const { rows, total } = await inquiriesRepository.list(database, {
        ...filters,
        limit: filters.pageSize,
        offset: (filters.page - 1) * filters.pageSize,
      });
      return { queries: rows.map(summary), total, page: filters.page, pageSize: filters.pageSize };
    },

    newCount: () => inquiriesRepository.newCount(database),

    detail: (id: string) => inTransaction(database, (tx) => detail(tx, id)),

    async update(id: string, change: { status?: InquiryStatus; assigneeId?: string | null }, actor: AuditActor) {
      return inTransaction(database, async (tx) => {
        const row = await inquiriesRepository.find(tx, id, true);
        if (!row) throw notFound(NOT_FOUND);
        const status = change.status ?? row.status;
        const assigneeId = change.assigneeId === undefined ? row.assigneeId : change.assigneeId;
        if (assigneeId && assigneeId !== row.assigneeId && !(await inquiriesRepository.isStaff(tx, assigneeId)))
          throw new AppError('NOT_STAFF', 'Queries can only be assigned to staff members.', {
            assigneeId: 'Choose a staff member',
          });
        if (status !== row.status || assigneeId !== row.assigneeId) {
          await inquiriesRepository.update(tx, id, { status, assigneeId });
          const moved =
            status !== row.status ? `${INQUIRY_STATUS_LABELS[row.status]} → ${INQUIRY_STATUS_LABELS[status]}` : '';
          const assigned = assigneeId !== row.assigneeId ? (assigneeId ? 'assigned' : 'unassigned') : '';
          await recordAudit(tx, actor, {
            action: 'query.update',
            entityType: 'query',
            entityId: id,
            summary: `${INQUIRY_KIND_LABELS[row.kind]} from ${row.email}: ${[moved, assigned].filter(Boolean).join(', ')}`,
            before: { status: row.status, assigneeId: row.assigneeId },
            after: { status, assigneeId },
          });
        }
        return detail(tx, id);
      });
    },

    async addNote(id: string, note: string, actor: AuditActor) {
      return inTransaction(database, async (tx) => {
        const row = await inquiriesRepository.find(tx, id, true);
        if (!row) throw notFound(NOT_FOUND);
        await inquiriesRepository.addToThread(tx, {
          queryId: id,
          kind: 'note',
          authorId: actor.id,
          authorEmail: actor.email,
          body: note,
        });
        await recordAudit(tx, actor, {
          action: 'query.note',
          entityType: 'query',
          entityId: id,
          summary: `Note on the ${INQUIRY_KIND_LABELS[row.kind].toLowerCase()} message from ${row.email}`,
        });
        return detail(tx, id);
      });
    },

    /** Emails the reply to the sender, keeps it in the thread and marks the query answered. */
    async reply(id: string, message: string, actor: AuditActor) {
      return inTransaction(database, async (tx) => {
        const row = await inquiriesRepository.find(tx, id, true);
        if (!row) throw notFound(NOT_FOUND);
        await inquiriesRepository.addToThread(tx, {
          queryId: id,
          kind: 'reply',
          authorId: actor.id,
          authorEmail: actor.email,
          body: message,
        });
        if (row.status !== 'answered')
          await inquiriesRepository.update(tx, id, { status: 'answered', assigneeId: row.assigneeId });
        await recordAudit(tx, actor, {
          action: 'query.reply',
          entityType: 'query',
          entityId: id,
          summary: `Replied to ${row.email}: ${INQUIRY_STATUS_LABELS[row.status]} → Answered`,
          before: { status: row.status },
          after: { status: 'answered' },
        });
        await sendWithin(tx, inquiryReplyMessage(row, message));
        return detail(tx, id);
      });
    },
  };
}

export type InquiriesService = ReturnType<typeof createInquiriesService>;
