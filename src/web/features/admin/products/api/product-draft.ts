import { z } from 'zod';
import { type AdminProductDto, type ProductInputDraft, productInput } from '../../../../../shared/admin-products';
import { AUTHENTICITY_BADGES, DIETARY_TAGS, TAX_CLASSES } from '../../../../../shared/catalog';
import { centsFromDollars, dollarsText } from '../../components/money-text';

/**
 * The form's state: amounts as typed text, turned into the API's numbers only on save. Each field is named
 * as the API names it, so the shared schema's messages and the server's land on their inputs.
 */
const variantFields = z.object({
  id: z.string().optional(),
  name: z.string(),
  priceCents: z.string(),
  originalPriceCents: z.string(),
  stockQuantity: z.string(),
});
const productFields = z.object({
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  originStory: z.string(),
  healthBenefits: z.string(),
  brandId: z.string(),
  categoryId: z.string().min(1, 'Choose a category'),
  priceCents: z.string(),
  originalPriceCents: z.string(),
  stockQuantity: z.string(),
  isWeightBased: z.boolean(),
  taxClass: z.enum(TAX_CLASSES),
  dietaryInfo: z.array(z.enum(DIETARY_TAGS)),
  authenticityBadge: z.enum(['', ...AUTHENTICITY_BADGES]),
  isFeatured: z.boolean(),
  isActive: z.boolean(),
  variants: z.array(variantFields),
});
export type VariantDraft = z.infer<typeof variantFields>;
export type ProductDraft = z.infer<typeof productFields>;
/** The names the server may refuse a field by: the form's own, and the unit the weight box decides. */
export const PRODUCT_FIELDS = [...Object.keys(productFields.shape), 'unit'];

export const newVariant = (): VariantDraft => ({
  name: '',
  priceCents: '',
  originalPriceCents: '',
  stockQuantity: '0',
});

export const EMPTY_DRAFT: ProductDraft = {
  name: '',
  slug: '',
  description: '',
  originStory: '',
  healthBenefits: '',
  brandId: '',
  categoryId: '',
  priceCents: '',
  originalPriceCents: '',
  stockQuantity: '0',
  isWeightBased: false,
  taxClass: 'food',
  dietaryInfo: [],
  authenticityBadge: '',
  isFeatured: false,
  isActive: true,
  variants: [],
};

export function draftOf(p: AdminProductDto): ProductDraft {
  return {
    name: p.name,
    slug: p.slug,
    description: p.description,
    originStory: p.originStory ?? '',
    healthBenefits: p.healthBenefits.join('\n'),
    brandId: p.brandId ?? '',
    categoryId: p.categoryId,
    priceCents: dollarsText(p.priceCents),
    originalPriceCents: dollarsText(p.originalPriceCents),
    stockQuantity: String(p.stockQuantity),
    isWeightBased: p.isWeightBased,
    taxClass: p.taxClass,
    dietaryInfo: p.dietaryInfo,
    authenticityBadge: p.authenticityBadge ?? '',
    isFeatured: p.isFeatured,
    isActive: p.isActive,
    variants: p.variants.map((v) => ({
      id: v.id,
      name: v.name,
      priceCents: dollarsText(v.priceCents),
      originalPriceCents: dollarsText(v.originalPriceCents),
      stockQuantity: String(v.stockQuantity),
    })),
  };
}

/** Unparseable amounts go through as NaN, so the shared schema answers with its own message. */
const amount = (text: string) => centsFromDollars(text) ?? Number.NaN;
const optionalAmount = (text: string) => (text.trim() === '' ? null : amount(text));
const quantity = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** What the API receives. With variants, the product's own price and stock come from them. */
export function inputOf(d: ProductDraft, creating: boolean): ProductInputDraft {
  const first = d.variants[0];
  return {
    name: d.name,
    ...(creating && d.slug.trim() ? { slug: d.slug.trim() } : {}),
    description: d.description,
    originStory: d.originStory.trim() || null,
    healthBenefits: d.healthBenefits
      .split('\n')
      .map((b) => b.trim())
      .filter(Boolean),
    brandId: d.brandId || null,
    categoryId: d.categoryId,
    priceCents: first ? amount(first.priceCents) : amount(d.priceCents),
    originalPriceCents: first ? optionalAmount(first.originalPriceCents) : optionalAmount(d.originalPriceCents),
    stockQuantity: first ? 0 : quantity(d.stockQuantity),
    isWeightBased: d.isWeightBased,
    unit: d.isWeightBased ? 'lb' : 'piece',
    taxClass: d.taxClass,
    dietaryInfo: d.dietaryInfo,
    authenticityBadge: d.authenticityBadge || null,
    isFeatured: d.isFeatured,
    isActive: d.isActive,
    variants: d.variants.map((v) => ({
      ...(v.id ? { id: v.id } : {}),
      name: v.name,
      priceCents: amount(v.priceCents),
      originalPriceCents: optionalAmount(v.originalPriceCents),
      stockQuantity: quantity(v.stockQuantity),
    })),
  };
}

/** The form's schema: the draft read into the API's input, then checked by the server's own rules. */
export const productForm = (creating: boolean) =>
  productFields.transform((d) => inputOf(d, creating)).pipe(productInput);
