import type { ProductDetailDto } from '../../../../shared/catalog';
import type { PageMeta } from '../../../lib/page-meta';
import { SITE_NAME, siteOrigin } from '../../../lib/page-meta';

const absolute = (url: string) => new URL(url, siteOrigin()).toString();
const dollars = (cents: number) => (cents / 100).toFixed(2);

/** Title, description, Open Graph and schema.org Product JSON-LD for a product page. */
export function productMeta(p: ProductDetailDto): PageMeta {
  const description = (p.description || `${p.name} by ${p.brand}`).replace(/\s+/g, ' ').slice(0, 155);
  const images = (p.images.length ? p.images : [p.image]).map(absolute);
  const url = absolute(`/product/${p.slug}`);
  const inStock = p.inStock && p.stockQuantity > 0;
  return {
    title: `${p.name} – ${p.brand || SITE_NAME}`,
    description,
    openGraph: {
      'og:type': 'product',
      'og:url': url,
      'og:image': images[0] ?? '',
      'product:price:amount': dollars(p.priceCents),
      'product:price:currency': 'USD',
      'product:availability': inStock ? 'in stock' : 'out of stock',
    },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: p.name,
      description: p.description,
      image: images,
      sku: p.id,
      url,
      category: p.category.name,
      ...(p.brand ? { brand: { '@type': 'Brand', name: p.brand } } : {}),
      ...(p.ratingCount > 0
        ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: p.rating, reviewCount: p.ratingCount } }
        : {}),
      offers: {
        '@type': 'Offer',
        url,
        priceCurrency: 'USD',
        price: dollars(p.priceCents),
        availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        itemCondition: 'https://schema.org/NewCondition',
        seller: { '@type': 'Organization', name: SITE_NAME },
      },
    },
  };
}
