import { z } from 'zod';
import { SLUG_PATTERN } from './admin-products';

/** Staff categories (the tree) and brands. Slugs are set at creation and stay. */
const slug = z
  .string()
  .trim()
  .max(120, 'Slug is too long')
  .regex(SLUG_PATTERN, 'Slug may hold lowercase letters, digits and single hyphens')
  .optional();

export const categoryInput = z.object({
  name: z.string().trim().min(2, 'Name must be at least 2 characters').max(80, 'Name is too long'),
  slug,
  parentId: z.uuid('Unknown parent category').nullable(),
  description: z.string().trim().max(500, 'Description cannot exceed 500 characters').nullable().default(null),
  isActive: z.boolean(),
});
export type CategoryInput = z.infer<typeof categoryInput>;

export const brandInput = z.object({
  name: z.string().trim().min(2, 'Name must be at least 2 characters').max(80, 'Name is too long'),
  slug,
  /** false archives the brand (left out of the shoppers' brand filters); left out: unchanged. */
  isActive: z.boolean().optional(),
});
export type BrandInput = z.infer<typeof brandInput>;

/** The order of one parent's children (null: the root categories), every child once. */
export const categoryOrderInput = z.object({ parentId: z.uuid().nullable(), ids: z.array(z.uuid()).min(1).max(500) });

export const adminCategoryDto = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  parentId: z.uuid().nullable(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  description: z.string().nullable(),
  /** The uploaded picture's page-size address; null: the generated art is shown. */
  imageUrl: z.string().nullable(),
  /** Products filed directly under it. */
  products: z.number().int(),
});
export type AdminCategoryDto = z.infer<typeof adminCategoryDto>;

export const adminBrandDto = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  /** false: archived, not offered in the shoppers' brand filters. */
  isActive: z.boolean(),
  products: z.number().int(),
});
export type AdminBrandDto = z.infer<typeof adminBrandDto>;

export const TAXONOMY_MESSAGES = {
  duplicateSlug: 'Another one already has this slug',
  cycle: 'A category cannot be filed under itself or one of its own subcategories',
  order: 'Send every subcategory of this parent exactly once',
  brandInUse: (n: number) =>
    `${n} product${n === 1 ? ' uses' : 's use'} this brand: archive it instead, or move them to another brand first`,
} as const;
