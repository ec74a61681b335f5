import { Package, Repeat, UserRound } from 'lucide-react';

/** The signed-in user's links in the header menu and the mobile menu (spec section 2). */
export const USER_MENU_LINKS = [
  { to: '/account', label: 'My Account', Icon: UserRound },
  { to: '/account/orders', label: 'My Orders', Icon: Package },
  { to: '/account/subscription', label: 'My Subscriptions', Icon: Repeat },
] as const;
