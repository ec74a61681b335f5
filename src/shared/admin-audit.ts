import { z } from 'zod';
import { calendarDateField } from './calendar-dates';

/** The audit log viewer: who did what, when, with the record before and after. */
export const AUDIT_MAX_PAGE_SIZE = 100;

const storeDate = calendarDateField();

export const auditLogQuery = z.object({
  /** Part of the staff member's email or name. */
  actor: z.string().trim().max(200).optional(),
  /** An exact action (staff.role) or an area ending in a dot (order.). */
  action: z.string().trim().max(100).optional(),
  entityType: z.string().trim().max(100).optional(),
  entityId: z.string().trim().max(200).optional(),
  /** On or after / on or before these store dates (America/Chicago). */
  from: storeDate.optional(),
  to: storeDate.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(AUDIT_MAX_PAGE_SIZE).default(50),
});
export type AuditLogQuery = z.input<typeof auditLogQuery>;

export const auditEntryDto = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string(),
  /** The staff member's name and role as they are now (null once the account is gone). */
  actorName: z.string().nullable(),
  actorRole: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  /** The record's current name: an order's number, a product's name… (null when it is gone). */
  entityLabel: z.string().nullable(),
  summary: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntryDto = z.infer<typeof auditEntryDto>;

export const auditLogDto = z.object({
  entries: z.array(auditEntryDto),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AuditLogDto = z.infer<typeof auditLogDto>;

export interface AuditChange {
  /** Dotted path of the changed field: "role", "address.city", "lines". */
  key: string;
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The fields that differ between an entry's before and after, so a reader sees "status: confirmed →
 * packed" instead of two whole records. Objects are compared key by key (nested ones too); arrays and
 * other values as a whole.
 */
export function auditChanges(before: unknown, after: unknown, prefix = ''): AuditChange[] {
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((key) => auditChanges(before[key], after[key], prefix ? `${prefix}.${key}` : key));
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [{ key: prefix || '(value)', before, after }];
}
