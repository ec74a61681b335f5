import { queryOptions } from '@tanstack/react-query';
import type { BulkProductBody, BulkReportDto } from '../../../../../shared/admin-bulk';
import type { AdminProductDto, ProductInput, QuickEditInput } from '../../../../../shared/admin-products';
import type { BrandDto, CategoryDto } from '../../../../../shared/catalog';
import { apiGet, apiRequest } from '../../../../lib/api-client';
import { ADMIN_PRODUCT_KEYS } from '../../components/admin-products-query';

export const adminProductQuery = (id: string) =>
  queryOptions({
    queryKey: ADMIN_PRODUCT_KEYS.detail(id),
    queryFn: ({ signal }) =>
      apiGet<AdminProductDto>(`/api/admin/products/${encodeURIComponent(id)}`, undefined, { signal }),
  });

/** The storefront's category tree and brands, for the filters and the form's choices. */
export const taxonomyQuery = () =>
  queryOptions({
    queryKey: ['admin', 'taxonomy'],
    queryFn: async ({ signal }) => {
      const [categories, brands] = await Promise.all([
        apiGet<CategoryDto[]>('/api/categories', undefined, { signal }),
        apiGet<BrandDto[]>('/api/brands', undefined, { signal }),
      ]);
      return { categories: categoryOptions(categories), brands };
    },
    staleTime: 60_000,
  });

/** Categories in tree order, children indented under their parent ("Spices › Whole spices"). */
export function categoryOptions(categories: CategoryDto[]): { id: string; label: string }[] {
  const out: { id: string; label: string }[] = [];
  const walk = (parentId: string | null, prefix: string) => {
    for (const c of categories.filter((x) => x.parentId === parentId)) {
      out.push({ id: c.id, label: `${prefix}${c.name}` });
      walk(c.id, `${prefix}${c.name} › `);
    }
  };
  walk(null, '');
  return out;
}

export const createProduct = (input: ProductInput) => apiRequest<AdminProductDto>('POST', '/api/admin/products', input);
export const saveProduct = (id: string, input: ProductInput) =>
  apiRequest<AdminProductDto>('PUT', `/api/admin/products/${encodeURIComponent(id)}`, input);
export const quickEditProduct = (id: string, input: QuickEditInput) =>
  apiRequest<AdminProductDto>('PATCH', `/api/admin/products/${encodeURIComponent(id)}`, input);
export const archiveProduct = (id: string, archived: boolean) =>
  apiRequest<AdminProductDto>('POST', `/api/admin/products/${encodeURIComponent(id)}/archive`, { archived });

export const bulkProducts = (body: BulkProductBody) =>
  apiRequest<BulkReportDto>('POST', '/api/admin/products/bulk', body);
