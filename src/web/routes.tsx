import { Navigate, type RouteObject, matchRoutes, useRoutes } from 'react-router';
import { AppLayout } from './components/layout/app-layout';
import { RequireAuth, RequireStaff } from './features/auth/components/require-auth';
import { CartSync } from './features/cart/components/cart-sync';
import { DeferredChat } from './features/chat/components/deferred-chat';
import { type LazyComponent, lazyComponent } from './lib/lazy-component';

/** The spec's route table (section 2) in one place; every page is its own lazy chunk. */
const HomePage = lazyComponent(() => import('./features/home/pages/home-page'));
const ProductsPage = lazyComponent(() => import('./features/catalog/pages/products-page'));
const SearchPage = lazyComponent(() => import('./features/catalog/pages/search-page'));
const ProductPage = lazyComponent(() => import('./features/catalog/pages/product-page'));
const DealsPage = lazyComponent(() => import('./features/catalog/pages/deals-page'));
const CartPage = lazyComponent(() => import('./features/cart/pages/cart-page'));
const AboutPage = lazyComponent(() => import('./features/content/pages/about-page'));
const ContactPage = lazyComponent(() => import('./features/content/pages/contact-page'));
const BulkOrdersPage = lazyComponent(() => import('./features/content/pages/bulk-orders-page'));
const FranchisePage = lazyComponent(() => import('./features/content/pages/franchise-page'));
const RecipesPage = lazyComponent(() => import('./features/recipes/pages/recipes-page'));
const RecipePage = lazyComponent(() => import('./features/recipes/pages/recipe-page'));
const BlogPage = lazyComponent(() => import('./features/blog/pages/blog-page'));
const ArticlePage = lazyComponent(() => import('./features/blog/pages/article-page'));
const PrivacyPolicyPage = lazyComponent(() => import('./features/content/pages/privacy-policy-page'));
const TermsOfServicePage = lazyComponent(() => import('./features/content/pages/terms-of-service-page'));
const NotFoundPage = lazyComponent(() => import('./features/content/pages/not-found-page'));
const LoginPage = lazyComponent(() => import('./features/auth/pages/login-page'));
const SignupPage = lazyComponent(() => import('./features/auth/pages/signup-page'));
const ForgotPasswordPage = lazyComponent(() => import('./features/auth/pages/forgot-password-page'));
const ResetPasswordPage = lazyComponent(() => import('./features/auth/pages/reset-password-page'));
const StaffLoginPage = lazyComponent(() => import('./features/auth/pages/staff-login-page'));
// The pages behind sign-in load through one small chunk of their loaders (signed-in-pages.ts), which keeps
// their preload lists out of every page's first script; `warmSignedInPages` fetches it once a page is idle.
const signedIn = () => import('./signed-in-pages');
export const warmSignedInPages = () => void signedIn().catch(() => undefined);
const AccountPage = lazyComponent(() => signedIn().then((pages) => pages.accountPage()));
const ProfilePage = lazyComponent(() => signedIn().then((pages) => pages.profilePage()));
const AddressesPage = lazyComponent(() => signedIn().then((pages) => pages.addressesPage()));
const WishlistPage = lazyComponent(() => signedIn().then((pages) => pages.wishlistPage()));
const LoyaltyPage = lazyComponent(() => signedIn().then((pages) => pages.loyaltyPage()));
const PromosPage = lazyComponent(() => signedIn().then((pages) => pages.promosPage()));

/** My Promos' "apply at checkout": the code goes into the checkout's promo field (its session state). */
async function applyPromoAtCheckout(code: string) {
  const { checkoutStore } = await import('./features/checkout/api/checkout-state');
  const payment = checkoutStore.get().paymentInfo ?? { method: 'cod' as const, loyaltyPoints: 0 };
  checkoutStore.update({ paymentInfo: { ...payment, promoCode: code } });
}
const CheckoutLayout = lazyComponent(() => signedIn().then((pages) => pages.checkoutLayout()));
const ContactStepPage = lazyComponent(() => signedIn().then((pages) => pages.contactStepPage()));
const DeliveryStepPage = lazyComponent(() => signedIn().then((pages) => pages.deliveryStepPage()));
const PaymentStepPage = lazyComponent(() => signedIn().then((pages) => pages.paymentStepPage()));
const CheckoutSuccessPage = lazyComponent(() => signedIn().then((pages) => pages.checkoutSuccessPage()));
const CheckoutFailurePage = lazyComponent(() => signedIn().then((pages) => pages.checkoutFailurePage()));
const OrdersPage = lazyComponent(() => signedIn().then((pages) => pages.ordersPage()));
const OrderDetailPage = lazyComponent(() => signedIn().then((pages) => pages.orderDetailPage()));
const ReportProblemPage = lazyComponent(() => signedIn().then((pages) => pages.reportProblemPage()));
const TrackOrderPage = lazyComponent(() => signedIn().then((pages) => pages.trackOrderPage()));
// Subscribe & Save: one chunk for its five pages (see subscription-pages.ts).
const subscriptionPages = () => import('./features/subscriptions/pages/subscription-pages');
const SubscribePage = lazyComponent(() => subscriptionPages().then((m) => ({ default: m.SubscribePage })));
const SubscriptionPaymentPage = lazyComponent(() =>
  subscriptionPages().then((m) => ({ default: m.SubscriptionPaymentPage })),
);
const SubscriptionSuccessPage = lazyComponent(() =>
  subscriptionPages().then((m) => ({ default: m.SubscriptionSuccessPage })),
);
const MySubscriptionsPage = lazyComponent(() => subscriptionPages().then((m) => ({ default: m.MySubscriptionsPage })));
const EditSubscriptionPage = lazyComponent(() =>
  subscriptionPages().then((m) => ({ default: m.EditSubscriptionPage })),
);
// The whole staff area is one lazy chunk with its own route table: the storefront never downloads it.
const AdminApp = lazyComponent(() => import('./features/admin/admin-app'));

export const routes: RouteObject[] = [
  {
    // CartSync: guest cart merge on sign-in, live cart updates, lists forgotten on sign-out.
    // DeferredChat: the floating chat button on every shop page, loaded after hydration; its panel when opened.
    element: (
      <>
        <CartSync />
        <AppLayout />
        <DeferredChat />
      </>
    ),
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
      { path: 'bulk-orders', element: <BulkOrdersPage /> },
      { path: 'franchise', element: <FranchisePage /> },
      { path: 'recipes', element: <RecipesPage /> },
      { path: 'recipes/:slug', element: <RecipePage /> },
      { path: 'blog', element: <BlogPage /> },
      { path: 'blog/:slug', element: <ArticlePage /> },
      { path: 'privacy-policy', element: <PrivacyPolicyPage /> },
      { path: 'terms-of-service', element: <TermsOfServicePage /> },
      { path: 'subscription', element: <SubscribePage /> },
      // The spec records /terms and /privacy as broken links; keep old links working.
      { path: 'terms', element: <Navigate to="/terms-of-service" replace /> },
      { path: 'privacy', element: <Navigate to="/privacy-policy" replace /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'signup', element: <SignupPage /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: 'admin/login', element: <StaffLoginPage /> },
      {
        // Spec section 2: login required; guests go to /login, which brings them back here.
        element: <RequireAuth />,
        children: [
          { path: 'account', element: <AccountPage /> },
          { path: 'account/profile', element: <ProfilePage /> },
          { path: 'account/addresses', element: <AddressesPage /> },
          { path: 'account/wishlist', element: <WishlistPage /> },
          { path: 'account/loyalty', element: <LoyaltyPage /> },
          { path: 'account/promos', element: <PromosPage applyAtCheckout={applyPromoAtCheckout} /> },
          {
            path: 'checkout',
            element: <CheckoutLayout />,
            children: [
              { index: true, element: <ContactStepPage /> },
              { path: 'delivery', element: <DeliveryStepPage /> },
              { path: 'payment', element: <PaymentStepPage /> },
            ],
          },
          { path: 'checkout/success', element: <CheckoutSuccessPage /> },
          { path: 'checkout/failure', element: <CheckoutFailurePage /> },
          { path: 'track-order', element: <TrackOrderPage /> },
          { path: 'account/orders', element: <OrdersPage /> },
          { path: 'account/orders/:id', element: <OrderDetailPage /> },
          { path: 'account/orders/:id/report', element: <ReportProblemPage /> },
          { path: 'account/subscription', element: <MySubscriptionsPage /> },
          { path: 'account/subscription/:id/edit', element: <EditSubscriptionPage /> },
          { path: 'subscription/payment', element: <SubscriptionPaymentPage /> },
          { path: 'subscription/success', element: <SubscriptionSuccessPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    // Every /admin page needs a staff role; the server checks it again on every staff API.
    // The staff area has its own layout, not the shop's header and footer (/admin/login keeps those).
    element: <RequireStaff />,
    children: [{ path: 'admin/*', element: <AdminApp /> }],
  },
];

/**
 * The route table as elements, inside the server's StaticRouter and the browser's BrowserRouter. The shop
 * uses no loaders or actions, so the declarative routers are enough and the data router's code stays out
 * of the first script.
 */
export function AppRoutes() {
  return useRoutes(routes);
}

/** Loads the page chunks a path renders, so the server and the hydrating browser render it at once. */
export async function preloadPages(pathname: string): Promise<void> {
  const pages = (matchRoutes(routes, pathname) ?? [])
    .map((match) => (match.route.element as { type?: Partial<LazyComponent> } | undefined)?.type)
    .filter((type): type is LazyComponent => typeof type?.preload === 'function');
  await Promise.all(pages.map((page) => page.preload()));
}
