import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Download, ImageOff, Plus, Upload } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { BulkProductAction, BulkReportDto } from '../../../../../shared/admin-bulk';
import {
  type ADMIN_PRODUCT_SORTS,
  type AdminProductRowDto,
  adminProductSearch,
} from '../../../../../shared/admin-products';
import { Badge } from '../../../../components/ui/badge';
import { Button, buttonVariants } from '../../../../components/ui/button';
import { AdminPageHeader } from '../../components/admin-page-header';
import { TableSkeleton } from '../../components/admin-skeletons';
import { BulkBar, BulkReportDialog, useBulkSelection } from '../../components/bulk-selection';
import { DataTable } from '../../components/data-table';
import { countActiveFilters, FiltersDisclosure } from '../../components/filters-disclosure';
import { storeDayTime } from '../../../../../shared/store-dates';
import { BulkProductDialog, type ValueAction } from '../components/bulk-product-dialog';
import { CsvImportDialog } from '../components/csv-import-dialog';
import { InlineEdit } from '../components/inline-edit';
import { type ProductFilters, ProductFiltersForm } from '../components/product-filters';
import { ADMIN_PRODUCT_KEYS } from '../../components/admin-products-query';
import { bulkProducts, taxonomyQuery } from '../api/products-api';
import { PRODUCTS_PAGE_SIZE, productsListFor } from '../api/products-url';

const ACTION_TITLES: Record<BulkProductAction['kind'], string> = {
  price: 'Change price',
  stock: 'Set stock',
  archive: 'Archive',
  sale_add: 'Add to the Thursday sale',
  sale_remove: 'Remove from the Thursday sale',
};
type Sort = (typeof ADMIN_PRODUCT_SORTS)[number];

/** Price and stock of the product, or one line per variant: each number edits in place. */
function Numbers({ row, kind }: { row: AdminProductRowDto; kind: 'price' | 'stock' }) {
  const what = kind === 'price' ? 'Price' : 'Stock';
  if (row.variants.length === 0)
    return (
      <InlineEdit
        productId={row.id}
        kind={kind}
        value={kind === 'price' ? row.priceCents : row.stockQuantity}
        label={`${what} of ${row.name}`}
        weightBased={row.isWeightBased}
      />
    );
  return (
    <ul className="space-y-1">
      {row.variants.map((v) => (
        <li key={v.id} className="flex items-center gap-2">
          <span className="min-w-14 text-xs text-muted">{v.name}</span>
          <InlineEdit
            productId={row.id}
            variantId={v.id}
            kind={kind}
            value={kind === 'price' ? v.priceCents : v.stockQuantity}
            label={`${what} of ${row.name}, ${v.name}`}
            weightBased={false}
          />
        </li>
      ))}
    </ul>
  );
}

const columns: ColumnDef<AdminProductRowDto>[] = [
  {
    id: 'image',
    header: () => <span className="sr-only">Picture</span>,
    enableSorting: false,
    meta: { card: 'media' },
    cell: ({ row: { original: p } }) =>
      p.image ? (
        // The name beside it says what it shows.
        <img
          src={p.image}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          decoding="async"
          className="size-12 rounded-lg border border-gray-100 bg-gray-50 object-cover"
        />
      ) : (
        <span className="flex size-12 items-center justify-center rounded-lg bg-gray-100 text-muted">
          <ImageOff className="size-5" aria-hidden="true" />
        </span>
      ),
  },
  {
    id: 'name',
    header: 'Product',
    meta: { card: 'title' },
    cell: ({ row: { original: p } }) => (
      <>
        <Link to={`/admin/products/${p.id}`} className="font-semibold text-brand-700 underline">
          {p.name}
        </Link>
        <span className="block text-muted">
          {p.brand ?? 'No brand'} · {p.category}
        </span>
        <span className="block text-xs text-muted max-md:hidden">/{p.slug}</span>
      </>
    ),
  },
  { id: 'price', header: 'Price', cell: ({ row }) => <Numbers row={row.original} kind="price" /> },
  { id: 'stock', header: 'Stock', cell: ({ row }) => <Numbers row={row.original} kind="stock" /> },
  {
    id: 'state',
    header: 'State',
    enableSorting: false,
    meta: { card: 'wide' },
    cell: ({ row: { original: p } }) => (
      <span className="flex flex-wrap gap-1">
        {p.isActive ? <Badge variant="success">Active</Badge> : <Badge>Archived</Badge>}
        {p.isFeatured ? <Badge variant="warning">Featured</Badge> : null}
        {p.originalPriceCents !== null && p.originalPriceCents > p.priceCents ? (
          <Badge variant="discount">On sale</Badge>
        ) : null}
        {p.stockQuantity <= 0 ? <Badge variant="danger">Out of stock</Badge> : null}
      </span>
    ),
  },
  { id: 'updated', header: 'Updated', meta: { card: 'hide' }, cell: ({ row }) => storeDayTime(row.original.updatedAt) },
];

/** /admin/products: the product desk. Search, filters, sort and page live in the URL. */
export default function ProductsPage() {
  const [params, setParams] = useSearchParams();
  const { filters, page, query } = useMemo(() => productsListFor(params), [params]);
  const { data, isPending, isError, error, isFetching } = useQuery(query);
  const taxonomy = useQuery(taxonomyQuery());
  const [importing, setImporting] = useState(false);
  const exportSearch = adminProductSearch(filters).toString();
  const selection = useBulkSelection(exportSearch);
  const [asking, setAsking] = useState<ValueAction | null>(null);
  const [report, setReport] = useState<{ title: string; report: BulkReportDto } | null>(null);
  const client = useQueryClient();
  const apply = useMutation({
    mutationFn: (action: BulkProductAction) =>
      bulkProducts({ selection: selection.request(adminProductSearch(filters)), action }),
    onSuccess: (answer, action) => {
      setAsking(null);
      selection.clear();
      const title = action.kind === 'archive' && !action.archived ? 'Restore' : ACTION_TITLES[action.kind];
      setReport({ title, report: answer });
      void client.invalidateQueries({ queryKey: ADMIN_PRODUCT_KEYS.all });
    },
  });
  const count = selection.allMatching ? (data?.total ?? 0) : selection.ids.size;

  const go = (next: ProductFilters, nextPage = 1) => {
    const search = adminProductSearch({ ...next, page: nextPage > 1 ? nextPage : undefined });
    if (search.get('sort') === 'updated') search.delete('sort');
    if (search.get('dir') === 'desc') search.delete('dir');
    setParams(search);
  };

  return (
    <>
      <AdminPageHeader
        title="Products"
        description="The catalog as staff see it, archived products included. Click a price or stock figure to change it."
        actions={
          <>
            <a
              href={`/api/admin/products/export.csv${exportSearch ? `?${exportSearch}` : ''}`}
              download
              className={buttonVariants({ variant: 'outline' })}
            >
              <Download aria-hidden="true" />
              Export CSV
            </a>
            <Button variant="outline" onClick={() => setImporting(true)}>
              <Upload aria-hidden="true" />
              Import CSV
            </Button>
            <Link to="/admin/products/new" className={buttonVariants()}>
              <Plus aria-hidden="true" />
              New product
            </Link>
          </>
        }
      />
      <FiltersDisclosure count={countActiveFilters(filters)}>
        <ProductFiltersForm
          key={params.toString()}
          value={filters}
          onApply={(next) => go(next)}
          categories={taxonomy.data?.categories ?? []}
          brands={taxonomy.data?.brands ?? []}
        />
      </FiltersDisclosure>
      {data ? (
        <BulkBar selection={selection} pageIds={data.products.map((p) => p.id)} total={data.total} noun="products">
          <Button size="sm" onClick={() => setAsking('price')}>
            Change price
          </Button>
          <Button size="sm" variant="outline" onClick={() => setAsking('stock')}>
            Set stock
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={apply.isPending}
            onClick={() => apply.mutate({ kind: 'archive', archived: true })}
          >
            Archive
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={apply.isPending}
            onClick={() => apply.mutate({ kind: 'archive', archived: false })}
          >
            Restore
          </Button>
          <Button size="sm" variant="outline" onClick={() => setAsking('sale_add')}>
            Add to Thursday sale
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={apply.isPending}
            onClick={() => apply.mutate({ kind: 'sale_remove' })}
          >
            Remove from Thursday sale
          </Button>
          {apply.isError && !asking ? (
            <p role="alert" className="w-full text-sm text-red-700">
              {apply.error.message}
            </p>
          ) : null}
        </BulkBar>
      ) : null}
      {isPending ? (
        <TableSkeleton label="Loading products…" />
      ) : isError ? (
        <p role="alert" className="text-red-700">
          Could not load products: {error.message}
        </p>
      ) : (
        <DataTable
          caption="Products"
          columns={columns}
          data={data.products}
          getRowId={(row) => row.id}
          sort={{ id: filters.sort ?? 'updated', desc: (filters.dir ?? 'desc') === 'desc' }}
          onSort={(sort) => go({ ...filters, sort: sort.id as Sort, dir: sort.desc ? 'desc' : 'asc' })}
          page={page}
          pageSize={PRODUCTS_PAGE_SIZE}
          total={data.total}
          onPage={(next) => go(filters, next)}
          busy={isFetching}
          empty="No products match these filters."
          minWidth={900}
          selection={{ selected: selection.ids, onChange: selection.setIds, label: (row) => row.name }}
        />
      )}
      {asking ? (
        <BulkProductDialog
          kind={asking}
          count={count}
          preview={selection.allMatching ? [] : (data?.products ?? []).filter((p) => selection.ids.has(p.id))}
          busy={apply.isPending}
          error={apply.isError ? apply.error.message : null}
          onApply={(action) => apply.mutate(action)}
          onClose={() => {
            setAsking(null);
            apply.reset();
          }}
        />
      ) : null}
      {report ? <BulkReportDialog {...report} onClose={() => setReport(null)} /> : null}
      {importing ? <CsvImportDialog onClose={() => setImporting(false)} /> : null}
    </>
  );
}
