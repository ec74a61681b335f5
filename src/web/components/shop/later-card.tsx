import { Link } from 'react-router';
import type { ProductCardDto } from '../../../shared/catalog';
import { stockBadge } from '../../../shared/stock';
import { productUnitPrice } from '../../../shared/unit-price';
import { defaultVariantId, effectiveOffer } from './product-pricing';

/** Heights in px of a product card's rows (styles.css .product-card-*, the badge, price and cart button). */
const ROW = { brand: 16, name: 40, rating: 16, select: 36, sizeName: 16, gap: 6 } as const;
const OFFER = { top: 4, badge: 28, price: 28, unitPrice: 16, cart: 8 + 40 } as const;

/** A card with sizes and a unit price (most rows of a grid are this tall): what a loading grid keeps. */
export const USUAL_BODY_HEIGHT =
  ROW.brand + ROW.name + ROW.rating + ROW.select + 4 * ROW.gap + OFFER.top + OFFER.price + OFFER.unitPrice + OFFER.cart;

/** The height of a card's body below its picture, worked out from what the card will show. */
export function cardBodyHeight(product: ProductCardDto): number {
  const offer = effectiveOffer(product, defaultVariantId(product));
  const sizes = product.variants.length > 1 ? ROW.select : product.variants.length === 1 ? ROW.sizeName : 0;
  const rows = [ROW.brand, ROW.name, ROW.rating, ...(sizes ? [sizes] : [])];
  const offerHeight =
    OFFER.top +
    (stockBadge(offer.inStock, offer.stock).kind === 'none' ? 0 : OFFER.badge) +
    OFFER.price +
    (productUnitPrice(product, offer.priceCents, offer.variant?.name) ? OFFER.unitPrice : 0) +
    OFFER.cart;
  return rows.reduce((sum, row) => sum + row + ROW.gap, 0) + offerHeight;
}

/**
 * A product card the browser draws once the page is live (ProductGrid's later cards): the card's box at
 * the card's size, so nothing moves when it is drawn, with the brand and the name linking to the product
 * (what search engines and a shopper without JavaScript need of it).
 */
export function LaterCard({ product }: { product: ProductCardDto }) {
  return (
    <div className="product-card">
      <div className="product-card-media" />
      <div className="product-card-body" style={{ minHeight: cardBodyHeight(product) }}>
        <p className="product-card-brand">{product.brand}</p>
        <p className="product-card-name">
          <Link to={`/product/${product.slug}`} discover="none">
            {product.name}
          </Link>
        </p>
      </div>
    </div>
  );
}
