import { useQuery } from '@tanstack/react-query';
import { Heart, ShoppingCart, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { WishlistItemDto } from '../../../../shared/wishlist';
import { storeDay } from '../../../../shared/store-dates';
import { PriceTag } from '../../../components/shop/price-tag';
import { unitLabel } from '../../../components/shop/product-pricing';
import { StockBadge } from '../../../components/shop/stock-badge';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { usePageMeta } from '../../../lib/page-meta';
import { toast } from '../../../lib/toast';
import { useToggleWishlist } from '../../../lib/wishlist-queries';
import { useWishlistMoves, wishlistQuery } from '../api/wishlist-api';
import { AccountShell } from '../components/account-shell';

const failed = (error: Error) => toast.error('Could not move it to your cart', { description: error.message });

export default function WishlistPage() {
  usePageMeta({ title: 'Wishlist', description: 'Products you saved at Desi Grocer.' });
  const { data, isPending, isError } = useQuery(wishlistQuery);
  const { moveAll } = useWishlistMoves();
  const items = data?.items ?? [];

  function moveEverything() {
    moveAll.mutate(undefined, {
      onSuccess: ({ moved, skipped }) => {
        if (moved.length) toast.success(`Moved ${moved.length} ${moved.length === 1 ? 'item' : 'items'} to your cart`);
        if (skipped.length)
          toast.error('Some items stayed in your wishlist', {
            description: skipped.map((s) => `${s.name}: ${s.reason}`).join(' '),
          });
      },
      onError: failed,
    });
  }

  return (
    <AccountShell title="Wishlist">
      {isPending ? (
        <Spinner className="py-16" />
      ) : isError ? (
        <p role="alert" className="text-red-700">
          We could not load your wishlist. Please try again.
        </p>
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-gray-300 px-4 py-14 text-center">
          <Heart className="size-10 text-saffron-700" aria-hidden="true" />
          <p className="mt-3 text-lg font-semibold text-ink">Your wishlist is empty</p>
          <p className="mt-1 text-muted">Tap the heart on any product to save it here.</p>
          <Link to="/products" className={buttonVariants({ className: 'mt-6' })}>
            Browse products
          </Link>
        </div>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-muted">
              {data.total} saved {data.total === 1 ? 'product' : 'products'}
            </p>
            <Button onClick={moveEverything} disabled={moveAll.isPending}>
              <ShoppingCart aria-hidden="true" /> Move all to cart
            </Button>
          </div>
          <ul className="mt-4 divide-y divide-gray-200 rounded-2xl border border-gray-200 bg-white">
            {items.map((item) => (
              <WishlistRow key={item.productId} item={item} />
            ))}
          </ul>
        </>
      )}
    </AccountShell>
  );
}

function WishlistRow({ item }: { item: WishlistItemDto }) {
  const { product } = item;
  const { moveOne } = useWishlistMoves();
  const toggle = useToggleWishlist();
  const added = storeDay(item.addedAt);
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <div className="flex flex-1 gap-3">
        <img
          src={product.image}
          alt=""
          width={80}
          height={80}
          className="size-20 rounded-xl bg-saffron-50 object-cover"
        />
        <div className="min-w-0">
          <Link to={`/product/${product.slug}`} className="font-semibold text-ink hover:text-brand-700 hover:underline">
            {product.name}
          </Link>
          <p className="text-xs text-muted">
            {product.brand} · saved {added}
          </p>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <PriceTag
              priceCents={product.priceCents}
              originalPriceCents={product.originalPriceCents}
              unit={unitLabel(product)}
            />
            {product.discount > 0 ? <Badge variant="discount">{product.discount}% OFF</Badge> : null}
            <StockBadge inStock={product.inStock} quantity={product.stockQuantity} />
          </div>
        </div>
      </div>
      <div className="flex gap-2 sm:flex-col">
        <Button
          size="sm"
          disabled={!product.inStock || moveOne.isPending}
          onClick={() =>
            moveOne.mutate(product.id, {
              onSuccess: () => toast.success(`${product.name} moved to your cart`),
              onError: failed,
            })
          }
        >
          <ShoppingCart aria-hidden="true" /> Move to cart
          <span className="sr-only"> {product.name}</span>
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={toggle.isPending}
          onClick={() => toggle.mutate({ productId: product.id, saved: false })}
        >
          <Trash2 aria-hidden="true" /> Remove<span className="sr-only"> {product.name}</span>
        </Button>
      </div>
    </li>
  );
}
