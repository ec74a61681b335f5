import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { ProductCardDto } from '../../../../shared/catalog';
import { MIN_WEIGHT_QUANTITY } from '../../../../shared/guest-cart';
import { formatCents } from '../../../../shared/money';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { productSearchQuery } from '../api/subscriptions-api';
import type { BoxLine } from '../api/subscription-draft';

/** One search result: its size (when sold in sizes) and an Add button. */
function Result({ product, onAdd }: { product: ProductCardDto; onAdd: (line: BoxLine) => void }) {
  const sizes = product.variants.filter((v) => v.stockQuantity > 0);
  const [variantId, setVariantId] = useState(sizes[0]?.id ?? null);
  const variant = sizes.find((v) => v.id === variantId);
  const price = variant?.priceCents ?? product.priceCents;
  return (
    <li className="flex flex-wrap items-center gap-3 py-2">
      <span className="min-w-0 flex-1 text-sm">
        <span className="block font-semibold text-ink">{product.name}</span>
        <span className="text-muted">
          {formatCents(price)}
          {product.isWeightBased ? ' / lb' : ` · ${product.unit}`}
        </span>
      </span>
      {sizes.length ? (
        <NativeSelect
          aria-label={`Size of ${product.name}`}
          className="w-36"
          value={variantId ?? ''}
          onChange={(e) => setVariantId(e.target.value)}
        >
          {sizes.map((v) => (
            <option key={v.id} value={v.id}>
              {v.name}
            </option>
          ))}
        </NativeSelect>
      ) : null}
      <Button
        size="sm"
        variant="outline"
        onClick={() =>
          onAdd({
            productId: product.id,
            variantId: variant?.id ?? null,
            name: product.name,
            variantName: variant?.name ?? null,
            isWeightBased: product.isWeightBased,
            unit: product.unit,
            quantity: product.isWeightBased ? MIN_WEIGHT_QUANTITY : 1,
            substitution: 'best_match',
          })
        }
      >
        <Plus aria-hidden="true" /> Add<span className="sr-only"> {product.name}</span>
      </Button>
    </li>
  );
}

/** Finds in-stock products by name for the box. */
export function ProductPicker({ onAdd }: { onAdd: (line: BoxLine) => void }) {
  const [q, setQ] = useState('');
  const results = useQuery(productSearchQuery(q.trim()));
  const products = results.data?.products ?? [];
  return (
    <div>
      <label htmlFor="box-search" className="text-sm font-semibold text-ink">
        Add products to your box
      </label>
      <Input
        id="box-search"
        type="search"
        className="mt-1.5"
        placeholder="Search basmati rice, toor dal, paneer…"
        value={q}
        onChange={(e) => setQ(e.target.value)}
      />
      <div aria-live="polite" className="text-sm">
        {q.trim().length >= 2 && results.isSuccess && !products.length ? (
          <p className="mt-2 text-muted">No products in stock match “{q.trim()}”.</p>
        ) : null}
      </div>
      {products.length ? (
        <ul aria-label="Matching products" className="mt-2 divide-y divide-gray-100">
          {products.map((p) => (
            <Result key={p.id} product={p} onAdd={onAdd} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
