import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { storeDayTime } from '../../shared/store-dates';
import { getSessionUser } from '../plugins/auth-session';
import { body } from '../plugins/error-handler';
import type { OutboxService } from './outbox-service';
import { escapeHtml } from '../../shared/escape-html';

const outboxQuery = z.object({
  to: z.string().trim().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
const outboxEmailDto = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  kind: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
});

export const OUTBOX_FORBIDDEN_MESSAGE =
  'The email outbox can only be read on the machine the shop runs on, or by a signed-in super admin.';

/** request.ip is the socket's address, or the client's as told by TRUST_PROXY_HOPS trusted proxies. */
export const isLoopback = (ip: string) => /^(127\.|::1$|::ffff:127\.)/.test(ip);

/**
 * Developer view of the email outbox (registered only when NODE_ENV is not production): JSON at
 * /api/dev/emails for tests and tools, a plain page at /dev/emails for people.
 */
export const outboxRoutes: FastifyPluginAsyncZod<{ outbox: OutboxService }> = async (app, { outbox }) => {
  // The outbox holds every account's reset and verification links (a super admin's among them), and
  // `npm start` listens on every interface: only the machine itself or a super admin may read it,
  // whatever NODE_ENV says; any other staff role could take over a super admin's account with it.
  app.addHook('onRequest', async (request, reply) => {
    if (isLoopback(request.ip) || (await getSessionUser(request))?.role === 'super_admin') return;
    return reply.status(403).send(body('FORBIDDEN', OUTBOX_FORBIDDEN_MESSAGE));
  });
  app.get(
    '/api/dev/emails',
    {
      schema: {
        tags: ['dev'],
        querystring: outboxQuery,
        response: { 200: z.object({ emails: z.array(outboxEmailDto) }) },
      },
    },
    async (request) => ({ emails: await outbox.list(request.query) }),
  );
  app.get('/dev/emails', { schema: { hide: true, querystring: outboxQuery } }, async (request, reply) => {
    const emails = await outbox.list(request.query);
    const rows = emails
      .map(
        (e) => `<article><h2>${escapeHtml(e.subject)}</h2>
<p><b>To:</b> ${escapeHtml(e.to)} · <b>Kind:</b> ${escapeHtml(e.kind)} · <time datetime="${escapeHtml(e.createdAt)}">${escapeHtml(storeDayTime(e.createdAt))}</time></p>
${e.link ? `<p><a href="${escapeHtml(e.link)}">${escapeHtml(e.link)}</a></p>` : ''}
<pre>${escapeHtml(e.text)}</pre></article>`,
      )
      .join('<hr>');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Email outbox</title>
<style>body{font-family:sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}pre{white-space:pre-wrap;background:#f6f6f6;padding:.75rem}</style></head>
<body><main><h1>Email outbox (development only)</h1><p>${emails.length ? `${emails.length} newest emails` : 'No emails yet.'}</p>${rows}</main></body></html>`,
      );
  });
};
