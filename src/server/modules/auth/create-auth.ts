import { createHash } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { accounts, authRateLimits, sessions, users, verifications } from '../../db/schema/auth';
import type { Mailer } from '../../email/mailer';
import { existingAccountMessage, resetPasswordMessage, verifyEmailMessage } from '../../email/templates';
import { allowedOrigins } from '../../plugins/origin-check';
import type { AccountEmailThrottle } from './account-email-throttle';
import { authRepository } from './auth-repository';
import { testPasswordHashing } from './test-password-hashing';

/** The header the Fastify bridge fills with request.ip, so better-auth's limiter keys on the real client. */
export const CLIENT_IP_HEADER = 'x-shop-client-ip';
export const AUTH_BASE_PATH = '/api/auth';
const DAY = 24 * 60 * 60;

export interface CreateAuthDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  secret: string;
  log: FastifyBaseLogger;
  /** Called before and after a session row is deleted (sign-out, password change or reset). */
  onSessionEnded?: (userId: string) => void;
  /** Per-recipient limit on the emails better-auth sends by itself (verification, existing account). */
  accountEmails: AccountEmailThrottle;
  /** A password reset completed: the mailbox's owner is back, so the account's sign-in lock ends. */
  onAccountRecovered?: (email: string) => Promise<void>;
}

/** How better-auth stores a verification identifier with `storeIdentifier: 'hashed'` (SHA-256, base64url). */
export const storedIdentifier = (identifier: string) => createHash('sha256').update(identifier).digest('base64url');

/**
 * better-auth configured for the shop: email + password with required verification, reset by emailed
 * link, Google (an OpenID provider found by discovery), sessions and rate-limit counters in our
 * PostgreSQL. Remember me: 30-day sessions; unchecked, better-auth makes a 1-day session with a
 * browser-session cookie that is never extended.
 */
export function createAuth(deps: CreateAuthDeps) {
  const { config, database, mailer, secret, log, onSessionEnded, accountEmails } = deps;
  const limit = config.authRateLimitMax;
  const perMinute = { window: 60, max: limit };
  // The same origins the API's own check accepts (PUBLIC_URL, EXTRA_ORIGINS, loopback names outside production).
  const trustedOrigins = allowedOrigins(config);

  return betterAuth({
    appName: 'Desi Grocer',
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins,
    database: drizzleAdapter(database.db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: authRateLimits,
      },
    }),
    advanced: {
      database: { generateId: 'uuid' },
      useSecureCookies: config.env === 'production',
      // better-auth turns origin checks off by itself when NODE_ENV=test; tests must see the real thing.
      disableOriginCheck: false,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      cookiePrefix: 'shop',
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    session: { expiresIn: 30 * DAY, updateAge: DAY },
    // Reset tokens are looked up by hash, so a leaked table does not leak working links.
    verification: { storeIdentifier: 'hashed' },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      // Tests only (config.ts ties it to NODE_ENV=test); everywhere else better-auth's own scrypt.
      ...(config.testPasswordHashing ? { password: testPasswordHashing } : {}),
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // Only the newest link works: a new request ends the older ones (counted per recipient in the route).
      sendResetPassword: async ({ user, url, token }) => {
        await authRepository.endResetLinks(database, user.id, storedIdentifier(`reset-password:${token}`));
        await mailer.send(resetPasswordMessage(user.email, user.name, url));
      },
      // The used link is gone already; any other (a request racing this reset) goes too.
      onPasswordReset: async ({ user }) => {
        await authRepository.endResetLinks(database, user.id);
        await deps.onAccountRecovered?.(user.email);
      },
      onExistingUserSignUp: async ({ user }) => {
        if (!(await accountEmails.mayEmail(user.email))) return;
        await mailer.send(
          existingAccountMessage(user.email, user.name, new URL('/forgot-password', config.publicUrl).href),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // An unverified shopper who signs in with the right password gets a fresh link.
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: DAY,
      sendVerificationEmail: async ({ user, url }) => {
        if (!(await accountEmails.mayEmail(user.email))) return;
        await mailer.send(verifyEmailMessage(user.email, user.name, url));
      },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 300,
      customRules: {
        // Sign-in is limited by failures per account and per address (sign-in-throttle.ts), not here:
        // better-auth counts successful sign-ins too, which locked out shoppers sharing an address.
        '/sign-in/email': false,
        '/sign-in/social': perMinute,
        '/sign-up/email': perMinute,
        '/change-password': perMinute,
        '/reset-password': perMinute,
        // Counted per recipient and per address in the route (account-email-throttle.ts).
        '/request-password-reset': false,
        '/send-verification-email': { window: 15 * 60, max: limit },
      },
    },
    databaseHooks: {
      session: {
        delete: {
          before: async (session) => onSessionEnded?.(session.userId),
          after: async (session) => onSessionEnded?.(session.userId),
        },
      },
      user: {
        create: {
          after: async (user, context) => {
            const body = (context?.body ?? {}) as { phone?: unknown };
            await authRepository.createProfile(database, {
              userId: user.id,
              email: user.email,
              fullName: user.name || null,
              phone: typeof body.phone === 'string' ? body.phone : null,
            });
          },
        },
      },
    },
    plugins: config.google
      ? [
          genericOAuth({
            config: [
              {
                // Registered as "google": same /api/auth/sign-in/social and /api/auth/callback/google as
                // the built-in provider, but endpoints come from discovery, so tests can use a local issuer.
                providerId: 'google',
                name: 'Google',
                discoveryUrl: config.google.discoveryUrl,
                requireIdTokenVerification: true,
                clientId: config.google.clientId,
                clientSecret: config.google.clientSecret,
                scopes: ['openid', 'email', 'profile'],
                prompt: 'select_account',
                pkce: true,
              },
            ],
          }),
        ]
      : [],
    logger: {
      level: config.env === 'test' ? 'error' : 'warn',
      log: (level, message, ...args) => {
        const extra = args.length ? { details: args.map((a) => (a instanceof Error ? a.message : a)) } : {};
        log[level]({ ...extra, component: 'better-auth' }, message);
      },
    },
    telemetry: { enabled: false },
  });
}
export type Auth = ReturnType<typeof createAuth>;
