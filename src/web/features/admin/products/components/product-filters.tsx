import { type FormEvent, useState } from 'react';
import type { AdminProductFilters } from '../../../../../shared/admin-products';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { NativeSelect } from '../../../../components/ui/native-select';

export type ProductFilters = Partial<AdminProductFilters>;

const labelClass = 'mb-1 block text-sm font-semibold text-ink';
type Option = { id: string; label: string };

/** Yes / no / either for a flag filter; "either" leaves the flag out of the query. */
function FlagSelect({
  id,
  label,
  value,
  onChange,
  yes,
  no,
}: {
  id: string;
  label: string;
  value: boolean | undefined;
  onChange: (v: boolean | undefined) => void;
  yes: string;
  no: string;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <NativeSelect
        id={id}
        value={value === undefined ? '' : String(value)}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value === 'true')}
      >
        <option value="">Any</option>
        <option value="true">{yes}</option>
        <option value="false">{no}</option>
      </NativeSelect>
    </div>
  );
}

/** The product desk's search and filters; applied on submit so typing does not fire a query per key. */
export function ProductFiltersForm({
  value,
  onApply,
  categories,
  brands,
}: {
  value: ProductFilters;
  onApply: (next: ProductFilters) => void;
  categories: Option[];
  brands: { id: string; name: string }[];
}) {
  const [draft, setDraft] = useState<ProductFilters>(value);
  const set = <K extends keyof ProductFilters>(key: K, v: ProductFilters[K]) => setDraft((d) => ({ ...d, [key]: v }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const clear = () => {
    const empty: ProductFilters = { sort: value.sort, dir: value.dir };
    setDraft(empty);
    onApply(empty);
  };

  return (
    <form
      role="search"
      aria-label="Find products"
      onSubmit={submit}
      className="mb-4 rounded-xl border border-gray-200 bg-white p-4"
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className="sm:col-span-2">
          <label htmlFor="products-q" className={labelClass}>
            Search name, slug or brand
          </label>
          <Input
            id="products-q"
            type="search"
            value={draft.q ?? ''}
            onChange={(e) => set('q', e.target.value || undefined)}
          />
        </div>
        <div>
          <label htmlFor="products-category" className={labelClass}>
            Category
          </label>
          <NativeSelect
            id="products-category"
            value={draft.categoryId ?? ''}
            onChange={(e) => set('categoryId', e.target.value || undefined)}
          >
            <option value="">All categories</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div>
          <label htmlFor="products-brand" className={labelClass}>
            Brand
          </label>
          <NativeSelect
            id="products-brand"
            value={draft.brandId ?? ''}
            onChange={(e) => set('brandId', e.target.value || undefined)}
          >
            <option value="">All brands</option>
            {brands.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div>
          <label htmlFor="products-stock" className={labelClass}>
            Stock
          </label>
          <NativeSelect
            id="products-stock"
            value={draft.stock ?? ''}
            onChange={(e) => set('stock', (e.target.value || undefined) as ProductFilters['stock'])}
          >
            <option value="">Any stock</option>
            <option value="in">In stock</option>
            <option value="low">Low (10 or fewer)</option>
            <option value="out">Out of stock</option>
          </NativeSelect>
        </div>
        <FlagSelect
          id="products-active"
          label="Shown to shoppers"
          value={draft.active}
          onChange={(v) => set('active', v)}
          yes="Active"
          no="Archived"
        />
        <FlagSelect
          id="products-featured"
          label="Featured"
          value={draft.featured}
          onChange={(v) => set('featured', v)}
          yes="Featured"
          no="Not featured"
        />
        <FlagSelect
          id="products-sale"
          label="On sale"
          value={draft.onSale}
          onChange={(v) => set('onSale', v)}
          yes="On sale"
          no="Full price"
        />
      </div>
      <div className="mt-3 flex gap-2">
        <Button type="submit">Apply</Button>
        <Button type="button" variant="outline" onClick={clear}>
          Clear
        </Button>
      </div>
    </form>
  );
}
