import { Link, NavLink } from 'react-router';
import { cn } from '../../lib/cn';
import { Button, buttonVariants } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../ui/dialog';
import { useSession, useSignOut } from '../../lib/session';
import { MobileDepartments } from './mobile-departments';
import { MAIN_NAV } from './nav-links';
import { USER_MENU_LINKS } from './account-links';

export default function MobileMenuDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const close = () => onOpenChange(false);
  const session = useSession();
  const signOut = useSignOut();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent side="left" closeLabel="Close menu">
        <DialogTitle className="text-lg font-bold text-brand-800">Menu</DialogTitle>
        <DialogDescription className="sr-only">Site navigation</DialogDescription>
        <nav aria-label="Mobile" className="mt-4">
          <ul className="flex flex-col">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === '/'}
                  onClick={close}
                  className={({ isActive }) =>
                    cn(
                      'block rounded-lg px-3 py-3 text-base font-medium',
                      isActive ? 'bg-brand-50 text-brand-800' : 'text-ink hover:bg-gray-50',
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <MobileDepartments onNavigate={close} />
        {session.status === 'signed-in' ? (
          <div className="mt-6 border-t border-gray-200 pt-6">
            <p className="truncate px-3 text-sm font-semibold text-ink">{session.user.email}</p>
            <p className="px-3 text-xs text-muted">Welcome back!</p>
            <ul className="mt-2 flex flex-col">
              {USER_MENU_LINKS.map(({ to, label }) => (
                <li key={to}>
                  <Link
                    to={to}
                    onClick={close}
                    className="block rounded-lg px-3 py-3 text-base font-medium text-ink hover:bg-gray-50"
                  >
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
            <Button
              variant="outline"
              className="mt-3 w-full"
              disabled={signOut.isPending}
              onClick={() => {
                close();
                signOut.mutate();
              }}
            >
              Sign Out
            </Button>
          </div>
        ) : (
          <div className="mt-6 grid grid-cols-2 gap-3 border-t border-gray-200 pt-6">
            <Link to="/login" onClick={close} className={buttonVariants({ variant: 'outline' })}>
              Sign In
            </Link>
            <Link to="/signup" onClick={close} className={buttonVariants()}>
              Sign Up
            </Link>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
