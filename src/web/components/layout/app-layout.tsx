import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { lazyHydrated } from '../../lib/lazy-component';
import { Spinner } from '../ui/spinner';
import { Header } from './header';

// Neither is needed in a page's first second: each hydrates from its own chunk when it arrives.
const KeyboardShortcuts = lazyHydrated(() =>
  import('../keyboard-shortcuts').then((module) => module.KeyboardShortcuts),
);
const Footer = lazyHydrated(() => import('./footer').then((module) => module.Footer));

function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function AppLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-brand-800 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        Skip to content
      </a>
      <ScrollToTop />
      <KeyboardShortcuts />
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Suspense fallback={<Spinner className="min-h-[60vh]" />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
