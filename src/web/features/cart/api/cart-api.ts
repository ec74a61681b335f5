import { queryOptions } from '@tanstack/react-query';
import type { ProductCardDto } from '../../../../shared/catalog';
import type { GuestCartItem } from '../../../../shared/guest-cart';
import { apiGet } from '../../../lib/api-client';

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
    brand: product.brand || 'Unknown Brand',
    image: product.image || item.image,
    price: variant?.priceCents ?? product.priceCents,
    stock,
    slug: product.slug,
    variantName: variant?.name ?? item.variantName ?? null,
    isWeightBased: product.isWeightBased,
    unit: product.unit,
  };
}
