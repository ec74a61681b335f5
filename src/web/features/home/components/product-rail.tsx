import type { ReactNode } from 'react';
import type { ProductCardDto } from '../../../../shared/catalog';
import { ProductGrid, ProductGridSkeleton } from '../../../components/shop/product-grid';
import { SectionHeading } from './section-heading';

/** A titled product section: skeletons while loading, a message when empty. */
export function ProductRail({
  id,
  title,
  subtitle,
  action,
  products,
  loading,
  skeletons,
  emptyMessage,
  serverCards,
}: {
  id: string;
  title: string;
  subtitle?: string;
  action?: ReactNode;
  products: readonly ProductCardDto[] | undefined;
  loading: boolean;
  skeletons: number;
  emptyMessage: string;
  /** Cards drawn in the server's HTML (ProductGrid); all by default. */
  serverCards?: number;
}) {
  return (
    <section aria-labelledby={id} className="below-fold mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <SectionHeading id={id} title={title} subtitle={subtitle} action={action} />
      {loading ? (
        <ProductGridSkeleton count={skeletons} />
      ) : products && products.length > 0 ? (
        <ProductGrid products={products} serverCards={serverCards} />
      ) : (
        <p className="rounded-2xl bg-gray-50 p-8 text-center text-muted">{emptyMessage}</p>
      )}
    </section>
  );
}
