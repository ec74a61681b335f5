import type { FastifyInstance } from 'fastify';
import { requireStaff } from './auth-session';

export const STAFF_API_PREFIX = '/api/admin';

/**
 * The one staff guard (ARCHITECTURE.md "The staff side"): every request under /api/admin needs a staff
 * role before any route runs, so a new staff route cannot forget it. Guests get 401, shoppers 403.
 * Routes that only a super_admin may use add requireSuperAdmin themselves.
 */
export function registerStaffGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    // The matched route's pattern, not the raw URL: an encoded path (/api/%61dmin/…) routes the same.
    const route = request.routeOptions.url ?? request.url.split('?', 1)[0]!;
    if (isStaffPath(route)) await requireStaff(request);
  });
}

export const isStaffPath = (path: string) => path === STAFF_API_PREFIX || path.startsWith(`${STAFF_API_PREFIX}/`);
