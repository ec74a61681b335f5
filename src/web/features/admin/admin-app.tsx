import { Link, Route, Routes } from 'react-router';
import { useSession } from '../../lib/session';
import { AdminLayout } from './components/admin-layout';
import NotYetPage from './components/not-yet-page';
import { AdminPageHeader } from './components/admin-page-header';
import { LATER_PAGES } from './later-pages';

/**
 * The staff area (spec section 2, /admin/*), one lazy chunk the storefront never loads; each page
 * below is a chunk of its own, so the dashboard's charts load only with the dashboard.
 */
// The pages are added here as they land (issue 19): dashboard, orders, customers, staff, audit log.

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
  // RequireStaff (routes.tsx) lets only signed-in staff through to here.
  if (!user?.role) return null;
  const staff = { ...user, role: user.role };
  return (
    <Routes>
      <Route element={<AdminLayout user={staff} />}>
        {LATER_PAGES.map(({ path, ...page }) => (
          <Route key={path} path={path} element={<NotYetPage {...page} />} />
        ))}
        <Route path="*" element={<AdminNotFound />} />
      </Route>
    </Routes>
  );
}
