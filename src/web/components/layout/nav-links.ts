/** Header navigation of spec section 2, in its order. */
export const MAIN_NAV = [
  { to: '/', label: 'Home' },
  { to: '/products', label: 'Products' },
  { to: '/deals', label: 'Deals' },
  { to: '/bulk-orders', label: 'Bulk Orders' },
  { to: '/recipes', label: 'Recipes' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
] as const;
