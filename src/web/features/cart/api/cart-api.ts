import { queryOptions } from '@tanstack/react-query';
import type {
  AddCartItemResult,
  CartLineDto,
  CartValidationDto,
  CartWithAdjustments,
  DraftDto,
  DraftSummaryDto,
  MergeCartInput,
  RemoveCartItemResult,
  RemovedItemDto,
  SavedItemDto,
} from '../../../../shared/cart';
import { MAX_CUSTOM_REQUIREMENTS, MAX_MERGE_ITEMS } from '../../../../shared/cart-constants';
import type { ProductCardDto } from '../../../../shared/catalog';
import { type GuestCartItem, PLACEHOLDER_IMAGE } from '../../../../shared/guest-cart';
import { apiGet, apiRequest } from '../../../lib/api-client';
import { CART_KEYS, cartFetchOptions } from '../../../lib/cart-queries';

/** Current price and stock for the products in the guest cart (prices in the browser are never trusted). */
export const cartProductsQuery = (productIds: readonly string[]) =>
  queryOptions({
    queryKey: ['products', 'by-ids', [...productIds].sort()],
    queryFn: ({ signal }) =>
      apiGet<ProductCardDto[]>('/api/products/by-ids', { ids: [...productIds].sort() }, { signal }),
    staleTime: 30_000,
    enabled: productIds.length > 0,
  });

/** Applies fresh product data to a stored line; a product that no longer exists has no stock. */
export function refreshLine(item: GuestCartItem, products: readonly ProductCardDto[]): GuestCartItem {
  const product = products.find((p) => p.id === item.productId);
  if (!product) return { ...item, stock: 0 };
  const variant = item.variantId ? product.variants.find((v) => v.id === item.variantId) : undefined;
  if (item.variantId && !variant) return { ...item, stock: 0 };
  const stock = product.inStock ? (variant?.stockQuantity ?? product.stockQuantity) : 0;
  return {
    ...item,
    name: product.name,
    brand: product.brand,
    image: product.image || item.image,
    price: variant?.priceCents ?? product.priceCents,
    stock,
    slug: product.slug,
    variantName: variant?.name ?? item.variantName ?? null,
    isWeightBased: product.isWeightBased,
    unit: product.unit,
  };
}

// ---- The signed-in shopper's stored cart and lists (spec section 7 "cart", "saved_for_later", …) ----

export const savedItemsQuery = queryOptions({
  queryKey: CART_KEYS.saved,
  queryFn: ({ signal }) => apiGet<SavedItemDto[]>('/api/cart/saved', undefined, { signal }),
  staleTime: 60_000,
  ...cartFetchOptions,
});

export const removedItemsQuery = queryOptions({
  queryKey: CART_KEYS.removed,
  queryFn: ({ signal }) => apiGet<RemovedItemDto[]>('/api/cart/removed', undefined, { signal }),
  staleTime: 60_000,
  ...cartFetchOptions,
});

export const draftsQuery = queryOptions({
  queryKey: CART_KEYS.drafts,
  queryFn: ({ signal }) => apiGet<DraftSummaryDto[]>('/api/cart/drafts', undefined, { signal }),
  staleTime: 60_000,
  ...cartFetchOptions,
});

const itemPath = (id: string) => `/api/cart/items/${encodeURIComponent(id)}`;

export const storedCart = {
  setQuantity: (id: string, quantity: number, isWeightBased: boolean) =>
    apiRequest<{ item: CartLineDto }>('PATCH', itemPath(id), { quantity, unit: isWeightBased ? 'lb' : 'piece' }),
  setNote: (id: string, customRequirements: string | null) =>
    apiRequest<{ item: CartLineDto }>('PATCH', itemPath(id), { customRequirements }),
  remove: (id: string) => apiRequest<RemoveCartItemResult>('DELETE', itemPath(id)),
  clear: () => apiRequest<{ removed: number }>('DELETE', '/api/cart'),
  saveForLater: (id: string) => apiRequest<{ saved: SavedItemDto }>('POST', `${itemPath(id)}/save-for-later`),
  moveToCart: (savedId: string) =>
    apiRequest<AddCartItemResult>('POST', `/api/cart/saved/${encodeURIComponent(savedId)}/move-to-cart`),
  deleteSaved: (savedId: string) =>
    apiRequest<{ id: string }>('DELETE', `/api/cart/saved/${encodeURIComponent(savedId)}`),
  restore: (removedId: string) =>
    apiRequest<AddCartItemResult>('POST', `/api/cart/removed/${encodeURIComponent(removedId)}/restore`),
  deleteRemoved: (removedId: string) =>
    apiRequest<{ id: string }>('DELETE', `/api/cart/removed/${encodeURIComponent(removedId)}`),
  saveDraft: (name: string) => apiRequest<DraftDto>('POST', '/api/cart/drafts', { name }),
  loadDraft: (id: string) => apiRequest<CartWithAdjustments>('POST', `/api/cart/drafts/${encodeURIComponent(id)}/load`),
  deleteDraft: (id: string) => apiRequest<{ id: string }>('DELETE', `/api/cart/drafts/${encodeURIComponent(id)}`),
  merge: (input: MergeCartInput) => apiRequest<CartWithAdjustments>('POST', '/api/cart/merge', input),
  validate: () => apiRequest<CartValidationDto>('POST', '/api/cart/validate', {}),
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The guest lines the merge can take (the server refuses a malformed list as a whole). */
export function guestLinesToMerge(items: readonly GuestCartItem[]): MergeCartInput['items'] {
  return items
    .filter((i) => UUID.test(i.productId) && (i.variantId === null || UUID.test(i.variantId)) && i.quantity > 0)
    .slice(0, MAX_MERGE_ITEMS)
    .map((i) => ({
      productId: i.productId,
      variantId: i.variantId,
      quantity: i.quantity,
      customRequirements: i.customRequirements ? i.customRequirements.slice(0, MAX_CUSTOM_REQUIREMENTS) : null,
    }));
}

/** A stored line in the guest cart's shape, so the storefront's line component shows both. */
export function asDisplayLine(line: CartLineDto): GuestCartItem {
  return {
    id: line.id,
    productId: line.productId,
    variantId: line.variantId,
    name: line.product.name,
    price: line.unitPriceCents,
    quantity: line.quantity,
    customRequirements: line.customRequirements,
    image: line.product.image || PLACEHOLDER_IMAGE,
    stock: line.availableQuantity,
    brand: line.product.brand,
    slug: line.product.slug,
    variantName: line.variant?.name ?? null,
    isWeightBased: line.product.isWeightBased,
    unit: line.product.unit,
  };
}
