import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { SessionUserDto } from '../../../shared/auth';
import type { Config } from '../../config';
import { resolveAuthSecret } from '../../config';
import type { Database } from '../../db/client';
import { createMailer, type Mailer } from '../../email/mailer';
import type { SessionUser } from '../../plugins/auth-session';
import { createThrottle } from '../throttle/throttle';
import { createAccountEmailThrottle } from './account-email-throttle';
import { authRepository } from './auth-repository';
import { createAuth } from './create-auth';
import { createSessionCache, sessionCookie } from './session-cache';
import { createSignInThrottle } from './sign-in-throttle';

interface AuthUserJson {
  id: string;
  email: string;
  name?: string | null;
  emailVerified?: boolean;
}

/** Everything the accounts side offers the rest of the server: better-auth, the mailer, the session lookup. */
export function createAuthService(deps: {
  config: Config;
  database: Database;
  log: FastifyBaseLogger;
  mailer?: Mailer;
}) {
  const { config, database, log } = deps;
  const mailer = deps.mailer ?? createMailer({ config, database, log });
  const sessions = createSessionCache();
  const secret = resolveAuthSecret(config);
  const throttle = createThrottle(database);
  const signIns = createSignInThrottle(throttle, secret, config.env === 'production');
  const accountEmails = createAccountEmailThrottle(throttle);
  const auth = createAuth({
    config,
    database,
    mailer,
    secret,
    log,
    onSessionEnded: (userId) => sessions.forgetUser(userId),
    accountEmails,
    onAccountRecovered: (email) => signIns.accountRecovered(email),
  });

  async function toUserDto(user: AuthUserJson): Promise<SessionUserDto> {
    const profile = await authRepository.profileSummary(database, user.id);
    return {
      id: user.id,
      email: user.email,
      fullName: profile?.fullName ?? (user.name || null),
      role: profile?.role ?? null,
      emailVerified: Boolean(user.emailVerified),
    };
  }

  return {
    auth,
    mailer,
    signIns,
    accountEmails,
    publicUrl: config.publicUrl,
    googleEnabled: config.google !== null,

    /**
     * Read-only lookup for guards: no session refresh writes, nothing for requests without the cookie,
     * and a few seconds of memory per session cookie (see session-cache.ts for how revocation works).
     */
    async sessionLookup(request: FastifyRequest): Promise<SessionUser | null> {
      const cookie = request.headers.cookie;
      const key = sessionCookie(cookie);
      if (!key) return null;
      return sessions.remember(key, async () => {
        const found = await auth.api.getSession({
          headers: new Headers({ cookie: cookie! }),
          query: { disableRefresh: true },
        });
        if (!found) return null;
        const user = { ...(await toUserDto(found.user)), sessionId: found.session.id };
        return { user, expiresAt: new Date(found.session.expiresAt) };
      });
    },

    /** A user's role or sessions changed outside better-auth: their next request reads them afresh. */
    forgetUser: (userId: string) => sessions.forgetUser(userId),

    /** The DTO for a better-auth answer carrying `user` (sign-in, get-session). */
    async sessionUserFromAuth(json: Record<string, unknown> | null): Promise<SessionUserDto> {
      const user = json?.user as AuthUserJson | undefined;
      if (!user?.id) throw new Error('better-auth answered without a user');
      return toUserDto(user);
    },

    /** Ends the session better-auth has just created (a shopper at the staff sign-in). */
    async discardSession(json: Record<string, unknown> | null): Promise<void> {
      if (typeof json?.token === 'string') await authRepository.deleteSessionByToken(database, json.token);
      const user = json?.user as AuthUserJson | undefined;
      if (user?.id) sessions.forgetUser(user.id);
    },

    /** Ends the user's outstanding password-reset links (a password change must not be undone by one). */
    endResetLinks: (userId: string) => authRepository.endResetLinks(database, userId),

    close: () => mailer.close(),
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
