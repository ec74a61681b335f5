import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { SessionUserDto } from '../../../shared/auth';
import type { Config } from '../../config';
import { resolveAuthSecret } from '../../config';
import type { Database } from '../../db/client';
import { createMailer, type Mailer } from '../../email/mailer';
import type { SessionUser } from '../../plugins/auth-session';
import { createAuthRepository } from './auth-repository';
import { createAuth } from './create-auth';

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
  const repository = createAuthRepository(database);
  const auth = createAuth({ config, database, mailer, repository, secret: resolveAuthSecret(config), log });

  async function toUserDto(user: AuthUserJson): Promise<SessionUserDto> {
    const profile = await repository.profileSummary(user.id);
    return {
      id: user.id,
      email: user.email,
      fullName: profile?.full_name ?? (user.name || null),
      role: profile?.role ?? null,
      emailVerified: Boolean(user.emailVerified),
    };
  }

  return {
    auth,
    mailer,
    repository,
    publicUrl: config.publicUrl,
    googleEnabled: config.google !== null,

    /** Read-only lookup for guards: no session refresh writes, nothing for requests without the cookie. */
    async sessionLookup(request: FastifyRequest): Promise<SessionUser | null> {
      if (!request.headers.cookie?.includes('.session_token=')) return null;
      const headers = new Headers({ cookie: request.headers.cookie });
      const found = await auth.api.getSession({ headers, query: { disableRefresh: true } });
      if (!found) return null;
      return { ...(await toUserDto(found.user)), sessionId: found.session.id };
    },

    /** The DTO for a better-auth answer carrying `user` (sign-in, get-session). */
    async sessionUserFromAuth(json: Record<string, unknown> | null): Promise<SessionUserDto> {
      const user = json?.user as AuthUserJson | undefined;
      if (!user?.id) throw new Error('better-auth answered without a user');
      return toUserDto(user);
    },

    /** Ends the session better-auth has just created (a shopper at the staff sign-in). */
    async discardSession(json: Record<string, unknown> | null): Promise<void> {
      if (typeof json?.token === 'string') await repository.deleteSessionByToken(json.token);
    },

    close: () => mailer.close(),
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
