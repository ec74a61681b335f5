// The loaders of the pages behind sign-in (the routes under RequireAuth in routes.tsx), each page still its
// own chunk. They are here, in a chunk of their own, because each `import()` carries the list of chunks its
// page needs (Vite's preload list): in routes.tsx those lists were in every page's first script.
export const accountPage = () => import('./features/account/pages/account-page');
export const profilePage = () => import('./features/account/pages/profile-page');
export const addressesPage = () => import('./features/account/pages/addresses-page');
export const wishlistPage = () => import('./features/account/pages/wishlist-page');
export const loyaltyPage = () => import('./features/account/pages/loyalty-page');
export const promosPage = () => import('./features/account/pages/promos-page');
export const checkoutLayout = () =>
  import('./features/checkout/components/checkout-layout').then((m) => ({ default: m.CheckoutLayout }));
export const contactStepPage = () => import('./features/checkout/pages/contact-step-page');
export const deliveryStepPage = () => import('./features/checkout/pages/delivery-step-page');
export const paymentStepPage = () => import('./features/checkout/pages/payment-step-page');
export const checkoutSuccessPage = () => import('./features/checkout/pages/checkout-success-page');
export const checkoutFailurePage = () => import('./features/checkout/pages/checkout-failure-page');
export const ordersPage = () => import('./features/orders/pages/orders-page');
export const orderDetailPage = () => import('./features/orders/pages/order-detail-page');
export const reportProblemPage = () => import('./features/orders/pages/report-problem-page');
export const trackOrderPage = () => import('./features/orders/pages/track-order-page');
