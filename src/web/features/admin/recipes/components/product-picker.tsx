import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import type { AdminProductRowDto } from '../../../../../shared/admin-products';
import { formatCents } from '../../../../../shared/money';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../components/ui/dialog';
import { Input } from '../../../../components/ui/input';
import { Spinner } from '../../../../components/ui/spinner';
import { adminProductsQuery } from '../../components/admin-products-query';

/** What a pick fills in on an ingredient line; `variantId` null for a product without sizes. */
export interface PickedProduct {
  slug: string;
  name: string;
  variantId: string | null;
  variants: { id: string; name: string }[];
}

const SEARCH_DELAY_MS = 300;
const RESULTS = 8;
const stockText = (stock: number, unit: string) =>
  stock > 0 ? `${stock}${unit === 'lb' ? ' lb' : ''} in stock` : 'out of stock';

/**
 * Finds a product for an ingredient line by name, through the staff catalog list (active products only,
 * typed words matched in names), and picks one of its sizes: each size is its own button.
 */
export function ProductPicker({
  ingredient,
  onPick,
  onClose,
}: {
  ingredient: string;
  onPick: (picked: PickedProduct) => void;
  onClose: () => void;
}) {
  const inputId = useId();
  const [text, setText] = useState(ingredient);
  const [query, setQuery] = useState(ingredient.trim());
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const { data, isFetching, isError, error } = useQuery({
    ...adminProductsQuery({ q: query, active: true, pageSize: RESULTS, sort: 'name', dir: 'asc' }),
    enabled: query.length >= 2,
  });
  const pick = (product: AdminProductRowDto, variantId: string | null) =>
    onPick({
      slug: product.slug,
      name: product.name,
      variantId,
      variants: product.variants.map((v) => ({ id: v.id, name: v.name })),
    });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogTitle className="text-lg font-bold text-ink">Find a product</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-muted">
          Search the shop&apos;s products by name, then pick the size the recipe buys.
        </DialogDescription>
        <label htmlFor={inputId} className="mt-4 mb-1 block text-sm font-semibold text-ink">
          Product name
        </label>
        <Input id={inputId} type="search" value={text} onChange={(e) => setText(e.target.value)} autoFocus />
        <div className="mt-3 min-h-24" aria-live="polite">
          {query.length < 2 ? (
            <p className="text-sm text-muted">Type at least 2 letters.</p>
          ) : isError ? (
            <p role="alert" className="text-sm text-red-700">
              Could not search: {error.message}
            </p>
          ) : !data || (isFetching && !data.products.length) ? (
            <Spinner label="Searching…" />
          ) : data.products.length === 0 ? (
            <p className="text-sm text-muted">No product on sale matches “{query}”.</p>
          ) : (
            <ul aria-label="Matching products" className="divide-y divide-gray-100">
              {data.products.map((product) => (
                <li key={product.id} className="py-2">
                  <p className="font-semibold text-ink">{product.name}</p>
                  <p className="text-xs text-muted">
                    {product.brand ?? 'No brand'} · {product.category}
                  </p>
                  <div className="mt-1 flex flex-wrap gap-2">
                    {product.variants.length ? (
                      product.variants.map((v) => (
                        <Button key={v.id} size="sm" variant="outline" onClick={() => pick(product, v.id)}>
                          <span className="sr-only">Pick {product.name}, </span>
                          {v.name} · {formatCents(v.priceCents)} · {stockText(v.stockQuantity, product.unit)}
                        </Button>
                      ))
                    ) : (
                      <Button size="sm" variant="outline" onClick={() => pick(product, null)}>
                        <span className="sr-only">Pick {product.name}, </span>
                        {formatCents(product.priceCents)}
                        {product.isWeightBased ? ' a lb' : ''} · {stockText(product.stockQuantity, product.unit)}
                      </Button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
