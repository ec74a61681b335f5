import { useQuery } from '@tanstack/react-query';
import { Leaf, MapPin, Repeat, ShieldCheck, Truck } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { ProductDetailDto } from '../../../../shared/catalog';
import { allowedInBoxes, subscribeAndSaveLabel } from '../../../../shared/subscribe-and-save';
import { MAX_COUNT_QUANTITY, MIN_WEIGHT_QUANTITY, guestCartItemId } from '../../../../shared/guest-cart';
import { AddToCartButton } from '../../../components/shop/add-to-cart-button';
import { PriceTag } from '../../../components/shop/price-tag';
import { UnitPriceNote } from '../../../components/shop/unit-price-note';
import { defaultVariantId, effectiveOffer, unitLabel } from '../../../components/shop/product-pricing';
import { RatingStars } from '../../../components/shop/rating-stars';
import { ShopperRails } from '../../../components/shop/shopper-rails';
import { StockBadge } from '../../../components/shop/stock-badge';
import { WishlistHeart } from '../../../components/shop/wishlist-heart';
import { Badge } from '../../../components/ui/badge';
import { buttonVariants } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useGuestCart } from '../../../lib/guest-cart-store';
import { lazyHydrated } from '../../../lib/lazy-component';
import { usePageMeta } from '../../../lib/page-meta';
import { productQuery, subscribeTermsQuery } from '../api/catalog-api';
import { Breadcrumbs } from '../components/breadcrumbs';
import { CountQuantity } from '../components/count-quantity';
import { ProductGallery } from '../components/product-gallery';
import { productMeta } from '../components/product-seo';
import { WeightQuantity } from '../components/weight-quantity';

// Below the product: their own chunks (with the product cards), hydrated when they arrive.
const UsedInRecipes = lazyHydrated(() =>
  import('../components/used-in-recipes').then((module) => module.UsedInRecipes),
);
const RelatedProducts = lazyHydrated(() =>
  import('../components/related-products').then((module) => module.RelatedProducts),
);

export default function ProductPage() {
  const { slug = '' } = useParams();
  const { data: product, isPending, error } = useQuery(productQuery(slug));
  usePageMeta(
    product
      ? productMeta(product)
      : error
        ? { title: 'Product not found', description: 'This product is not available.' }
        : null,
  );

  if (isPending) return <ProductSkeleton />;
  if (!product) {
    const notFound = error instanceof ApiError && error.status === 404;
    return (
      <section className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-2xl font-bold text-ink">{notFound ? 'Product not found' : 'Failed to fetch product'}</h1>
        <p className="mt-2 text-muted">
          {notFound
            ? 'This product may have been removed or the link is mistyped.'
            : 'Please check your connection and try again.'}
        </p>
        <Link to="/products" className={buttonVariants({ className: 'mt-8' })}>
          Browse products
        </Link>
      </section>
    );
  }
  return <ProductDetail key={product.id} product={product} />;
}

/** Subscribe & Save for a product that may go in a box: starts /subscription with it in the box. */
function SubscribeOffer({ product, variantId }: { product: ProductDetailDto; variantId: string | null }) {
  const terms = useQuery(subscribeTermsQuery);
  const percent = terms.data?.discountPercent ?? 0;
  const params = new URLSearchParams({ product: product.slug });
  if (variantId) params.set('variant', variantId);
  return (
    <section
      aria-labelledby="subscribe-offer"
      className="flex flex-wrap items-center gap-3 rounded-2xl border border-brand-200 p-4"
    >
      <Repeat className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
      <div className="min-w-0 flex-1 text-sm">
        <h2 id="subscribe-offer" className="font-bold text-ink">
          {subscribeAndSaveLabel(percent)}
        </h2>
        <p className="text-muted">
          {percent > 0 ? `${percent}% off every box order. ` : ''}Delivered every week, 2 weeks or month; skip or cancel
          anytime.
        </p>
      </div>
      <Link to={`/subscription?${params}`} className={buttonVariants({ variant: 'outline' })}>
        Subscribe<span className="sr-only"> to {product.name}</span>
      </Link>
    </section>
  );
}

function ProductDetail({ product }: { product: ProductDetailDto }) {
  const [variantId, setVariantId] = useState(() => defaultVariantId(product));
  const [count, setCount] = useState(1);
  const [weight, setWeight] = useState<{ lb: number; valid: boolean }>({ lb: MIN_WEIGHT_QUANTITY, valid: true });
  const offer = effectiveOffer(product, variantId);
  const cart = useGuestCart();
  const inCart = cart.find((i) => i.id === guestCartItemId(product.id, offer.variant?.id ?? null))?.quantity ?? 0;
  const remaining = Math.max(0, offer.stock - inCart);
  // Stock already in the cart lowers the ceiling; keep the chosen count within it.
  const countValue = Math.min(count, Math.max(1, Math.min(MAX_COUNT_QUANTITY, Math.floor(remaining))));
  const quantity = product.isWeightBased ? (weight.valid ? weight.lb : 0) : countValue;
  const variantGroup = useId();
  const images = product.images.length ? product.images : [product.image];

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
      <Breadcrumbs
        items={[
          { label: 'Home', to: '/' },
          { label: 'Products', to: '/products' },
          { label: product.category.name, to: `/products/category/${product.category.slug}` },
          { label: product.name },
        ]}
      />
      <div className="mt-4 grid gap-8 md:grid-cols-2">
        <ProductGallery images={images} name={product.name} />
        <div className="flex flex-col gap-4">
          <div>
            {product.brand ? (
              <p className="text-sm font-semibold uppercase tracking-wide text-saffron-800">{product.brand}</p>
            ) : null}
            <h1 className="mt-1 text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{product.name}</h1>
            <RatingStars className="mt-2 text-sm" rating={product.rating} count={product.ratingCount} />
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <PriceTag
              size="lg"
              priceCents={offer.priceCents}
              originalPriceCents={offer.originalPriceCents}
              unit={unitLabel(product)}
            />
            <UnitPriceNote
              className="text-sm"
              product={product}
              priceCents={offer.priceCents}
              variantName={offer.variant?.name}
            />
            {offer.discount > 0 ? <Badge variant="discount">{offer.discount}% OFF</Badge> : null}
            {offer.thursdaySale ? (
              <Badge variant="danger">Thursday sale · today only</Badge>
            ) : product.thursdaySale ? (
              <Badge variant="warning">Thursday sale on another size</Badge>
            ) : null}
            <StockBadge inStock={offer.inStock} quantity={offer.stock} />
          </div>
          {product.variants.length > 0 ? (
            <fieldset>
              <legend className="text-sm font-semibold text-ink">Size</legend>
              <div className="mt-1 flex flex-wrap gap-2">
                {product.variants.map((v) => (
                  <label
                    key={v.id}
                    className="cursor-pointer rounded-lg border border-gray-300 px-3 py-2 text-sm has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-3 has-focus-visible:outline-saffron-500"
                  >
                    <input
                      type="radio"
                      name={variantGroup}
                      value={v.id}
                      checked={variantId === v.id}
                      onChange={() => setVariantId(v.id)}
                      className="sr-only"
                    />
                    <span className="font-semibold">{v.name}</span>
                    <UnitPriceNote
                      className="ml-1.5"
                      product={product}
                      priceCents={v.priceCents}
                      variantName={v.name}
                    />
                    {v.stockQuantity <= 0 ? <span className="ml-1 text-muted">(out of stock)</span> : null}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
          {offer.inStock ? (
            product.isWeightBased ? (
              <WeightQuantity
                value={weight.lb}
                onChange={(lb, valid) => setWeight({ lb, valid })}
                pricePerPoundCents={offer.priceCents}
              />
            ) : (
              <CountQuantity
                key={offer.variant?.id ?? 'base'}
                value={countValue}
                onChange={setCount}
                remaining={remaining}
              />
            )
          ) : null}
          <div className="flex items-center gap-3">
            <AddToCartButton
              size="lg"
              product={product}
              variantId={offer.variant?.id ?? null}
              quantity={quantity}
              inStock={offer.inStock}
              className="flex-1 sm:max-w-sm"
            />
            <WishlistHeart productId={product.id} name={product.name} className="border border-gray-300" />
          </div>
          {allowedInBoxes(product) ? <SubscribeOffer product={product} variantId={offer.variant?.id ?? null} /> : null}
          <ul className="grid gap-2 rounded-2xl bg-brand-50 p-4 text-sm text-brand-900">
            <li className="flex gap-2">
              <Truck className="size-4 shrink-0" aria-hidden="true" /> Same-day delivery when you order before 2 PM
            </li>
            <li className="flex gap-2">
              <ShieldCheck className="size-4 shrink-0" aria-hidden="true" /> 100% freshness guarantee: full refund
              within 24 hours
            </li>
          </ul>
        </div>
      </div>

      <div className="mt-10 grid gap-8 lg:grid-cols-3">
        <section aria-labelledby="about-product" className="lg:col-span-2">
          <h2 id="about-product" className="text-xl font-bold text-brand-900">
            About this product
          </h2>
          <p className="mt-3 whitespace-pre-line leading-7 text-ink">{product.description || 'No description yet.'}</p>
          {product.originStory ? (
            <>
              <h3 className="mt-6 flex items-center gap-2 font-bold text-ink">
                <MapPin className="size-4 text-saffron-700" aria-hidden="true" /> Origin story
              </h3>
              <p className="mt-2 leading-7 text-ink">{product.originStory}</p>
            </>
          ) : null}
        </section>
        <div className="flex flex-col gap-6">
          {product.dietaryInfo.length ? (
            <section aria-labelledby="dietary-info">
              <h2 id="dietary-info" className="font-bold text-ink">
                Dietary information
              </h2>
              <ul className="mt-2 flex flex-wrap gap-2">
                {product.dietaryInfo.map((d) => (
                  <li
                    key={d}
                    className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium capitalize text-brand-900"
                  >
                    {d}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {product.healthBenefits.length ? (
            <section aria-labelledby="health-benefits">
              <h2 id="health-benefits" className="font-bold text-ink">
                Health benefits
              </h2>
              <ul className="mt-2 space-y-1.5 text-sm">
                {product.healthBenefits.map((b) => (
                  <li key={b} className="flex gap-2">
                    <Leaf className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
                    {b}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </div>

      <UsedInRecipes slug={product.slug} />
      <RelatedProducts slug={product.slug} />
      <ShopperRails rails={['recently-viewed']} viewing={product.id} />
    </div>
  );
}

function ProductSkeleton() {
  return (
    <div
      className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-2"
      role="status"
      aria-label="Loading product"
    >
      <Skeleton className="aspect-square w-full rounded-2xl" />
      <div className="space-y-4">
        <Skeleton className="h-4 w-1/4" />
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-10 w-1/3" />
        <Skeleton className="h-12 w-full max-w-sm" />
      </div>
    </div>
  );
}
