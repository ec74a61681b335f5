import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { AppLayout } from './components/layout/app-layout';

/** The spec's route table (section 2) in one place; every page is its own lazy chunk. */
const HomePage = lazy(() => import('./features/home/pages/home-page'));
const ProductsPage = lazy(() => import('./features/catalog/pages/products-page'));
const SearchPage = lazy(() => import('./features/catalog/pages/search-page'));
const ProductPage = lazy(() => import('./features/catalog/pages/product-page'));
const DealsPage = lazy(() => import('./features/catalog/pages/deals-page'));
const CartPage = lazy(() => import('./features/cart/pages/cart-page'));
const AboutPage = lazy(() => import('./features/content/pages/about-page'));
const ContactPage = lazy(() => import('./features/content/pages/contact-page'));
const PrivacyPolicyPage = lazy(() => import('./features/content/pages/privacy-policy-page'));
const TermsOfServicePage = lazy(() => import('./features/content/pages/terms-of-service-page'));
const NotFoundPage = lazy(() => import('./features/content/pages/not-found-page'));
const PlaceholderPage = lazy(() => import('./features/content/pages/placeholder-page'));

/** Pages that later issues build (accounts, checkout, content, admin) show a placeholder for now. */
const placeholders: { path: string; title: string }[] = [
  { path: 'login', title: 'Sign In' },
  { path: 'signup', title: 'Create Account' },
  { path: 'forgot-password', title: 'Forgot Password' },
  { path: 'reset-password', title: 'Reset Password' },
  { path: 'checkout', title: 'Checkout' },
  { path: 'checkout/delivery', title: 'Checkout – Delivery' },
  { path: 'checkout/payment', title: 'Checkout – Payment' },
  { path: 'checkout/success', title: 'Order Confirmed' },
  { path: 'checkout/failure', title: 'Payment Failed' },
  { path: 'track-order', title: 'Track Order' },
  { path: 'account', title: 'My Account' },
  { path: 'account/profile', title: 'Profile' },
  { path: 'account/addresses', title: 'Addresses' },
  { path: 'account/orders', title: 'My Orders' },
  { path: 'account/wishlist', title: 'Wishlist' },
  { path: 'account/subscription', title: 'My Subscriptions' },
  { path: 'account/subscription/:id/edit', title: 'Edit Subscription' },
  { path: 'account/loyalty', title: 'Loyalty Rewards' },
  { path: 'account/promos', title: 'My Promos' },
  { path: 'franchise', title: 'Franchise' },
  { path: 'recipes', title: 'Recipes' },
  { path: 'blog', title: 'Blog' },
  { path: 'bulk-orders', title: 'Bulk Orders' },
  { path: 'subscription', title: 'Subscribe & Save' },
  { path: 'subscription/payment', title: 'Subscription Payment' },
  { path: 'subscription/success', title: 'Subscription Confirmed' },
  { path: 'admin/login', title: 'Staff Login' },
  { path: 'admin/*', title: 'Admin' },
];

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'products', element: <ProductsPage /> },
      { path: 'products/category/:categorySlug', element: <ProductsPage /> },
      { path: 'product/:slug', element: <ProductPage /> },
      { path: 'search', element: <SearchPage /> },
      { path: 'cart', element: <CartPage /> },
      { path: 'deals', element: <DealsPage /> },
      { path: 'about', element: <AboutPage /> },
      { path: 'contact', element: <ContactPage /> },
      { path: 'privacy-policy', element: <PrivacyPolicyPage /> },
      { path: 'terms-of-service', element: <TermsOfServicePage /> },
      // The spec records /terms and /privacy as broken links; keep old links working.
      { path: 'terms', element: <Navigate to="/terms-of-service" replace /> },
      { path: 'privacy', element: <Navigate to="/privacy-policy" replace /> },
      ...placeholders.map(({ path, title }) => ({ path, element: <PlaceholderPage title={title} /> })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
