import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { SaleProductDto } from '../../../../../shared/admin-thursday-sale';
import { formatCents } from '../../../../../shared/money';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { toast } from '../../../../lib/toast';
import { adminProductsQuery } from '../../components/admin-products-query';
import { saleProduct } from '../api/thursday-sale-api';

/** Finds a product by name (the staff product search) and opens its sale prices. */
export function AddToSale({ onChoose }: { onChoose: (product: SaleProductDto) => void }) {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const found = useQuery({ ...adminProductsQuery({ q, pageSize: 8 }), enabled: q.length > 0 });
  const open = useMutation({ mutationFn: saleProduct, onSuccess: onChoose, onError: (e) => toast.error(e.message) });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(text.trim());
  };
  return (
    <section aria-labelledby="add-to-sale" className="mb-8 rounded-xl border border-gray-200 bg-white p-4">
      <h2 id="add-to-sale" className="font-bold text-ink">
        Add a product to the sale
      </h2>
      <form role="search" onSubmit={search} className="mt-3 flex flex-wrap gap-2">
        <label htmlFor="sale-product-search" className="sr-only">
          Product name
        </label>
        <Input
          id="sale-product-search"
          className="max-w-sm"
          placeholder="Search products, e.g. basmati"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit" variant="outline">
          Search
        </Button>
      </form>
      {q && found.data ? (
        found.data.products.length ? (
          <ul className="mt-3 divide-y divide-gray-100" aria-label="Matching products">
            {found.data.products.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span>
                  <span className="font-semibold text-ink">{p.name}</span>
                  <span className="text-muted">
                    {' '}
                    · {p.brand ?? 'Unknown Brand'} · {formatCents(p.priceCents)}
                    {p.variants.length ? ` · ${p.variants.length} sizes` : ''}
                    {p.isActive ? '' : ' · archived'}
                  </span>
                </span>
                <Button size="sm" disabled={open.isPending} onClick={() => open.mutate(p.id)}>
                  Set sale prices<span className="sr-only"> for {p.name}</span>
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-muted">No products match “{q}”.</p>
        )
      ) : null}
    </section>
  );
}
