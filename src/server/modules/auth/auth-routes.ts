import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_MESSAGES,
  authProvidersDto,
  changePasswordInput,
  forgotPasswordInput,
  meReply,
  okReply,
  RESET_LINK_INVALID_MESSAGE,
  resetPasswordInput,
  signUpInput,
} from '../../../shared/auth';
import { body as errorBody } from '../../plugins/error-handler';
import { requireUser } from '../../plugins/auth-session';
import { AUTH_ERROR_REPLIES, authError, callAuth, copyAuthHeaders, relayAuth, tooManyAttempts } from './auth-bridge';
import { sessionCookie } from './session-cache';
import type { AuthService } from './auth-service';
import { signInRoutes } from './sign-in-routes';

/** better-auth endpoints the shop uses as they are; the rest are wrapped below or not exposed at all. */
const PASS_THROUGH = [
  /^\/get-session$/,
  /^\/sign-out$/,
  /^\/verify-email$/,
  /^\/sign-in\/social$/,
  /^\/callback\/[a-z0-9-]+$/,
  /^\/reset-password\/[^/]+$/,
  /^\/error$/,
  /^\/ok$/,
];

/** Pass-through endpoints that change the session: POST only, so a link or an image cannot sign anyone out. */
const POST_ONLY = [/^\/sign-out$/];

const errors = AUTH_ERROR_REPLIES;

/**
 * /api/auth/*: the payloads with spec messages are parsed here with the shared schemas, then handed to
 * better-auth; its answers come back in the API's error shape. /api/me says who is signed in.
 */
export const authRoutes: FastifyPluginAsyncZod<{ service: AuthService }> = async (app, { service }) => {
  const { auth, publicUrl } = service;
  // better-auth's sign-out posts an empty JSON body, which Fastify's own parser refuses.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    if (text === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text as string));
    } catch {
      done(Object.assign(new Error('The request body is not valid JSON'), { statusCode: 400 }), undefined);
    }
  });

  app.post(
    '/auth/sign-up/email',
    { schema: { tags: ['auth'], body: signUpInput, response: { 200: okReply, ...errors } } },
    async (request, reply) => {
      const { fullName, email, phone, password, returnTo } = request.body;
      const verified = new URLSearchParams({ verified: '1', ...(returnTo ? { returnTo } : {}) });
      const call = await callAuth(auth, publicUrl, request, {
        path: '/sign-up/email',
        body: { name: fullName, email, password, phone, callbackURL: `/login?${verified}` },
      });
      // Only the outcome goes back: a new and an already-known email must look the same.
      if (call.status >= 400) return authError(call, reply);
      return { ok: true as const, message: AUTH_MESSAGES.signupSuccess.description };
    },
  );

  await app.register(signInRoutes, { service });

  app.post(
    '/auth/request-password-reset',
    { schema: { tags: ['auth'], body: forgotPasswordInput, response: { 200: okReply, ...errors } } },
    async (request, reply) => {
      const refused = await service.accountEmails.resetRequest(request, request.body.email);
      if (refused) {
        const message = AUTH_MESSAGES.accountEmailsThrottled(refused.seconds);
        return tooManyAttempts(reply, 'EMAILS_THROTTLED', message, refused.seconds);
      }
      const call = await callAuth(auth, publicUrl, request, {
        path: '/request-password-reset',
        body: { email: request.body.email, redirectTo: '/reset-password' },
      });
      if (call.status >= 400) return authError(call, reply);
      return { ok: true as const, message: AUTH_MESSAGES.resetEmailSent };
    },
  );

  app.post(
    '/auth/reset-password',
    { schema: { tags: ['auth'], body: resetPasswordInput, response: { 200: okReply, ...errors } } },
    async (request, reply) => {
      const call = await callAuth(auth, publicUrl, request, {
        path: '/reset-password',
        body: { token: request.body.token, newPassword: request.body.password },
      });
      if (call.status >= 400) return authError(call, reply, { INVALID_TOKEN: RESET_LINK_INVALID_MESSAGE });
      return { ok: true as const, message: AUTH_MESSAGES.passwordReset };
    },
  );

  app.post(
    '/auth/change-password',
    {
      schema: { tags: ['auth'], body: changePasswordInput, response: { 200: okReply, ...errors } },
      onRequest: async (request) => {
        await requireUser(request);
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { currentPassword, newPassword } = request.body;
      const call = await callAuth(auth, publicUrl, request, {
        path: '/change-password',
        // Every other session of the user ends; this device gets a fresh session cookie.
        body: { currentPassword, newPassword, revokeOtherSessions: true },
      });
      if (call.status === 400 && call.json?.code === 'INVALID_PASSWORD') {
        return reply.status(400).send(
          errorBody('INVALID_PASSWORD', AUTH_MESSAGES.currentPasswordWrong, {
            currentPassword: AUTH_MESSAGES.currentPasswordWrong,
          }),
        );
      }
      if (call.status >= 400)
        return authError(call, reply, { CREDENTIAL_ACCOUNT_NOT_FOUND: AUTH_MESSAGES.noPasswordSet });
      // A reset link emailed before the change must not undo it.
      await service.endResetLinks(user.id);
      copyAuthHeaders(call, reply);
      return { ok: true as const, message: AUTH_MESSAGES.passwordChanged };
    },
  );

  app.get('/auth/providers', { schema: { tags: ['auth'], response: { 200: authProvidersDto } } }, () => ({
    google: service.googleEnabled,
  }));

  app.route({
    method: ['GET', 'POST'],
    url: '/auth/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      const path = authPath(request.url, publicUrl);
      if (path === null || !PASS_THROUGH.some((allowed) => allowed.test(path))) {
        return reply.status(404).send(errorBody('NOT_FOUND', `No route for ${request.method} /api/auth${path}`));
      }
      if (request.method !== 'POST' && POST_ONLY.some((postOnly) => postOnly.test(path))) {
        const message = `Use POST for /api/auth${path}; ${request.method} is not allowed.`;
        return reply.status(405).header('allow', 'POST').send(errorBody('METHOD_NOT_ALLOWED', message));
      }
      return relayAuth(await callAuth(auth, publicUrl, request), reply);
    },
  });

  app.get('/me', { schema: { tags: ['auth'], response: { 200: meReply } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // Without a session cookie there is no session to find: better-auth is not asked, which would count the
    // request against the address's rate limit (a read and a write of the database on every such request).
    if (!sessionCookie(request.headers.cookie)) return { user: null };
    // Through better-auth's get-session so a long-lived session's cookie is extended as it is used.
    const call = await callAuth(auth, publicUrl, request, { path: '/get-session', method: 'GET' });
    copyAuthHeaders(call, reply);
    if (call.status >= 400 || !call.json?.user) return { user: null };
    return { user: await service.sessionUserFromAuth(call.json) };
  });
};

/** The path below /api/auth as better-auth will route it; null when it cannot be decoded. */
function authPath(url: string, base: string): string | null {
  try {
    return decodeURIComponent(new URL(url, base).pathname).replace(/^\/api\/auth/, '');
  } catch {
    return null;
  }
}
