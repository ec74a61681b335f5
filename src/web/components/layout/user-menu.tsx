import { Suspense } from 'react';
import { Link } from 'react-router';
import { lazyComponent } from '../../lib/lazy-component';
import { useSession } from '../../lib/session';
import { buttonVariants } from '../ui/button';

const AccountDropdown = lazyComponent(() => import('./account-dropdown'));

/** Spec section 2: the user's email, 'Welcome back!', My Account, My Orders, My Subscriptions, Sign Out. */
export function UserMenu() {
  const session = useSession();
  const placeholder = <span className="hidden h-10 w-44 sm:block" aria-hidden="true" />;
  if (session.status === 'loading') return placeholder;
  if (session.status === 'signed-out') {
    return (
      <>
        <Link to="/login" className={buttonVariants({ variant: 'ghost', className: 'hidden sm:inline-flex' })}>
          Sign In
        </Link>
        <Link to="/signup" className={buttonVariants({ className: 'hidden sm:inline-flex' })}>
          Sign Up
        </Link>
      </>
    );
  }
  return (
    <Suspense fallback={placeholder}>
      <AccountDropdown user={session.user} />
    </Suspense>
  );
}
