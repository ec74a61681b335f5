import { Eye } from 'lucide-react';
import { Suspense, lazy, useId, useState } from 'react';
import { Link } from 'react-router';
import type { ProductCardDto } from '../../../shared/catalog';
import { Badge } from '../ui/badge';
import { LaterImage } from '../ui/later-image';
import { CardCartControl } from './card-cart-control';
import { PriceTag } from './price-tag';
import { defaultVariantId, effectiveOffer, unitLabel } from './product-pricing';
import { RatingStars } from './rating-stars';
import { StockBadge } from './stock-badge';
import { UnitPriceNote } from './unit-price-note';
import { VariantSelect } from './variant-select';
import { WishlistHeart } from './wishlist-heart';

// Quick view (and its Radix dialog) loads when first opened.
const QuickView = lazy(() => import('./quick-view'));

const badgeLabels: Record<string, string> = {
  homemade: 'Homemade',
  tribal: 'Tribal',
  organic: 'Organic',
  traditional: 'Traditional',
  fresh: 'Fresh',
  wellness: 'Wellness',
};

export function ProductCard({
  product,
  headingLevel = 3,
  priority = false,
}: {
  product: ProductCardDto;
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  const [variantId, setVariantId] = useState(() => defaultVariantId(product));
  const [quickView, setQuickView] = useState(false);
  const offer = effectiveOffer(product, variantId);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const selectId = useId();
  const href = `/product/${product.slug}`;
  const badges = [
    offer.discount > 0 ? (
      <Badge key="discount" variant="discount">
        {`${offer.discount}% OFF`}
      </Badge>
    ) : null,
    offer.thursdaySale ? (
      // Short on the card, where the wishlist heart sits beside the badges on a phone.
      <Badge key="sale" variant="danger">
        <span aria-hidden="true">Thu sale</span>
        <span className="sr-only">Thursday sale</span>
      </Badge>
    ) : null,
    product.authenticityBadge ? (
      <Badge key="authenticity" variant="success">
        {badgeLabels[product.authenticityBadge] ?? product.authenticityBadge}
      </Badge>
    ) : null,
  ].filter(Boolean);
  // A grid draws this card 20 times in one page's HTML: sizes, positions and colours of its parts are in
  // the .product-card rules of styles.css, and its links skip React Router's discovery attribute (the
  // route table is known up front).
  return (
    <article className="product-card group">
      <div className="product-card-media">
        <Link to={href} tabIndex={-1} aria-hidden="true" discover="none">
          {priority ? (
            <img src={product.image} alt="" width={400} height={400} fetchPriority="high" />
          ) : (
            <LaterImage src={product.image} alt="" width={400} height={400} loading="lazy" />
          )}
        </Link>
        {badges.length ? <div className="product-card-badges">{badges}</div> : null}
        <WishlistHeart productId={product.id} name={product.name} />
        <button type="button" onClick={() => setQuickView(true)} className="product-card-quick-view">
          <Eye aria-hidden="true" />
          Quick view<span className="sr-only">{` of ${product.name}`}</span>
        </button>
      </div>
      <div className="product-card-body">
        {/* Loose produce and handmade goods have no brand; the empty line keeps the names in a row level. */}
        <p className="product-card-brand">{product.brand}</p>
        <Heading className="product-card-name">
          <Link to={href} discover="none">
            {product.name}
          </Link>
        </Heading>
        <RatingStars rating={product.rating} count={product.ratingCount} />
        {product.variants.length > 1 ? (
          <VariantSelect id={selectId} product={product} value={variantId} onChange={setVariantId} compact />
        ) : product.variants[0] ? (
          <p className="text-xs text-muted">{product.variants[0].name}</p>
        ) : null}
        <div className="product-card-offer">
          <StockBadge inStock={offer.inStock} quantity={offer.stock} className="mb-1" />
          <PriceTag
            priceCents={offer.priceCents}
            originalPriceCents={offer.originalPriceCents}
            unit={unitLabel(product)}
          />
          <UnitPriceNote
            className="block"
            product={product}
            priceCents={offer.priceCents}
            variantName={offer.variant?.name}
          />
          <CardCartControl
            className="mt-2"
            product={product}
            variantId={offer.variant?.id ?? null}
            inStock={offer.inStock}
          />
        </div>
      </div>
      {quickView ? (
        <Suspense fallback={null}>
          <QuickView
            product={product}
            open={quickView}
            onOpenChange={setQuickView}
            variantId={variantId}
            onVariantChange={setVariantId}
          />
        </Suspense>
      ) : null}
    </article>
  );
}
