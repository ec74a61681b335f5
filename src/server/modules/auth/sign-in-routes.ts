import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_MESSAGES, sessionUserDto, signInInput, type SignInInput } from '../../../shared/auth';
import { body as errorBody } from '../../plugins/error-handler';
import {
  AUTH_ERROR_REPLIES,
  type AuthCall,
  authError,
  callAuth,
  copyAuthHeaders,
  tooManyAttempts,
} from './auth-bridge';
import type { AuthService } from './auth-service';
import type { SignInRefusal } from './sign-in-throttle';

const errors = AUTH_ERROR_REPLIES;

/** The shopper's and the staff sign-in, both behind the failure counters of sign-in-throttle.ts. */
export const signInRoutes: FastifyPluginAsyncZod<{ service: AuthService }> = async (app, { service }) => {
  const { auth, publicUrl } = service;

  /**
   * Both sign-ins: refused while the account's or the address's failures ask to wait; a wrong password
   * counts on both, a right one (verified or not, shopper at the staff door or not) clears the account's.
   */
  async function throttledSignIn(
    request: FastifyRequest,
    body: SignInInput,
    reply: FastifyReply,
    callbackURL?: string,
  ): Promise<AuthCall | null> {
    const { email, password, rememberMe } = body;
    const refused = await service.signIns.refusal(request, email);
    if (refused) {
      await tooManyAttempts(reply, 'SIGN_IN_THROTTLED', signInRefusalMessage(refused), refused.seconds);
      return null;
    }
    const call = await callAuth(auth, publicUrl, request, {
      path: '/sign-in/email',
      body: { email, password, rememberMe: rememberMe ?? false, ...(callbackURL ? { callbackURL } : {}) },
    });
    if (call.status === 401) await service.signIns.failed(request, email);
    else if (call.status < 400 || call.json?.code === 'EMAIL_NOT_VERIFIED')
      await service.signIns.succeeded(request, email);
    return call;
  }

  app.post(
    '/auth/sign-in/email',
    { schema: { tags: ['auth'], body: signInInput, response: { 200: z.object({ user: sessionUserDto }), ...errors } } },
    async (request, reply) => {
      const call = await throttledSignIn(request, request.body, reply, '/login?verified=1');
      if (!call) return reply;
      if (call.status >= 400) return authError(call, reply);
      const user = await service.sessionUserFromAuth(call.json);
      service.signIns.rememberDevice(request.body.email, reply);
      copyAuthHeaders(call, reply);
      return { user };
    },
  );

  /** The staff sign-in of /admin/login: a shopper's correct password still gets no session here. */
  app.post(
    '/auth/staff/sign-in',
    { schema: { tags: ['auth'], body: signInInput, response: { 200: z.object({ user: sessionUserDto }), ...errors } } },
    async (request, reply) => {
      const call = await throttledSignIn(request, request.body, reply);
      if (!call) return reply;
      if (call.status >= 400) return authError(call, reply);
      const user = await service.sessionUserFromAuth(call.json);
      if (!user.role) {
        await service.discardSession(call.json);
        return reply.status(403).send(errorBody('NOT_STAFF', AUTH_MESSAGES.staffOnly));
      }
      service.signIns.rememberDevice(request.body.email, reply);
      copyAuthHeaders(call, reply);
      return { user };
    },
  );
};

function signInRefusalMessage(refused: SignInRefusal): string {
  return refused.scope === 'account'
    ? AUTH_MESSAGES.signInAccountThrottled(refused.seconds)
    : AUTH_MESSAGES.signInAddressThrottled(refused.seconds);
}
