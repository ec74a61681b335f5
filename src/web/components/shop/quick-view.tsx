import { Link } from 'react-router';
import { useId } from 'react';
import type { ProductCardDto } from '../../../shared/catalog';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../ui/dialog';
import { CardCartControl } from './card-cart-control';
import { PriceTag } from './price-tag';
import { effectiveOffer, unitLabel } from './product-pricing';
import { RatingStars } from './rating-stars';
import { StockBadge } from './stock-badge';
import { UnitPriceNote } from './unit-price-note';
import { VariantSelect } from './variant-select';

export default function QuickView({
  product,
  open,
  onOpenChange,
  variantId,
  onVariantChange,
}: {
  product: ProductCardDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  variantId: string | null;
  onVariantChange: (id: string) => void;
}) {
  const offer = effectiveOffer(product, variantId);
  const selectId = useId();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <div className="grid gap-5 sm:grid-cols-2">
          <img
            src={product.image}
            alt={product.name}
            width={400}
            height={400}
            className="aspect-square w-full rounded-xl bg-saffron-50 object-cover"
          />
          <div className="flex flex-col gap-3">
            {product.brand ? (
              <p className="text-xs font-medium uppercase tracking-wide text-muted">{product.brand}</p>
            ) : null}
            <DialogTitle className="pr-8 text-xl font-bold text-ink">{product.name}</DialogTitle>
            <DialogDescription className="sr-only">Quick view of {product.name}</DialogDescription>
            <RatingStars rating={product.rating} count={product.ratingCount} />
            <PriceTag
              priceCents={offer.priceCents}
              originalPriceCents={offer.originalPriceCents}
              unit={unitLabel(product)}
            />
            <UnitPriceNote product={product} priceCents={offer.priceCents} variantName={offer.variant?.name} />
            <StockBadge inStock={offer.inStock} quantity={offer.stock} className="self-start" />
            {product.variants.length > 1 ? (
              <VariantSelect id={selectId} product={product} value={variantId} onChange={onVariantChange} />
            ) : null}
            {product.dietaryInfo.length ? (
              <ul className="flex flex-wrap gap-1.5" aria-label="Dietary information">
                {product.dietaryInfo.map((d) => (
                  <li
                    key={d}
                    className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium capitalize text-brand-900"
                  >
                    {d}
                  </li>
                ))}
              </ul>
            ) : null}
            <CardCartControl
              product={product}
              variantId={offer.variant?.id ?? null}
              inStock={offer.inStock}
              pricePerPoundCents={product.isWeightBased ? offer.priceCents : undefined}
            />
            <Link
              to={`/product/${product.slug}`}
              className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              View full details
            </Link>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
