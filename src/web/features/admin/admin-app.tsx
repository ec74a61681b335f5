import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, Navigate, Route, Routes, useLocation } from 'react-router';
import { useSession } from '../../lib/session';
import { AdminLayout } from './components/admin-layout';
import NotYetPage from './components/not-yet-page';
import { AdminPageHeader } from './components/admin-page-header';
import { ADMIN_ROUTES, preloadAdminPage } from './admin-routes';
import { LATER_PAGES } from './later-pages';

// The chunk of the page the admin opens on starts loading with this one, not after the session is known.
if (typeof window !== 'undefined') preloadAdminPage(window.location.pathname);

function AdminNotFound() {
  return (
    <>
      <AdminPageHeader title="Page not found" description="There is no admin page at this address." />
      <Link to="/admin" className="font-semibold text-brand-700 underline">
        Back to the dashboard
      </Link>
    </>
  );
}

export default function AdminApp() {
  const { user } = useSession();
  const client = useQueryClient();
  const { pathname, search } = useLocation();
  useEffect(() => {
    // The first page's data, asked for while its chunk is still on the way.
    preloadAdminPage(`${pathname}${search}`, client);
    // Only the page the admin opened on: later pages are loaded by their links and by rendering.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // RequireStaff (routes.tsx) lets only signed-in staff through to here.
  if (!user?.role) return null;
  const staff = { ...user, role: user.role };
  return (
    <Routes>
      <Route element={<AdminLayout user={staff} />}>
        {ADMIN_ROUTES.map(({ path, Page }) =>
          path === '' ? (
            <Route key="index" index element={<Page />} />
          ) : (
            <Route key={path} path={path} element={<Page />} />
          ),
        )}
        <Route path="dashboard" element={<Navigate to="/admin" replace />} />
        {LATER_PAGES.map(({ path, ...page }) => (
          <Route key={path} path={path} element={<NotYetPage {...page} />} />
        ))}
        <Route path="*" element={<AdminNotFound />} />
      </Route>
    </Routes>
  );
}
