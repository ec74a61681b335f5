import { ShieldAlert } from 'lucide-react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { SESSION_MESSAGES } from '../../../../shared/session-messages';
import { buttonVariants } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/session';
import { withReturnTo } from '../../../../shared/return-to';

/** Spec section 2: guests go to /login, which remembers where they were; a spinner while the session loads. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <Spinner className="min-h-[60vh]" />;
  if (session.status === 'signed-out') {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={withReturnTo('/login', from)} replace state={{ from }} />;
  }
  return <Outlet />;
}

/** Staff pages: guests go to /admin/login; a signed-in shopper is told this is staff only. */
export function RequireStaff() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <Spinner className="min-h-[60vh]" />;
  if (session.status === 'signed-out') {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={withReturnTo('/admin/login', from)} replace state={{ from }} />;
  }
  if (!session.user.role) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
        <ShieldAlert className="size-12 text-red-700" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold text-ink">Staff only</h1>
        <p className="mt-2 text-muted">{SESSION_MESSAGES.staffOnly}</p>
        <Link to="/" className={buttonVariants({ className: 'mt-8' })}>
          Return to Home
        </Link>
      </section>
    );
  }
  return <Outlet />;
}
