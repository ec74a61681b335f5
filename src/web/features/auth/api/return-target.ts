import { useLocation, useSearchParams } from 'react-router';
import { safeReturnTo } from '../../../../shared/return-to';

const AUTH_PAGES = /^\/(login|signup|forgot-password|reset-password|admin\/login)(\/|\?|$)/;

/** Spec section 2: the page the user came from, else ?returnTo, else / (never an auth page itself). */
export function useReturnTarget(): string {
  const location = useLocation();
  const [params] = useSearchParams();
  const from = safeReturnTo((location.state as { from?: unknown } | null)?.from);
  const target = from ?? safeReturnTo(params.get('returnTo')) ?? '/';
  return AUTH_PAGES.test(target) ? '/' : target;
}
