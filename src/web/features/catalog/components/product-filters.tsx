import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { DIETARY_TAGS } from '../../../../shared/catalog-constants';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { brandsQuery, categoriesQuery, rootCategories, subcategoriesOf } from '../../../lib/catalog-queries';
import { cn } from '../../../lib/cn';
import { useFieldText } from '../../../lib/use-field-text';
import { useHydrated } from '../../../lib/use-hydrated';
import { type UrlFilters, filtersToParams, withFilter } from './filters-url';

const DIETARY_LABELS: Record<string, string> = {
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  eggless: 'Eggless',
  jain: 'Jain',
  'gluten-free': 'Gluten-free',
  organic: 'Organic',
  halal: 'Halal',
  fasting: 'Fasting (vrat)',
};

const BRANDS_SHOWN = 8;

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-gray-200 pt-4">
      <legend className="float-left mb-2 w-full text-sm font-bold text-ink">{title}</legend>
      <div className="clear-both">{children}</div>
    </fieldset>
  );
}

const toDollars = (cents: number | undefined) => (cents === undefined ? '' : String(cents / 100));
const toCents = (dollars: string) => {
  const n = Number(dollars);
  return dollars.trim() === '' || !Number.isFinite(n) || n < 0 ? undefined : Math.round(n * 100);
};

export function ProductFilters({
  filters,
  category,
  onChange,
}: {
  filters: UrlFilters;
  category: string | undefined;
  onChange: (next: UrlFilters) => void;
}) {
  const { data: categories } = useQuery(categoriesQuery());
  // Every brand is read once the page is live rather than sent with its HTML (the list shows eight), in a
  // space kept for them until then.
  const hydrated = useHydrated();
  const { data: brands } = useQuery({ ...brandsQuery(), enabled: hydrated });
  // The column hydrates with its own chunk, after the page (`lazyHydrated` in product-listing.tsx).
  const [brandText, setBrandText, brandField] = useFieldText('');
  const [allBrands, setAllBrands] = useState(false);
  const id = useId();
  const selectedBrands = new Set(filters.brands ?? []);
  const selectedDietary = new Set(filters.dietary ?? []);
  const roots = rootCategories(categories ?? []);
  // Category links lead to the catalog, which has no relevance sort.
  const keep = filtersToParams({
    ...filters,
    sort: filters.sort === 'relevance' ? undefined : filters.sort,
    page: 1,
  }).toString();
  const suffix = keep ? `?${keep}` : '';

  const matchingBrands = (brands ?? []).filter((b) => b.name.toLowerCase().includes(brandText.trim().toLowerCase()));
  // Selected brands stay visible even when the list is collapsed.
  const visibleBrands =
    allBrands || brandText
      ? matchingBrands
      : [
          ...matchingBrands.filter((b) => selectedBrands.has(b.slug)),
          ...matchingBrands.filter((b) => !selectedBrands.has(b.slug)),
        ].slice(0, Math.max(BRANDS_SHOWN, selectedBrands.size));

  const toggle = (set: Set<string>, value: string) => {
    const next = new Set(set);
    if (next.has(value)) next.delete(value);
    else next.add(value);
    return [...next];
  };

  const linkClass = (active: boolean) =>
    cn(
      'block rounded-md px-2 py-1.5 text-sm',
      active ? 'bg-brand-50 font-semibold text-brand-800' : 'text-ink hover:bg-gray-50',
    );

  return (
    <div className="flex flex-col gap-4">
      <nav aria-label="Categories">
        <h2 className="mb-2 text-sm font-bold text-ink">Categories</h2>
        <ul className="max-h-72 overflow-y-auto pr-1">
          <li>
            <Link
              to={`/products${suffix}`}
              className={linkClass(!category)}
              aria-current={!category ? 'page' : undefined}
            >
              All products
            </Link>
          </li>
          {roots.map((root) => {
            const children = subcategoriesOf(categories ?? [], root.slug);
            const open = category === root.slug || children.some((c) => c.slug === category);
            return (
              <li key={root.slug}>
                <Link
                  to={`/products/category/${root.slug}${suffix}`}
                  className={linkClass(category === root.slug)}
                  aria-current={category === root.slug ? 'page' : undefined}
                >
                  {root.name}
                </Link>
                {open && children.length ? (
                  <ul className="ml-3 border-l border-gray-200 pl-2">
                    {children.map((c) => (
                      <li key={c.slug}>
                        <Link
                          to={`/products/category/${c.slug}${suffix}`}
                          className={linkClass(category === c.slug)}
                          aria-current={category === c.slug ? 'page' : undefined}
                        >
                          {c.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ul>
      </nav>

      <Group title="Price">
        <PriceFilter key={`${filters.minPrice}-${filters.maxPrice}`} filters={filters} onChange={onChange} />
      </Group>

      <Group title="Customer rating">
        <div className="flex flex-col gap-1">
          {[0, 4, 3, 2].map((r) => (
            <label key={r} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-rating`}
                checked={(filters.minRating ?? 0) === r}
                onChange={() => onChange(withFilter(filters, { minRating: r || undefined }))}
                className="size-4"
              />
              {r ? `${r} stars & up` : 'Any rating'}
            </label>
          ))}
        </div>
      </Group>

      <Group title="Availability">
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={!!filters.inStock}
            onChange={(e) => onChange(withFilter(filters, { inStock: e.target.checked || undefined }))}
            className="size-4"
          />
          In stock only
        </label>
      </Group>

      <Group title="Dietary">
        <div className="grid grid-cols-2 gap-1 lg:grid-cols-1">
          {DIETARY_TAGS.map((tag) => (
            <label key={tag} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={selectedDietary.has(tag)}
                onChange={() => onChange(withFilter(filters, { dietary: toggle(selectedDietary, tag) }))}
                className="size-4"
              />
              {DIETARY_LABELS[tag] ?? tag}
            </label>
          ))}
        </div>
      </Group>

      <Group title="Brands">
        <label htmlFor={`${id}-brand`} className="sr-only">
          Find a brand
        </label>
        <Input
          id={`${id}-brand`}
          ref={brandField}
          value={brandText}
          onChange={(e) => setBrandText(e.target.value)}
          placeholder="Find a brand"
          className="mb-2 h-9"
        />
        {brands ? (
          <>
            <div className="flex max-h-64 flex-col gap-1 overflow-y-auto">
              {visibleBrands.map((b) => (
                <label key={b.slug} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={selectedBrands.has(b.slug)}
                    onChange={() => onChange(withFilter(filters, { brands: toggle(selectedBrands, b.slug) }))}
                    className="size-4"
                  />
                  {b.name}
                </label>
              ))}
              {visibleBrands.length === 0 ? <p className="text-sm text-muted">No brands match.</p> : null}
            </div>
            {!brandText && matchingBrands.length > BRANDS_SHOWN ? (
              <Button variant="link" size="sm" className="px-0" onClick={() => setAllBrands((a) => !a)}>
                {allBrands ? 'Show fewer brands' : `Show all ${matchingBrands.length} brands`}
              </Button>
            ) : null}
          </>
        ) : (
          // Eight 20 px rows 4 px apart, and the "Show all" link's 36 px.
          <div className="h-56" aria-hidden="true" />
        )}
      </Group>
    </div>
  );
}

function PriceFilter({ filters, onChange }: { filters: UrlFilters; onChange: (next: UrlFilters) => void }) {
  const id = useId();
  const [minText, setMinText, minField] = useFieldText(toDollars(filters.minPrice));
  const [maxText, setMaxText, maxField] = useFieldText(toDollars(filters.maxPrice));
  const applyPrice = (e: FormEvent) => {
    e.preventDefault();
    let minPrice = toCents(minText);
    let maxPrice = toCents(maxText);
    if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice)
      [minPrice, maxPrice] = [maxPrice, minPrice];
    onChange(withFilter(filters, { minPrice, maxPrice }));
  };
  return (
    <form onSubmit={applyPrice} className="flex items-end gap-2">
      <div className="flex-1">
        <label htmlFor={`${id}-min`} className="text-xs text-muted">
          Min ($)
        </label>
        <Input
          id={`${id}-min`}
          ref={minField}
          inputMode="decimal"
          value={minText}
          onChange={(e) => setMinText(e.target.value)}
          placeholder="0"
          className="h-9"
        />
      </div>
      <div className="flex-1">
        <label htmlFor={`${id}-max`} className="text-xs text-muted">
          Max ($)
        </label>
        <Input
          id={`${id}-max`}
          ref={maxField}
          inputMode="decimal"
          value={maxText}
          onChange={(e) => setMaxText(e.target.value)}
          placeholder="Any"
          className="h-9"
        />
      </div>
      <Button type="submit" size="sm" variant="subtle">
        Apply
      </Button>
    </form>
  );
}
