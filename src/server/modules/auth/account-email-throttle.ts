import type { FastifyRequest } from 'fastify';
import { type Throttle, type ThrottleRefusal, digest } from '../throttle/throttle';
import { ACCOUNT_EMAILS_PER_ADDRESS, ACCOUNT_EMAILS_PER_RECIPIENT } from '../throttle/throttle-policies';

/**
 * Reset and verification emails, counted per recipient and per client address so nobody can flood an
 * inbox. Reset requests have their own count per typed email, kept whether or not the address has an
 * account (and apart from the emails an account's sign-up sends), so the limit answers the same for
 * both and tells a stranger nothing.
 */
export function createAccountEmailThrottle(throttle: Throttle) {
  const resets = (email: string) => ({ key: `email:reset:${digest(email)}`, policy: ACCOUNT_EMAILS_PER_RECIPIENT });
  const recipient = (email: string) => ({ key: `email:to:${digest(email)}`, policy: ACCOUNT_EMAILS_PER_RECIPIENT });
  const address = (request: FastifyRequest) => ({
    key: `email:from:${request.ip}`,
    policy: ACCOUNT_EMAILS_PER_ADDRESS,
  });

  return {
    /** A reset request: refused while either count asks to wait, otherwise counted on both. */
    async resetRequest(request: FastifyRequest, email: string): Promise<ThrottleRefusal | null> {
      const checks = [resets(email), address(request)];
      const refused = await throttle.refusal(checks);
      if (refused) return refused;
      for (const check of checks) await throttle.hit(check);
      return null;
    },

    /**
     * An email better-auth is about to send on its own (verification on sign-up or sign-in, the
     * existing-account notice): false when the recipient has had enough; the answer to the request does
     * not change, so it reveals nothing.
     */
    async mayEmail(email: string): Promise<boolean> {
      const check = recipient(email);
      if (await throttle.refusal([check])) return false;
      await throttle.hit(check);
      return true;
    },
  };
}
export type AccountEmailThrottle = ReturnType<typeof createAccountEmailThrottle>;
