import { withReturnTo } from './return-to';

/** Pages behind sign-in (spec section 2): the routes under RequireAuth in src/web/routes.tsx. */
const SHOPPER_PAGES = /^\/(account|checkout|track-order|subscription\/(payment|success))(\/|$)/;
/** Every staff page but the staff sign-in itself (RequireStaff). */
const STAFF_PAGES = /^\/admin(?!\/login(\/|$))(\/|$)/;

/** Whether the page at `path` is behind sign-in (shopper or staff). */
export const isSignedInPage = (path: string) => SHOPPER_PAGES.test(path) || STAFF_PAGES.test(path);

/**
 * Where a visitor with no session goes instead of `url` (path and query), or null when the page is
 * open to everyone. The server answers such a visitor with this redirect before any page is drawn,
 * so a guest never sees the signed-in page's spinner replaced by the sign-in form.
 */
export function signInPageFor(url: string): string | null {
  const path = url.split('?')[0] ?? '/';
  if (STAFF_PAGES.test(path)) return withReturnTo('/admin/login', url);
  if (SHOPPER_PAGES.test(path)) return withReturnTo('/login', url);
  return null;
}
