import { lazy } from 'react';
import { Link, Navigate, Route, Routes } from 'react-router';
import { useSession } from '../../lib/session';
import { AdminLayout } from './components/admin-layout';
import NotYetPage from './components/not-yet-page';
import { AdminPageHeader } from './components/admin-page-header';
import { LATER_PAGES } from './later-pages';

/**
 * The staff area (spec section 2, /admin/*), one lazy chunk the storefront never loads; each page
 * below is a chunk of its own, so the dashboard's charts load only with the dashboard.
 */
const DashboardPage = lazy(() => import('./dashboard/dashboard-page'));
const OrdersPage = lazy(() => import('./orders/orders-page'));
const OrderDetailPage = lazy(() => import('./orders/order-detail-page'));
const PackingListPage = lazy(() => import('./orders/packing-list-page'));
const CustomersPage = lazy(() => import('./customers/customers-page'));
const CustomerDetailPage = lazy(() => import('./customers/customer-detail-page'));
const StaffPage = lazy(() => import('./staff/staff-page'));
const AuditLogPage = lazy(() => import('./audit-log/audit-log-page'));
const QueriesPage = lazy(() => import('./queries/queries-page'));
const QueryDetailPage = lazy(() => import('./queries/query-detail-page'));
const ChatAnalyticsPage = lazy(() => import('./chat/chat-analytics-page'));
const ChatConversationPage = lazy(() => import('./chat/chat-conversation-page'));
const ArticlesPage = lazy(() => import('./blog/articles-page'));
const ArticleEditPage = lazy(() => import('./blog/article-edit-page'));
const RecipesAdminPage = lazy(() => import('./recipes/recipes-admin-page'));
const RecipeEditPage = lazy(() => import('./recipes/recipe-edit-page'));
const ProductsPage = lazy(() => import('./products/products-page'));
const ProductEditPage = lazy(() => import('./products/product-edit-page'));
const PromosPage = lazy(() => import('./promos/promos-page'));
const BannersPage = lazy(() => import('./banners/banners-page'));
const CategoriesPage = lazy(() => import('./categories/categories-page'));
const SubscriptionsAdminPage = lazy(() => import('./subscriptions/subscriptions-page'));
const SubscriptionDetailPage = lazy(() => import('./subscriptions/subscription-detail-page'));
const ThursdaySalePage = lazy(() => import('./thursday-sale/thursday-sale-page'));

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
        <Route index element={<DashboardPage />} />
        <Route path="dashboard" element={<Navigate to="/admin" replace />} />
        <Route path="orders" element={<OrdersPage />} />
        <Route path="orders/packing" element={<PackingListPage />} />
        <Route path="orders/:id" element={<OrderDetailPage />} />
        <Route path="customers" element={<CustomersPage />} />
        <Route path="customers/:id" element={<CustomerDetailPage />} />
        <Route path="staff" element={<StaffPage />} />
        <Route path="audit-log" element={<AuditLogPage />} />
        <Route path="queries" element={<QueriesPage />} />
        <Route path="queries/:id" element={<QueryDetailPage />} />
        <Route path="chat-analytics" element={<ChatAnalyticsPage />} />
        <Route path="chat-analytics/:id" element={<ChatConversationPage />} />
        <Route path="blog" element={<ArticlesPage />} />
        <Route path="blog/:id" element={<ArticleEditPage />} />
        <Route path="recipes" element={<RecipesAdminPage />} />
        <Route path="recipes/:id" element={<RecipeEditPage />} />
        <Route path="products" element={<ProductsPage />} />
        <Route path="products/:id" element={<ProductEditPage />} />
        <Route path="promos" element={<PromosPage />} />
        <Route path="thursday-sale" element={<ThursdaySalePage />} />
        <Route path="scrolling-banners" element={<BannersPage />} />
        <Route path="categories" element={<CategoriesPage />} />
        <Route path="subscriptions" element={<SubscriptionsAdminPage />} />
        <Route path="subscriptions/:id" element={<SubscriptionDetailPage />} />
        {LATER_PAGES.map(({ path, ...page }) => (
          <Route key={path} path={path} element={<NotYetPage {...page} />} />
        ))}
        <Route path="*" element={<AdminNotFound />} />
      </Route>
    </Routes>
  );
}
