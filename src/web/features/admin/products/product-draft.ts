import type { AdminProductDto, ProductInput } from '../../../../shared/admin-products';
import { centsFromDollars, dollarsText } from '../components/money-text';

/** The form's state: amounts as typed text, turned into the API's numbers only on save. */
export interface VariantDraft {
  key: string;
  id?: string;
  name: string;
  price: string;
  originalPrice: string;
  stock: string;
}

export interface ProductDraft {
  name: string;
  slug: string;
  description: string;
  originStory: string;
  healthBenefits: string;
  brandId: string;
  categoryId: string;
  price: string;
  originalPrice: string;
  stock: string;
  isWeightBased: boolean;
  taxClass: ProductInput['taxClass'];
  dietaryInfo: ProductInput['dietaryInfo'];
  authenticityBadge: string;
  isFeatured: boolean;
  isActive: boolean;
  variants: VariantDraft[];
}

let nextKey = 0;
export const newVariant = (): VariantDraft => ({
  key: `new-${nextKey++}`,
  name: '',
  price: '',
  originalPrice: '',
  stock: '0',
});

export const EMPTY_DRAFT: ProductDraft = {
  name: '',
  slug: '',
  description: '',
  originStory: '',
  healthBenefits: '',
  brandId: '',
  categoryId: '',
  price: '',
  originalPrice: '',
  stock: '0',
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
    price: dollarsText(p.priceCents),
    originalPrice: dollarsText(p.originalPriceCents),
    stock: String(p.stockQuantity),
    isWeightBased: p.isWeightBased,
    taxClass: p.taxClass,
    dietaryInfo: p.dietaryInfo,
    authenticityBadge: p.authenticityBadge ?? '',
    isFeatured: p.isFeatured,
    isActive: p.isActive,
    variants: p.variants.map((v) => ({
      key: v.id,
      id: v.id,
      name: v.name,
      price: dollarsText(v.priceCents),
      originalPrice: dollarsText(v.originalPriceCents),
      stock: String(v.stockQuantity),
    })),
  };
}

/** Unparseable amounts go through as NaN, so the shared schema answers with its own message. */
const amount = (text: string) => centsFromDollars(text) ?? Number.NaN;
const optionalAmount = (text: string) => (text.trim() === '' ? null : amount(text));
const quantity = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** What the API receives. With variants, the product's own price and stock come from them. */
export function inputOf(d: ProductDraft, creating: boolean): unknown {
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
    priceCents: first ? amount(first.price) : amount(d.price),
    originalPriceCents: first ? optionalAmount(first.originalPrice) : optionalAmount(d.originalPrice),
    stockQuantity: first ? 0 : quantity(d.stock),
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
      priceCents: amount(v.price),
      originalPriceCents: optionalAmount(v.originalPrice),
      stockQuantity: quantity(v.stock),
    })),
  };
}
