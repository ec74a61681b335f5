import { queryOptions } from '@tanstack/react-query';
import type { AdminBrandDto, AdminCategoryDto, BrandInput, CategoryInput } from '../../../../../shared/admin-taxonomy';
import { apiGet, apiRequest } from '../../../../lib/api-client';
import { uploadImage } from '../../components/upload-image';

export const TAXONOMY_KEYS = { categories: ['admin', 'categories'] as const, brands: ['admin', 'brands'] as const };

export const adminCategoriesQuery = () =>
  queryOptions({
    queryKey: TAXONOMY_KEYS.categories,
    queryFn: ({ signal }) => apiGet<AdminCategoryDto[]>('/api/admin/categories', undefined, { signal }),
  });
export const adminBrandsQuery = () =>
  queryOptions({
    queryKey: TAXONOMY_KEYS.brands,
    queryFn: ({ signal }) => apiGet<AdminBrandDto[]>('/api/admin/brands', undefined, { signal }),
  });

export const saveCategory = (id: string | null, input: CategoryInput) =>
  id
    ? apiRequest<AdminCategoryDto>('PUT', `/api/admin/categories/${id}`, input)
    : apiRequest<AdminCategoryDto>('POST', '/api/admin/categories', input);
export const orderCategories = (parentId: string | null, ids: string[]) =>
  apiRequest<AdminCategoryDto[]>('PUT', '/api/admin/categories/order', { parentId, ids });
export const saveBrand = (id: string | null, input: BrandInput) =>
  id
    ? apiRequest<AdminBrandDto>('PUT', `/api/admin/brands/${id}`, input)
    : apiRequest<AdminBrandDto>('POST', '/api/admin/brands', input);
export const deleteBrand = (id: string) => apiRequest<null>('DELETE', `/api/admin/brands/${id}`);
export const archiveBrand = (brand: AdminBrandDto, archived: boolean) =>
  apiRequest<AdminBrandDto>('PUT', `/api/admin/brands/${brand.id}`, { name: brand.name, isActive: !archived });
export const uploadCategoryImage = (id: string, file: File) =>
  uploadImage<AdminCategoryDto>(`/api/admin/categories/${id}/image`, file);
export const removeCategoryImage = (id: string) =>
  apiRequest<AdminCategoryDto>('DELETE', `/api/admin/categories/${id}/image`);

/** What the storefront's tile shows: the upload's small cut, or the generated art. */
export const categoryPicture = (c: Pick<AdminCategoryDto, 'imageUrl' | 'slug'>) =>
  c.imageUrl ? c.imageUrl.replace(/-page\.webp$/, '-card.webp') : `/img/categories/${encodeURIComponent(c.slug)}.svg`;

/** Depth-first tree order with each category's depth, for an indented list. */
export function treeOrder(categories: AdminCategoryDto[]): { category: AdminCategoryDto; depth: number }[] {
  const out: { category: AdminCategoryDto; depth: number }[] = [];
  const walk = (parentId: string | null, depth: number) => {
    for (const c of categories.filter((x) => x.parentId === parentId).sort((a, b) => a.sortOrder - b.sortOrder)) {
      out.push({ category: c, depth });
      walk(c.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}
