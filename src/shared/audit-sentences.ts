import { STAFF_ROLE_LABELS } from './admin-staff';
import { formatCents } from './money';
import { ORDER_STATUS_LABELS } from './orders';
import { INQUIRY_STATUS_LABELS } from './inquiries';
import { SUBSCRIPTION_STATUS_LABELS } from './subscriptions';

/**
 * The audit log in people's words: one sentence per action code, written once here and read by the
 * admin's audit log. A sentence is a list of parts; a part with `href` is a link to the record it names.
 * Raw codes, ids and cents never appear in a sentence: the log shows them only inside its detail.
 */
export interface AuditSentencePart {
  text: string;
  href?: string;
}

/** What a describer reads: an audit entry with the names the server looked up for it. */
export interface AuditSentenceInput {
  action: string;
  entityType: string;
  entityId: string;
  /** The record's current name (order number, product name, person…), or null when it is gone. */
  entityLabel: string | null;
  actorName: string | null;
  actorEmail: string;
  actorRole: string | null;
  before: unknown;
  after: unknown;
}

/** The kinds of record the log can be filtered by, with the words a person reads. */
export const AUDIT_ENTITY_KINDS: Record<string, string> = {
  order: 'Orders',
  product: 'Products',
  category: 'Categories',
  brand: 'Brands',
  promo: 'Promo codes',
  banner: 'Scrolling banners',
  article: 'Blog articles',
  recipe: 'Recipes',
  subscription: 'Subscriptions',
  subscription_settings: 'Subscribe & Save settings',
  query: 'Customer messages',
  user: 'Staff roles',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where a record of each kind is edited in the admin; a kind without its own page links to its list. */
function entityHref(kind: string, id: string): string | undefined {
  const uuid = UUID.test(id);
  switch (kind) {
    case 'order':
      return uuid ? `/admin/orders/${id}` : undefined;
    case 'product':
      return uuid ? `/admin/products/${id}` : '/admin/products';
    case 'article':
      return uuid ? `/admin/blog/${id}` : '/admin/blog';
    case 'recipe':
      return uuid ? `/admin/recipes/${id}` : '/admin/recipes';
    case 'subscription_settings':
      return '/admin/subscriptions';
    case 'subscription':
      return uuid ? `/admin/subscriptions/${id}` : '/admin/subscriptions';
    case 'query':
      return uuid ? `/admin/queries/${id}` : '/admin/queries';
    case 'category':
    case 'brand':
      return '/admin/categories';
    case 'promo':
      return '/admin/promos';
    case 'banner':
      return '/admin/scrolling-banners';
    case 'user':
      return '/admin/staff';
    default:
      return undefined;
  }
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** "Out for delivery" for out_for_delivery; an unknown code still reads as words, never as the code. */
export function humanizeCode(code: string): string {
  const words = code.replace(/[._-]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : '';
}

const labelOf = (labels: Record<string, string>, value: unknown) =>
  typeof value === 'string' ? (labels[value] ?? humanizeCode(value)) : 'none';
const orderStatus = (value: unknown) => labelOf(ORDER_STATUS_LABELS, value);
const roleLabel = (value: unknown) =>
  typeof value === 'string' && value in STAFF_ROLE_LABELS
    ? STAFF_ROLE_LABELS[value as keyof typeof STAFF_ROLE_LABELS]
    : 'Shopper';
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const GENERIC_NAMES: Record<string, string> = {
  order: 'an order',
  product: 'a product',
  category: 'a category',
  brand: 'a brand',
  promo: 'a promo code',
  banner: 'a banner',
  article: 'an article',
  recipe: 'a recipe',
  subscription: 'a subscription',
  query: 'a customer message',
  user: 'a person',
};

/** The record named in a sentence: its current name, else the name kept in the entry, else its kind. */
function entity(input: AuditSentenceInput): AuditSentencePart {
  const kept = [record(input.after), record(input.before)]
    .map((r) => text(r.name) ?? text(r.title) ?? text(r.code) ?? text(r.altText) ?? text(r.orderNumber))
    .find(Boolean);
  const name = input.entityLabel ?? kept ?? GENERIC_NAMES[input.entityType] ?? 'a record';
  const href = entityHref(input.entityType, input.entityId);
  return href ? { text: name, href } : { text: name };
}

type Part = AuditSentencePart | string;
type Describer = (input: AuditSentenceInput, before: Record<string, unknown>, after: Record<string, unknown>) => Part[];

/** "price $2.99 → $2.49, stock 10 → 8": the money and stock fields that moved in a quick edit. */
function priceAndStock(before: Record<string, unknown>, after: Record<string, unknown>): string {
  const parts: string[] = [];
  const money = (key: string, label: string) => {
    const a = num(before[key]);
    const b = num(after[key]);
    if (a !== b)
      parts.push(`${label} from ${a === null ? 'none' : formatCents(a)} to ${b === null ? 'none' : formatCents(b)}`);
  };
  money('priceCents', 'the price');
  money('originalPriceCents', 'the was-price');
  const s0 = num(before.stockQuantity);
  const s1 = num(after.stockQuantity);
  if (s0 !== s1) parts.push(`the stock from ${s0 ?? 'none'} to ${s1 ?? 'none'}`);
  return parts.length ? parts.join(', ') : 'nothing that differs';
}

const publishState = (r: Record<string, unknown>) =>
  r.isPublished === true || r.is_published === true ? 'published' : 'a draft';

/** One sentence per action code: what the actor did, after their name. */
export const AUDIT_SENTENCES: Record<string, Describer> = {
  'order.status': (e, b, a) => [
    'moved ',
    entity(e),
    `${a.move === 'back' ? ' back' : ''} from ${orderStatus(b.status)} to ${orderStatus(a.status)}`,
    ...(text(a.note) ? [a.move === 'back' ? ` because “${text(a.note)}”` : ` with the note “${text(a.note)}”`] : []),
  ],
  'order.refund': (e, b, a) => {
    const amount = num(a.amountCents) ?? (num(a.refundedCents) ?? 0) - (num(b.refundedCents) ?? 0);
    const lines = Array.isArray(a.lineIds) ? a.lineIds.length : 0;
    const whole = a.status === 'refunded' && b.status !== 'refunded';
    const what = whole
      ? ' (the whole order)'
      : num(a.customAmountCents) !== null
        ? ' (a custom amount)'
        : lines
          ? ` (${plural(lines, 'line')})`
          : '';
    return [
      `refunded ${formatCents(amount)} on `,
      entity(e),
      what,
      ...(text(a.reason) ? [` because “${text(a.reason)}”`] : []),
    ];
  },
  'order.problem_resolved': (e, _b, a) => {
    const refund = num(a.refundCents);
    const points = num(a.creditPoints);
    return [
      'answered a reported problem on ',
      entity(e),
      a.resolution === 'refund' && refund !== null
        ? ` with a refund of ${formatCents(refund)}`
        : a.resolution === 'credit' && points !== null
          ? ` with ${plural(points, 'point')} of store credit`
          : a.resolution === 'redelivery'
            ? ' with a redelivery'
            : '',
    ];
  },
  'product.create': (e) => ['added the product ', entity(e)],
  'product.update': (e) => ['edited ', entity(e)],
  'product.quick_edit': (e, b, a) => ['changed ', entity(e), `: ${priceAndStock(b, a)}`],
  'product.archive': (e) => ['archived ', entity(e)],
  'product.restore': (e) => ['brought back ', entity(e), ' from the archive'],
  'product.delete': (e) => ['deleted ', entity(e)],
  'product.image_add': (e) => ['added a picture to ', entity(e)],
  'product.image_remove': (e) => ['removed a picture from ', entity(e)],
  'product.bulk_price': (e) => {
    const before = Array.isArray(e.before) ? e.before.map(record) : [];
    const after = Array.isArray(e.after) ? e.after.map(record) : [];
    if (before.length === 1 && after.length === 1)
      return ['changed ', entity(e), `: ${priceAndStock(before[0]!, after[0]!)}`];
    return ['changed the prices of ', entity(e), ` (${plural(after.length, 'size')})`];
  },
  'product.bulk_stock': (e, b, a) => ['changed ', entity(e), `: ${priceAndStock(b, a)}`],
  'product.import': (_e, _b, a) => {
    const created = Array.isArray(a.created) ? a.created.length : 0;
    const updated = Array.isArray(a.updated) ? a.updated.length : 0;
    return [
      `imported a products spreadsheet: ${plural(created, 'product')} added, ${plural(updated, 'product')} changed`,
    ];
  },
  'thursday_sale.set': (e, _b, a) => {
    const sizes = Array.isArray(e.after) ? e.after.length : Object.keys(a).length;
    return ['set Thursday sale prices for ', entity(e), sizes > 1 ? ` (${plural(sizes, 'size')})` : ''];
  },
  'thursday_sale.remove': (e) => ['took ', entity(e), ' out of the Thursday sale'],
  'category.create': (e) => ['added the category ', entity(e)],
  'category.update': (e) => ['edited the category ', entity(e)],
  'category.reorder': (e) => ['reordered the categories', ...(e.entityLabel ? [' under ', entity(e)] : [])],
  'category.image_set': (e) => ['gave the category ', entity(e), ' a new picture'],
  'category.image_remove': (e) => ['removed the picture of the category ', entity(e)],
  'brand.create': (e) => ['added the brand ', entity(e)],
  'brand.update': (e) => ['edited the brand ', entity(e)],
  'brand.archive': (e) => ['archived the brand ', entity(e)],
  'brand.unarchive': (e) => ['brought back the brand ', entity(e)],
  'brand.delete': (e) => ['deleted the brand ', entity(e)],
  'staff.role': (e, b, a) => ['changed the role of ', entity(e), ` from ${roleLabel(b.role)} to ${roleLabel(a.role)}`],
  'recipe.create': (e) => ['added the recipe ', entity(e), ' as a draft'],
  'recipe.update': (e, b, a) =>
    publishState(b) === publishState(a)
      ? ['edited the recipe ', entity(e)]
      : ['changed the recipe ', entity(e), ` from ${publishState(b)} to ${publishState(a)}`],
  'recipe.ingredients': (e) => {
    const before = Array.isArray(e.before) ? e.before.length : 0;
    const after = Array.isArray(e.after) ? e.after.length : 0;
    return ['changed the ingredients of ', entity(e), ` from ${before} to ${after}`];
  },
  'article.create': (e, _b, a) => ['wrote the article ', entity(e), ` (${publishState(a)})`],
  'article.update': (e, b, a) =>
    publishState(b) === publishState(a)
      ? ['edited the article ', entity(e)]
      : ['changed the article ', entity(e), ` from ${publishState(b)} to ${publishState(a)}`],
  'banner.create': (e) => ['added the banner ', entity(e)],
  'banner.update': (e) => ['edited the banner ', entity(e)],
  'banner.reorder': () => ['reordered the scrolling banners'],
  'banner.delete': (e) => ['deleted the banner ', entity(e)],
  'promo.create': (e) => ['created the promo code ', entity(e)],
  'promo.update': (e) => ['edited the promo code ', entity(e)],
  'promo.activate': (e) => ['turned on the promo code ', entity(e)],
  'promo.deactivate': (e) => ['turned off the promo code ', entity(e)],
  'subscription.paused': (e, _b, a) => [
    'paused the subscription of ',
    entity(e),
    ...(text(a.pausedUntil) ? [` until ${text(a.pausedUntil)}`] : []),
  ],
  'subscription.resumed': (e) => ['resumed the subscription of ', entity(e)],
  'subscription.cancelled': (e) => ['cancelled the subscription of ', entity(e)],
  'subscription.skipped': (e) => ['skipped a delivery of the subscription of ', entity(e)],
  'subscription.updated': (e, b, a) => [
    'changed the subscription of ',
    entity(e),
    ...(b.status !== a.status
      ? [` from ${labelOf(SUBSCRIPTION_STATUS_LABELS, b.status)} to ${labelOf(SUBSCRIPTION_STATUS_LABELS, a.status)}`]
      : []),
  ],
  'subscription.settings': (_e, b, a) => [
    `changed the Subscribe & Save discount from ${num(b.discountPercent) ?? 'none'}% to ${num(a.discountPercent) ?? 'none'}%`,
  ],
  'query.update': (e, b, a) => [
    'updated the message from ',
    entity(e),
    ...(b.status !== a.status
      ? [`: ${labelOf(INQUIRY_STATUS_LABELS, b.status)} to ${labelOf(INQUIRY_STATUS_LABELS, a.status)}`]
      : []),
    ...(b.assigneeId !== a.assigneeId ? [a.assigneeId ? ' and assigned it' : ' and unassigned it'] : []),
  ],
  'query.note': (e) => ['added a note to the message from ', entity(e)],
  'query.reply': (e) => ['replied to ', entity(e)],
};

/** The actor's role in the sentence: "Priya (staff)", "Asha (super admin)". */
const actorRoleLabel = (role: string | null) =>
  role === 'super_admin' ? 'super admin' : role === 'admin' ? 'staff' : 'former staff';

/**
 * The whole sentence: the actor (a link to their changes), then the action's describer. An action without a describer (a new one
 * the table has not learnt yet; the unit test catches it) still reads as words about its record.
 */
export function describeAudit(input: AuditSentenceInput): AuditSentencePart[] {
  const describer = AUDIT_SENTENCES[input.action];
  const parts: Part[] = describer
    ? describer(input, record(input.before), record(input.after))
    : [`${humanizeCode(input.action.split('.').slice(1).join(' ') || input.action).toLowerCase()} on `, entity(input)];
  const actor = {
    text: text(input.actorName) ?? input.actorEmail,
    // The person's name opens their own changes in the log.
    href: `/admin/audit-log?actor=${encodeURIComponent(input.actorEmail)}`,
  };
  return [actor, ` (${actorRoleLabel(input.actorRole)}) `, ...parts]
    .map((part) => (typeof part === 'string' ? { text: part } : part))
    .filter((part) => part.text !== '');
}

/** The sentence as plain text (for a title, a screen reader summary or a test). */
export const auditSentenceText = (input: AuditSentenceInput) =>
  describeAudit(input)
    .map((part) => part.text)
    .join('');
