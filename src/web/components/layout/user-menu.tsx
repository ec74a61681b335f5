import { Suspense } from 'react';
import { Link } from 'react-router';
import { lazyComponent } from '../../lib/lazy-component';
import { useSession } from '../../lib/session';
import { Button } from '../ui/button';

const AccountDropdown = lazyComponent(() => import('./account-dropdown'));

/** Spec section 2: the user's email, 'Welcome back!', My Account, My Orders, My Subscriptions, Sign Out. */
export function UserMenu() {
  const session = useSession();
  const placeholder = <span className="hidden h-10 w-44 sm:block" aria-hidden="true" />;
  if (session.status === 'loading') return placeholder;
  if (session.status === 'signed-out') {
    return (
      <>
        <Button asChild variant="ghost" className="hidden sm:inline-flex">
          <Link to="/login">Sign In</Link>
        </Button>
        <Button asChild className="hidden sm:inline-flex">
          <Link to="/signup">Sign Up</Link>
        </Button>
      </>
    );
  }
  return (
    <Suspense fallback={placeholder}>
      <AccountDropdown user={session.user} />
    </Suspense>
  );
}
