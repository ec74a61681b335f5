import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type Params } from 'react-router';
import { type LazyComponent, lazyComponent } from '../../lib/lazy-component';
import { adminArticleQuery, adminArticlesQuery } from './blog/api/articles-api';
import { adminBannersQuery } from './banners/api/banners-api';
import { adminCategoriesQuery } from './categories/api/taxonomy-api';
import { customerQuery, customersListFor } from './customers/api/customers-api';
import { dashboardQuery, dashboardRangeFrom } from './dashboard/api/dashboard-api';
import { adminOrderQuery } from './orders/api/orders-api';
import { ordersListFor } from './orders/api/orders-url';
import { adminProductQuery, taxonomyQuery } from './products/api/products-api';
import { productsListFor } from './products/api/products-url';
import { adminRecipeQuery, adminRecipesQuery } from './recipes/api/recipes-admin-api';
import { staffQuery } from './components/staff-query';
import { adminSaleQuery } from './thursday-sale/api/thursday-sale-api';

/** The first data a page shows, asked for with the same query options the page uses (one cache entry). */
type PageData = (client: QueryClient, search: URLSearchParams, params: Params) => void;

export interface AdminRoute {
  /** Below /admin/. */
  path: string;
  Page: LazyComponent;
  data?: PageData;
}

const id = (params: Params) => params.id ?? '';

/**
 * The staff pages (spec section 2, /admin/*): each a chunk of its own, so the dashboard's charts load
 * only with the dashboard. A page's chunk and its first data are fetched together, when the admin opens
 * on it and when a sidebar link is pointed at or focused, so a page does not wait for its code and then
 * for its data.
 */
export const ADMIN_ROUTES: AdminRoute[] = [
  {
    path: '',
    Page: lazyComponent(() => import('./dashboard/pages/dashboard-page')),
    data: (client, search) => void client.prefetchQuery(dashboardQuery(dashboardRangeFrom(search))),
  },
  {
    path: 'orders',
    Page: lazyComponent(() => import('./orders/pages/orders-page')),
    data: (client, search) => void client.prefetchQuery(ordersListFor(search).query),
  },
  { path: 'orders/packing', Page: lazyComponent(() => import('./orders/pages/packing-list-page')) },
  {
    path: 'orders/:id',
    Page: lazyComponent(() => import('./orders/pages/order-detail-page')),
    data: (client, _, params) => void client.prefetchQuery(adminOrderQuery(id(params))),
  },
  {
    path: 'customers',
    Page: lazyComponent(() => import('./customers/pages/customers-page')),
    data: (client, search) => void client.prefetchQuery(customersListFor(search).query),
  },
  {
    path: 'customers/:id',
    Page: lazyComponent(() => import('./customers/pages/customer-detail-page')),
    data: (client, _, params) => void client.prefetchQuery(customerQuery(id(params))),
  },
  {
    path: 'staff',
    Page: lazyComponent(() => import('./staff/pages/staff-page')),
    data: (client) => void client.prefetchQuery(staffQuery),
  },
  { path: 'audit-log', Page: lazyComponent(() => import('./audit-log/pages/audit-log-page')) },
  { path: 'queries', Page: lazyComponent(() => import('./inquiries/pages/inquiries-page')) },
  { path: 'queries/:id', Page: lazyComponent(() => import('./inquiries/pages/inquiry-detail-page')) },
  { path: 'chat-analytics', Page: lazyComponent(() => import('./chat/pages/chat-analytics-page')) },
  { path: 'chat-analytics/:id', Page: lazyComponent(() => import('./chat/pages/chat-conversation-page')) },
  {
    path: 'blog',
    Page: lazyComponent(() => import('./blog/pages/articles-page')),
    data: (client) => void client.prefetchQuery(adminArticlesQuery),
  },
  {
    path: 'blog/:id',
    Page: lazyComponent(() => import('./blog/pages/article-edit-page')),
    data: (client, _, params) => {
      if (params.id !== 'new') void client.prefetchQuery(adminArticleQuery(id(params)));
    },
  },
  {
    path: 'recipes',
    Page: lazyComponent(() => import('./recipes/pages/recipes-admin-page')),
    data: (client) => void client.prefetchQuery(adminRecipesQuery),
  },
  {
    path: 'recipes/:id',
    Page: lazyComponent(() => import('./recipes/pages/recipe-edit-page')),
    data: (client, _, params) => {
      if (params.id !== 'new') void client.prefetchQuery(adminRecipeQuery(id(params)));
    },
  },
  {
    path: 'products',
    Page: lazyComponent(() => import('./products/pages/products-page')),
    data: (client, search) => {
      void client.prefetchQuery(productsListFor(search).query);
      void client.prefetchQuery(taxonomyQuery());
    },
  },
  {
    path: 'products/:id',
    Page: lazyComponent(() => import('./products/pages/product-edit-page')),
    data: (client, _, params) => {
      if (params.id !== 'new') void client.prefetchQuery(adminProductQuery(id(params)));
      void client.prefetchQuery(taxonomyQuery());
    },
  },
  { path: 'promos', Page: lazyComponent(() => import('./promos/pages/promos-page')) },
  {
    path: 'thursday-sale',
    Page: lazyComponent(() => import('./thursday-sale/pages/thursday-sale-page')),
    data: (client) => void client.prefetchQuery(adminSaleQuery()),
  },
  {
    path: 'scrolling-banners',
    Page: lazyComponent(() => import('./banners/pages/banners-page')),
    data: (client) => void client.prefetchQuery(adminBannersQuery()),
  },
  {
    path: 'categories',
    Page: lazyComponent(() => import('./categories/pages/categories-page')),
    data: (client) => void client.prefetchQuery(adminCategoriesQuery()),
  },
  { path: 'subscriptions', Page: lazyComponent(() => import('./subscriptions/pages/subscriptions-page')) },
  { path: 'subscriptions/:id', Page: lazyComponent(() => import('./subscriptions/pages/subscription-detail-page')) },
];

const MATCHABLE = ADMIN_ROUTES.map((route) => ({ path: `/admin/${route.path}`, route }));

/**
 * Starts loading the page at `href` (an /admin address): its chunk, and its data when a client is
 * given. Already-loaded chunks and fresh data cost nothing, so it may be called on every hover.
 */
export function preloadAdminPage(href: string, client?: QueryClient): void {
  const url = new URL(href, 'http://admin.invalid');
  const match = matchRoutes(MATCHABLE, url.pathname)?.[0];
  if (!match) return;
  const { route } = match.route;
  void route.Page.preload().catch(() => {
    // A failed chunk is loaded again, and its error shown, when the page renders.
  });
  if (client) route.data?.(client, url.searchParams, match.params);
}
