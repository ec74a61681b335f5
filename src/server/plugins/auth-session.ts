import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, type SessionUserDto, type StaffRole } from '../../shared/auth';
import { AppError } from '../errors';

/** Who sent the request: the signed-in user with the shop's profile role, or null for a guest. */
export interface SessionUser extends SessionUserDto {
  sessionId: string;
}
export type SessionLookup = (request: FastifyRequest) => Promise<SessionUser | null>;

declare module 'fastify' {
  interface FastifyInstance {
    sessionLookup: SessionLookup;
  }
}

const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

/** Installed once on the root instance (by the auth module), visible to every module's routes. */
export function registerSessionLookup(app: FastifyInstance, lookup: SessionLookup) {
  app.decorate('sessionLookup', lookup);
}

/** The request's session user, looked up once per request however many guards ask. */
export function getSessionUser(request: FastifyRequest): Promise<SessionUser | null> {
  let found = cache.get(request);
  if (!found) {
    const lookup = request.server.sessionLookup;
    found = lookup ? lookup(request) : Promise.resolve(null);
    cache.set(request, found);
  }
  return found;
}

export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.signInRequired);
  return user;
}

export type StaffUser = SessionUser & { role: StaffRole };

/** Staff are users whose profile role is admin or super_admin (PRODUCT.md); checked on every call. */
export async function requireStaff(request: FastifyRequest): Promise<StaffUser> {
  const user = await requireUser(request);
  if (!user.role) throw new AppError('FORBIDDEN', AUTH_MESSAGES.forbidden);
  return user as StaffUser;
}

/** `refusal` says what only a super admin may do here, so each route's 403 names its own action. */
export async function requireSuperAdmin(request: FastifyRequest, refusal: string): Promise<StaffUser> {
  const user = await requireStaff(request);
  if (user.role !== 'super_admin') throw new AppError('FORBIDDEN', refusal);
  return user;
}

/** For modules that only need the id (search history, recently viewed…). */
export async function currentUserId(request: FastifyRequest): Promise<string | null> {
  return (await getSessionUser(request))?.id ?? null;
}
