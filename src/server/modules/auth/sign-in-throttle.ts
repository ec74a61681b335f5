import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Throttle, type ThrottleRefusal, digest } from '../throttle/throttle';
import { SIGN_IN_ACCOUNT, SIGN_IN_ADDRESS } from '../throttle/throttle-policies';

/** Set after a correct password; lets its owner sign in while strangers' failures hold the account's lock. */
const DEVICE_COOKIE = 'shop.known_device';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface SignInRefusal extends ThrottleRefusal {
  /** Whose count refused: the account (or this device's own count for it), or the client address. */
  scope: 'account' | 'address';
}

/**
 * Failed sign-ins counted per account and per client address, separately (policies in
 * throttle-policies.ts). Successful sign-ins are never counted. An attacker's failures slow and then
 * lock the account for everyone but the browsers that have signed in to it before: those carry a
 * signed cookie naming the account and are counted on their own, so a stranger cannot lock a shopper
 * out of their own phone. The client address is Fastify's request.ip, which believes X-Forwarded-For
 * only from TRUST_PROXY_HOPS proxies.
 */
export function createSignInThrottle(throttle: Throttle, secret: string, secureCookies: boolean) {
  const deviceMark = (email: string) =>
    createHmac('sha256', secret).update(`known-device:${email.trim().toLowerCase()}`).digest('base64url');

  function accountKey(request: FastifyRequest, email: string): string {
    const mark = deviceMark(email);
    const sent = readCookie(request.headers.cookie, DEVICE_COOKIE);
    if (sent && sent.length === mark.length && timingSafeEqual(Buffer.from(sent), Buffer.from(mark))) {
      return `sign-in:device:${mark}`;
    }
    return `sign-in:account:${digest(email)}`;
  }
  const addressKey = (request: FastifyRequest) => `sign-in:address:${request.ip}`;

  return {
    /**
     * A known browser answers only to its own count: a stranger hammering other accounts from the same
     * shared address (a carrier's, an office's) cannot lock its owner out either.
     */
    async refusal(request: FastifyRequest, email: string): Promise<SignInRefusal | null> {
      const account = accountKey(request, email);
      const checks = [{ key: account, policy: SIGN_IN_ACCOUNT }];
      if (!account.startsWith('sign-in:device:')) checks.push({ key: addressKey(request), policy: SIGN_IN_ADDRESS });
      const refused = await throttle.refusal(checks);
      return refused && { ...refused, scope: refused.key === account ? 'account' : 'address' };
    },

    async failed(request: FastifyRequest, email: string) {
      await throttle.hit({ key: accountKey(request, email), policy: SIGN_IN_ACCOUNT });
      await throttle.hit({ key: addressKey(request), policy: SIGN_IN_ADDRESS });
    },

    /**
     * The right password: the count it was checked against starts over (a known device's own count, so
     * its owner signing in does not hand a stranger a fresh set of guesses).
     */
    async succeeded(request: FastifyRequest, email: string) {
      await throttle.clear(accountKey(request, email));
    },

    /** A session was made: this browser becomes a known device of the account. */
    rememberDevice(email: string, reply: FastifyReply) {
      const secure = secureCookies ? '; Secure' : '';
      reply.header(
        'set-cookie',
        `${DEVICE_COOKIE}=${deviceMark(email)}; Path=/api/auth; Max-Age=${YEAR_SECONDS}; HttpOnly; SameSite=Lax${secure}`,
      );
    },

    /** A completed password reset proves the mailbox: the account's lock ends. */
    async accountRecovered(email: string) {
      await throttle.clear(`sign-in:account:${digest(email)}`);
    },
  };
}
export type SignInThrottle = ReturnType<typeof createSignInThrottle>;

function readCookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}
