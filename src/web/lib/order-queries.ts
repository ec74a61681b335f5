/**
 * The shopper's order query keys, here (not in features/orders) because the live channel
 * (features/cart/api/use-cart-live.ts) reloads them on an `order` event: a staff change or refund
 * shows on /track-order and /account/orders without a reload.
 */
export const ORDER_KEYS = {
  all: ['orders'] as const,
  list: (page: number) => ['orders', 'list', page] as const,
  detail: (id: string) => ['orders', 'detail', id] as const,
  track: (orderNumber: string) => ['orders', 'track', orderNumber] as const,
};
