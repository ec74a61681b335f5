import { LogOut, Menu, Store } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import type { SessionUserDto } from '../../../../shared/auth';
import { KeyboardShortcuts } from '../../../components/keyboard-shortcuts';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { useSignOut } from '../../../lib/session';
import { AdminNav } from './admin-nav';
import { AdminPageSkeleton } from './admin-skeletons';
import { ROLE_LABELS } from './admin-nav-items';

type Staff = SessionUserDto & { role: NonNullable<SessionUserDto['role']> };

function StaffBadge({ user }: { user: Staff }) {
  return (
    <div className="min-w-0">
      <p className="truncate text-sm font-semibold text-ink">{user.fullName || user.email}</p>
      <p className="truncate text-xs text-muted">{ROLE_LABELS[user.role]}</p>
    </div>
  );
}

function SignOutButton({ className }: { className?: string }) {
  const signOut = useSignOut({ reloadTo: '/admin/login' });
  return (
    <Button
      variant="outline"
      size="sm"
      className={className}
      disabled={signOut.isPending}
      onClick={() => signOut.mutate()}
    >
      <LogOut aria-hidden="true" />
      Sign out
    </Button>
  );
}

/**
 * The staff area's frame: a sidebar from 1024 px (a tablet in landscape), a menu dialog below it.
 * Pages render in <main>; the shop's own header and footer are not part of it.
 */
export function AdminLayout({ user }: { user: Staff }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => {
    // Braces matter: Chromium's scrollTo returns a promise, and an effect may only return a cleanup.
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className="min-h-dvh bg-gray-50 lg:grid lg:grid-cols-[15rem_1fr] print:block print:bg-white">
      <a
        href="#admin-main"
        className="sr-only z-50 rounded-lg bg-brand-800 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        Skip to content
      </a>
      <KeyboardShortcuts admin />
      <header className="sticky top-0 z-30 flex print:hidden items-center justify-between gap-3 border-b border-gray-200 bg-white px-4 py-3 lg:hidden">
        <Link to="/admin" className="text-base font-extrabold text-brand-800">
          Desi Grocer <span className="font-semibold text-muted">Admin</span>
        </Link>
        <Button variant="outline" size="sm" onClick={() => setMenuOpen(true)} aria-haspopup="dialog">
          <Menu aria-hidden="true" />
          Menu
        </Button>
      </header>
      <Dialog open={menuOpen} onOpenChange={setMenuOpen}>
        <DialogContent side="left" closeLabel="Close menu">
          <DialogTitle className="text-lg font-bold text-brand-800">Admin menu</DialogTitle>
          <DialogDescription className="sr-only">Staff sections</DialogDescription>
          <nav aria-label="Admin" className="mt-4">
            <AdminNav role={user.role} onNavigate={() => setMenuOpen(false)} />
          </nav>
          <div className="mt-6 flex items-center justify-between gap-3 border-t border-gray-200 pt-4">
            <StaffBadge user={user} />
            <SignOutButton />
          </div>
        </DialogContent>
      </Dialog>

      {/* The column carries the white background and the border, so they reach the bottom of a long page;
          the sidebar inside it stays in view while the page scrolls. */}
      <div className="hidden border-r border-gray-200 bg-white lg:block print:hidden!">
        <aside className="sticky top-0 flex h-dvh flex-col">
          <Link to="/admin" className="px-5 pb-4 pt-5 text-lg font-extrabold text-brand-800">
            Desi Grocer{' '}
            <span className="block text-xs font-semibold uppercase tracking-wide text-muted">Staff admin</span>
          </Link>
          <nav aria-label="Admin" className="flex-1 overflow-y-auto px-3">
            <AdminNav role={user.role} />
          </nav>
          <div className="space-y-3 border-t border-gray-200 p-4">
            <StaffBadge user={user} />
            <div className="flex gap-2">
              <Link to="/" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
                <Store aria-hidden="true" />
                Shop
              </Link>
              <SignOutButton />
            </div>
          </div>
        </aside>
      </div>

      <main id="admin-main" tabIndex={-1} className="min-w-0 px-4 py-6 outline-none sm:px-6 lg:px-8">
        <Suspense fallback={<AdminPageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
