import { useQuery } from '@tanstack/react-query';
import { Bookmark, History, RotateCcw, ShoppingCart, Trash2, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProductCardDto, VariantDto } from '../../../../shared/catalog';
import { formatCents } from '../../../../shared/money';
import { formatQuantity } from '../../../../shared/stock';
import { Button } from '../../../components/ui/button';
import { removedItemsQuery, savedItemsQuery, storedCart } from '../api/cart-api';
import type { useCartAction } from '../api/use-cart-action';

type Run = ReturnType<typeof useCartAction>['run'];

export function ListSection({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  const id = `list-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-gray-200 p-4">
      <h2 id={id} className="flex items-center gap-2 text-lg font-bold text-ink">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

function ProductSummary({
  product,
  variant,
  extra,
}: {
  product: ProductCardDto;
  variant: VariantDto | null;
  extra?: string;
}) {
  return (
    <div className="flex min-w-0 flex-1 items-center gap-3">
      <img src={product.image} alt="" width={48} height={48} className="size-12 rounded-lg bg-saffron-50" />
      <div className="min-w-0">
        <Link to={`/product/${product.slug}`} className="block truncate font-semibold text-ink hover:underline">
          {product.name}
        </Link>
        <p className="truncate text-xs text-muted">
          {[variant?.name, formatCents(variant?.priceCents ?? product.priceCents), extra].filter(Boolean).join(' · ')}
          {product.inStock ? '' : ' · Out of stock'}
        </p>
      </div>
    </div>
  );
}

const empty = (text: string) => <p className="mt-3 text-sm text-muted">{text}</p>;

/** Spec section 4: Move to cart adds quantity 1 and deletes the saved item. */
export function SavedItems({ run, busy }: { run: Run; busy: string | null }) {
  const { data = [] } = useQuery(savedItemsQuery);
  return (
    <ListSection title="Saved for later" icon={<Bookmark className="size-5 text-brand-700" aria-hidden="true" />}>
      {data.length === 0 ? empty('Nothing saved. Use "Save for later" on a cart line.') : null}
      <ul className="mt-2 divide-y divide-gray-100" aria-label="Saved for later">
        {data.map((item) => (
          <li key={item.id} className="flex items-center gap-2 py-2" data-testid="saved-item">
            <ProductSummary product={item.product} variant={item.variant} />
            <Button
              size="sm"
              variant="subtle"
              disabled={busy === item.id || !item.product.inStock}
              onClick={() =>
                void run(item.id, () => storedCart.moveToCart(item.id), {
                  success: ['Moved to cart', `${item.product.name} is back in your cart.`],
                  reload: ['current', 'saved'],
                })
              }
            >
              <ShoppingCart aria-hidden="true" />
              Move to cart<span className="sr-only"> {item.product.name}</span>
            </Button>
            <Button
              size="icon"
              variant="ghost"
              disabled={busy === item.id}
              aria-label={`Remove ${item.product.name} from saved items`}
              onClick={() => void run(item.id, () => storedCart.deleteSaved(item.id), { reload: ['saved'] })}
            >
              <X aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
    </ListSection>
  );
}

/** Spec section 4: Restore re-adds the old quantity and drops the entry. */
export function RemovedItems({ run, busy }: { run: Run; busy: string | null }) {
  const { data = [] } = useQuery(removedItemsQuery);
  return (
    <ListSection title="Recently removed" icon={<History className="size-5 text-brand-700" aria-hidden="true" />}>
      {data.length === 0 ? empty('Items you remove from the cart show up here.') : null}
      <ul className="mt-2 divide-y divide-gray-100" aria-label="Recently removed">
        {data.map((item) => (
          <li key={item.id} className="flex items-center gap-2 py-2" data-testid="removed-item">
            <ProductSummary
              product={item.product}
              variant={item.variant}
              extra={`Qty ${formatQuantity(item.quantity)}${item.product.isWeightBased ? ' lb' : ''}`}
            />
            <Button
              size="sm"
              variant="subtle"
              disabled={busy === item.id || !item.product.inStock}
              onClick={() =>
                void run(item.id, () => storedCart.restore(item.id), {
                  success: ['Item restored', `${item.product.name} is back in your cart.`],
                  reload: ['current', 'removed'],
                })
              }
            >
              <RotateCcw aria-hidden="true" />
              Restore<span className="sr-only"> {item.product.name}</span>
            </Button>
            <Button
              size="icon"
              variant="ghost"
              disabled={busy === item.id}
              aria-label={`Forget ${item.product.name}`}
              onClick={() => void run(item.id, () => storedCart.deleteRemoved(item.id), { reload: ['removed'] })}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
    </ListSection>
  );
}
