import { Check, Loader2, ShoppingCart, Undo2 } from 'lucide-react';
import type { ProductCardDto } from '../../../shared/catalog';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { useAddToCart } from './use-add-to-cart';

export function AddToCartButton({
  product,
  variantId,
  quantity,
  inStock,
  size = 'md',
  className,
}: {
  product: ProductCardDto;
  variantId: string | null;
  quantity: number;
  inStock: boolean;
  size?: 'md' | 'lg';
  className?: string;
}) {
  const { state, add, undo } = useAddToCart();
  const size_ = size === 'lg' ? 'lg' : 'md';
  if (!inStock) {
    return (
      <Button size={size_} variant="outline" disabled className={cn('w-full', className)}>
        Out of Stock
      </Button>
    );
  }
  if (state === 'added') {
    return (
      <div className={cn('flex w-full gap-2', className)}>
        <p
          role="status"
          className={cn(
            'inline-flex flex-1 items-center justify-center gap-1.5 rounded-lg bg-brand-50 px-2 text-sm font-semibold text-brand-800',
            size === 'lg' ? 'h-12' : 'h-10',
          )}
        >
          <Check className="size-4" aria-hidden="true" />
          Added to Cart
        </p>
        <Button size={size_} variant="outline" onClick={undo}>
          <Undo2 aria-hidden="true" />
          Undo<span className="sr-only"> adding {product.name}</span>
        </Button>
      </div>
    );
  }
  return (
    <Button
      size={size_}
      className={cn('w-full', className)}
      disabled={state === 'adding' || quantity <= 0}
      onClick={() => void add(product, variantId, quantity)}
    >
      {state === 'adding' ? (
        <Loader2 className="animate-spin" aria-hidden="true" />
      ) : (
        <ShoppingCart aria-hidden="true" />
      )}
      {state === 'adding' ? 'Adding...' : 'Add to Cart'}
      <span className="sr-only">: {product.name}</span>
    </Button>
  );
}
