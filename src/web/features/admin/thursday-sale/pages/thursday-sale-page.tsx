import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { SaleProductDto } from '../../../../../shared/admin-thursday-sale';
import { discountPercent, formatCents } from '../../../../../shared/money';
import { MAX_SALE_DISCOUNT_PERCENT } from '../../../../../shared/thursday-sale';
import { Button } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { toast } from '../../../../lib/toast';
import { AdminPageHeader } from '../../components/admin-page-header';
import { AddToSale } from '../components/add-to-sale';
import { SalePricesDialog } from '../components/sale-prices-dialog';
import { SaleWindowBanner } from '../components/sale-window-banner';
import { ADMIN_SALE_KEYS, adminSaleQuery, removeFromSale, saleProductQuery } from '../api/thursday-sale-api';

function SaleLines({ product }: { product: SaleProductDto }) {
  return (
    <ul className="space-y-0.5">
      {product.lines
        .filter((line) => line.salePriceCents !== null)
        .map((line) => (
          <li key={line.variantId ?? 'own'} className="tabular-nums">
            {line.variantName ? <span className="text-muted">{line.variantName}: </span> : null}
            <s className="text-muted">{formatCents(line.regularPriceCents)}</s>{' '}
            <strong className="text-ink">{formatCents(line.salePriceCents!)}</strong>{' '}
            <span className="text-saffron-800">
              ({discountPercent(line.salePriceCents!, line.regularPriceCents)}% off)
            </span>
          </li>
        ))}
    </ul>
  );
}

function RemoveButton({ product }: { product: SaleProductDto }) {
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: () => removeFromSale(product.productId),
    onSuccess: () => {
      toast.success(`${product.name} is off the Thursday sale`);
      void client.invalidateQueries({ queryKey: ADMIN_SALE_KEYS.all });
    },
    onError: (e) => toast.error(e.message),
  });
  return (
    <Button size="sm" variant="outline" disabled={remove.isPending} onClick={() => remove.mutate()}>
      Remove<span className="sr-only"> {product.name} from the sale</span>
    </Button>
  );
}

/** /admin/thursday-sale: the weekly sale's products and prices, and whether it runs now (store time). */
export default function ThursdaySalePage() {
  const { data, isPending, isError, error } = useQuery(adminSaleQuery());
  const [editing, setEditing] = useState<SaleProductDto | null>(null);
  // Opened from a product's edit page (?product=<id>): its sale prices open at once.
  const [params, setParams] = useSearchParams();
  const linkedId = params.get('product');
  const linked = useQuery({ ...saleProductQuery(linkedId ?? ''), enabled: linkedId !== null });
  const shown = editing ?? (linkedId ? (linked.data ?? null) : null);
  const close = () => {
    setEditing(null);
    if (linkedId) setParams({}, { replace: true });
  };
  return (
    <>
      <AdminPageHeader
        title="Thursday Sale"
        description={`Every Thursday, midnight to midnight store time (Dallas): the products below sell at their sale prices, up to ${MAX_SALE_DISCOUNT_PERCENT}% off. Shoppers see them on the deals page, product cards, the cart and checkout only while the sale runs.`}
      />
      {data ? <SaleWindowBanner window={data.window} /> : null}
      <AddToSale onChoose={setEditing} />
      <h2 className="mb-3 text-lg font-bold text-ink">On the sale{data ? ` (${data.products.length})` : ''}</h2>
      {isPending ? (
        <Spinner label="Loading the sale" />
      ) : isError ? (
        <p role="alert" className="text-red-700">
          {error.message}
        </p>
      ) : data.products.length === 0 ? (
        <p className="rounded-xl bg-gray-50 p-6 text-center text-muted">
          No products are on the Thursday sale yet. Search for a product above to add it.
        </p>
      ) : (
        <div
          // Relative: the table's screen-reader-only labels are positioned against it, not the page,
          // so they cannot widen a phone's page past the scrolling box.
          className="relative overflow-x-auto rounded-xl border border-gray-200 bg-white"
          role="region"
          aria-label="Products on the Thursday sale"
          tabIndex={0}
        >
          <table className="w-full min-w-[640px] text-left text-sm">
            <caption className="sr-only">Products on the Thursday sale</caption>
            <thead className="bg-gray-50 text-ink">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Product
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Regular → sale price
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {data.products.map((product) => (
                <tr key={product.productId}>
                  <td className="px-3 py-2 align-top">
                    <Link
                      to={`/admin/products/${product.productId}`}
                      className="font-semibold text-brand-800 underline"
                    >
                      {product.name}
                    </Link>
                    <span className="block text-muted">
                      {product.brand} · {product.categoryName}
                      {product.isActive ? '' : ' · archived (not shown)'}
                      {product.stockQuantity > 0 ? '' : ' · out of stock'}
                    </span>
                  </td>
                  <td className="px-3 py-2 align-top">
                    <SaleLines product={product} />
                  </td>
                  <td className="px-3 py-2 text-right align-top">
                    <div className="flex justify-end gap-2">
                      <Button size="sm" onClick={() => setEditing(product)}>
                        Edit<span className="sr-only"> {product.name} sale prices</span>
                      </Button>
                      <RemoveButton product={product} />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {shown ? (
        <SalePricesDialog key={shown.productId} product={shown} onOpenChange={(open) => !open && close()} />
      ) : null}
    </>
  );
}
