import { z } from 'zod';
import { calendarDateField } from './calendar-dates';
import { emailField, fullNameField, PHONE_MESSAGE, phoneField } from './auth';
import { storeClock } from './delivery-slots';

/**
 * The contact, bulk-order and franchise forms (PRODUCT.md "Content"): one schema per form, parsed by the
 * page and by the API, so the shopper reads the same message whichever side refuses. Each is stored as a
 * "query" that staff answer from /admin/queries.
 */
export const INQUIRY_KINDS = ['contact', 'bulk_order', 'franchise', 'chat', 'order_problem'] as const;
export type InquiryKind = (typeof INQUIRY_KINDS)[number];
export const INQUIRY_KIND_LABELS: Record<InquiryKind, string> = {
  contact: 'Contact',
  bulk_order: 'Bulk order',
  franchise: 'Franchise',
  chat: 'Chat hand-off',
  order_problem: 'Order problem',
};

export const INQUIRY_STATUSES = ['new', 'in_progress', 'answered', 'closed'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
export const INQUIRY_STATUS_LABELS: Record<InquiryStatus, string> = {
  new: 'New',
  in_progress: 'In progress',
  answered: 'Answered',
  closed: 'Closed',
};

/** 10 KB of text: longer than any real enquiry, short enough that nobody stores a file in it. */
export const MESSAGE_MAX_LENGTH = 10_000;
/** Spam limit: this many messages per minute from one network address or one email address. */
export const INQUIRY_RATE_LIMIT = { max: 5, windowSeconds: 60 } as const;
export const INQUIRY_RATE_LIMIT_MESSAGE =
  'You have sent 5 messages in the last minute. Please wait a minute before sending another.';
/** Bulk orders start at 50 items (spec section 1). */
export const BULK_ORDER_MIN_ITEMS = 50;

export const CONTACT_TOPICS = [
  ['order', 'An order I placed'],
  ['delivery', 'Delivery areas and times'],
  ['product', 'Finding a product'],
  ['price_match', 'Price match'],
  ['freshness', 'Freshness guarantee or refund'],
  ['other', 'Something else'],
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number][0];

export const INVESTMENT_RANGES = [
  ['under_150k', 'Under $150,000'],
  ['150k_300k', '$150,000 – $300,000'],
  ['300k_500k', '$300,000 – $500,000'],
  ['over_500k', 'Over $500,000'],
] as const;
export type InvestmentRange = (typeof INVESTMENT_RANGES)[number][0];

const optionalPhone = z
  .string()
  .trim()
  .max(20, 'Phone number must be at most 20 characters')
  .refine((v) => v === '' || (/^\+?[\d\s().-]*$/.test(v) && v.replace(/\D/g, '').length >= 10), PHONE_MESSAGE);

const longText = (label: string, min: number) =>
  z
    .string({ error: `Please write your ${label}` })
    .trim()
    .min(min, min > 1 ? `Your ${label} must be at least ${min} characters` : `Please write your ${label}`)
    .max(MESSAGE_MAX_LENGTH, `Your ${label} must be at most 10,000 characters (10 KB)`);

const shortText = (label: string, min: number, max: number) =>
  z
    .string({ error: `Please enter ${label}` })
    .trim()
    .min(min, min > 1 ? `${capital(label)} must be at least ${min} characters` : `Please enter ${label}`)
    .max(max, `${capital(label)} must be at most ${max} characters`);
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The honeypot: a field people never see (hidden from screen readers too) that form-filling robots
 * complete. The API accepts a filled one without storing or sending anything, so the robot learns nothing.
 */
export const HONEYPOT_FIELD = 'website';
const honeypot = z.string().max(500).optional();

export const contactInput = z.object({
  name: fullNameField,
  email: emailField,
  phone: optionalPhone.optional(),
  topic: z.enum(CONTACT_TOPICS.map(([value]) => value) as [ContactTopic, ...ContactTopic[]], {
    error: 'Please choose what your message is about',
  }),
  message: longText('message', 10),
  website: honeypot,
});
export type ContactInput = z.input<typeof contactInput>;

export const bulkOrderLine = z.object({
  product: shortText('the product', 2, 120),
  quantity: z.coerce
    .number({ error: 'Enter a quantity' })
    .int('Enter a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(10_000, 'Quantity must be at most 10,000'),
});

export const bulkOrderInput = z
  .object({
    name: fullNameField,
    email: emailField,
    phone: phoneField,
    organisation: shortText('your organisation', 2, 120),
    eventDate: calendarDateField('Please choose the date you need the order')
      // Compared as text in store time (YYYY-MM-DD sorts by date), on both sides.
      .refine((d) => d >= storeClock().date, 'The date must be today or later'),
    lines: z
      .array(bulkOrderLine)
      .min(1, 'Add at least one product')
      .max(50, 'List at most 50 products; put the rest in the notes'),
    notes: z.string().trim().max(MESSAGE_MAX_LENGTH, 'Notes must be at most 10,000 characters (10 KB)').optional(),
    website: honeypot,
  })
  .refine((v) => v.lines.reduce((sum, line) => sum + (Number(line.quantity) || 0), 0) >= BULK_ORDER_MIN_ITEMS, {
    path: ['lines'],
    message: `Bulk orders start at ${BULK_ORDER_MIN_ITEMS} items in total; add more or order in the shop`,
  });
export type BulkOrderInput = z.input<typeof bulkOrderInput>;

export const franchiseInput = z.object({
  name: fullNameField,
  email: emailField,
  phone: phoneField,
  city: shortText('the city', 2, 80),
  investmentRange: z.enum(INVESTMENT_RANGES.map(([value]) => value) as [InvestmentRange, ...InvestmentRange[]], {
    error: 'Please choose an investment range',
  }),
  experience: longText('experience', 20),
  website: honeypot,
});
export type FranchiseInput = z.input<typeof franchiseInput>;

/**
 * `acknowledged`: a copy went to the sender. Only a signed-in shopper writing from their own verified
 * email gets one; anyone else could type a stranger's address and make the shop mail it their text.
 */
export const inquirySentDto = z.object({ received: z.literal(true), acknowledged: z.boolean() });
export type InquirySentDto = z.infer<typeof inquirySentDto>;

/* ---------- staff inbox ---------- */

export const inquiryListQuery = z.object({
  status: z.enum(INQUIRY_STATUSES).optional(),
  kind: z.enum(INQUIRY_KINDS).optional(),
  /** "me", "none" (unassigned) or a staff member's id. */
  assignee: z.string().max(64).optional(),
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type InquiryListParams = z.input<typeof inquiryListQuery>;

export const inquirySummaryDto = z.object({
  id: z.string(),
  kind: z.enum(INQUIRY_KINDS),
  status: z.enum(INQUIRY_STATUSES),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  preview: z.string(),
  assignee: z.object({ id: z.string(), email: z.string() }).nullable(),
  createdAt: z.string(),
});
export type InquirySummaryDto = z.infer<typeof inquirySummaryDto>;

export const inquiryListDto = z.object({
  queries: z.array(inquirySummaryDto),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type InquiryListDto = z.infer<typeof inquiryListDto>;

export const inquiryThreadEntryDto = z.object({
  id: z.string(),
  kind: z.enum(['reply', 'note']),
  authorEmail: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type InquiryThreadEntryDto = z.infer<typeof inquiryThreadEntryDto>;

export const inquiryDetailDto = inquirySummaryDto.extend({
  phone: z.string().nullable(),
  message: z.string(),
  /** The form's own fields as label → value lines (organisation, event date, product lines…). */
  details: z.array(z.object({ label: z.string(), value: z.string() })),
  thread: z.array(inquiryThreadEntryDto),
});
export type InquiryDetailDto = z.infer<typeof inquiryDetailDto>;

export const inquiryUpdateInput = z
  .object({
    status: z.enum(INQUIRY_STATUSES).optional(),
    /** A staff member's id, or null to unassign. */
    assigneeId: z.uuid('Choose a staff member').nullable().optional(),
  })
  .refine((v) => v.status !== undefined || v.assigneeId !== undefined, 'Nothing to change');

export const inquiryNoteInput = z.object({ note: longText('note', 1) });
export const inquiryReplyInput = z.object({ message: longText('reply', 2) });
export const newInquiryCountDto = z.object({ new: z.number() });
