import type { SessionUser } from '../../plugins/auth-session';

/** How long a verified session is trusted without asking the database again. */
export const SESSION_CACHE_MS = 5_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  user: SessionUser;
  until: number;
}

/**
 * A few seconds of memory for signed-in requests: verifying the cookie's signature and reading the
 * session, user and profile costs CPU and three queries on every request of a signed-in shopper
 * (bench/README.md "Cart", before and after the session cache). Keyed by the exact signed cookie value, so only a cookie that was verified before
 * is trusted.
 *
 * Revocation on this instance is immediate: better-auth's session delete hooks (sign-out, change
 * password, reset password) and role changes call `forgetUser`. A lookup that was already running when
 * something was forgotten does not store its answer, since it may have read the row before it went.
 * Other instances learn within SESSION_CACHE_MS, when their entry runs out.
 */
export function createSessionCache(ttlMs = SESSION_CACHE_MS, now = () => Date.now()) {
  const entries = new Map<string, Entry>();
  let generation = 0;

  return {
    async remember(
      key: string,
      lookup: () => Promise<{ user: SessionUser; expiresAt: Date } | null>,
    ): Promise<SessionUser | null> {
      const hit = entries.get(key);
      if (hit && hit.until > now()) return hit.user;
      if (hit) entries.delete(key);
      const started = generation;
      const found = await lookup();
      if (!found) return null;
      if (ttlMs > 0 && started === generation) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        entries.set(key, { user: found.user, until: Math.min(now() + ttlMs, found.expiresAt.getTime()) });
      }
      return found.user;
    },

    /** The user's sessions or profile changed: ask the database again next time. */
    forgetUser(userId: string) {
      generation++;
      for (const [key, entry] of entries) if (entry.user.id === userId) entries.delete(key);
    },
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;

/** The session cookie ("shop.session_token" or "__Secure-shop.session_token") as name=value, or null. */
export function sessionCookie(header: string | undefined): string | null {
  return header?.match(/(?:^|;\s*)((?:__Secure-)?[\w.-]*session_token=[^;]*)/)?.[1] ?? null;
}
