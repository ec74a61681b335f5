import type { FastifyInstance } from 'fastify';
import { body } from './error-handler';

/**
 * Fields that are paragraphs rather than one line (a cart line's note, staff notes, descriptions):
 * they may hold line breaks and tabs. Every other text field is one line. A new multi-line field
 * is added here by name.
 */
const MULTI_LINE_FIELDS = new Set([
  'customRequirements',
  'notes',
  'note',
  'description',
  'message',
  'reason',
  'originStory',
  'experience',
  'body',
  'intro',
  'steps',
  // A CSV file's text (the catalog import): its rows are lines.
  'csv',
]);
/** NUL and the other C0/C1 controls: PostgreSQL refuses NUL (a 500), the rest only hide or forge text. */
// eslint-disable-next-line no-control-regex -- matching control characters is this rule's whole point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Line breaks and tabs: in a name they end up as extra lines in emails and packing slips. */
const LINE_BREAK = /[\t\n\r\u2028\u2029]/;
const MAX_DEPTH = 64;

export const CONTROL_CHARACTER_MESSAGE = 'Remove control characters (such as NUL) from this field';
export const LINE_BREAK_MESSAGE = 'This field must be a single line of text';

/** The first string (or key) in a parsed request part that breaks the rule, with its dotted path. */
function findBadText(value: unknown, path: string[], depth = 0): { field: string; message: string } | null {
  if (typeof value === 'string') {
    const field = path.join('.') || '_';
    if (CONTROL.test(value)) return { field, message: CONTROL_CHARACTER_MESSAGE };
    const name = path.at(-1) ?? '';
    if (LINE_BREAK.test(value) && !MULTI_LINE_FIELDS.has(name)) return { field, message: LINE_BREAK_MESSAGE };
    return null;
  }
  // Raw bodies (Stripe's webhook keeps its bytes for the signature) are not text input.
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value) || depth > MAX_DEPTH) return null;
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [key, item] of entries) {
    if (CONTROL.test(key) || LINE_BREAK.test(key))
      return { field: [...path, '_'].join('.'), message: CONTROL_CHARACTER_MESSAGE };
    const found = findBadText(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * One rule for every route's path parameters, query and JSON body, checked before the route's own
 * schema: no control characters anywhere, no line breaks outside MULTI_LINE_FIELDS. A NUL byte would
 * otherwise reach PostgreSQL and come back as a 500; a CR/LF in a name would be copied into emails.
 */
export function registerTextInputCheck(app: FastifyInstance) {
  app.addHook('preValidation', async (request, reply) => {
    const found = findBadText(request.params, []) ?? findBadText(request.query, []) ?? findBadText(request.body, []);
    if (!found) return;
    return reply.status(400).send(body('VALIDATION_FAILED', found.message, { [found.field]: found.message }));
  });
}
