import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { type AdminProductDto, type ProductInput, productInput } from '../../../../shared/admin-products';
import { AUTHENTICITY_BADGES, DIETARY_TAGS, TAX_CLASSES } from '../../../../shared/catalog';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { AdminPageHeader } from '../components/admin-page-header';
import { Field, selectClass, textareaClass } from '../components/form-field';
import { draftOf, EMPTY_DRAFT, inputOf, type ProductDraft } from './product-draft';
import { ProductImages } from './product-images';
import {
  ADMIN_PRODUCT_KEYS,
  adminProductQuery,
  archiveProduct,
  createProduct,
  saveProduct,
  taxonomyQuery,
} from './products-api';
import { VariantsEditor } from './variants-editor';

const sectionClass = 'grid gap-4 rounded-xl border border-gray-200 bg-white p-4 sm:grid-cols-2';
const TAX_LABELS = {
  food: 'Food (no sales tax in Texas)',
  taxable: 'Taxable (candy, drinks, personal care, pooja, household)',
};

/** /admin/products/new and /admin/products/:id: every field the storefront shows, checked as the server checks. */
export default function ProductEditPage() {
  const { id } = useParams();
  const creating = !id || id === 'new';
  const product = useQuery({ ...adminProductQuery(id ?? ''), enabled: !creating });
  if (!creating && product.isPending) return <Spinner label="Loading product…" />;
  if (!creating && product.isError)
    return (
      <p role="alert" className="text-red-700">
        Could not load the product: {product.error.message}
      </p>
    );
  // A new form when a save gives variants their ids (the draft must send them), not when an image is added.
  const key = product.data ? `${product.data.id}:${product.data.variants.map((v) => v.id).join()}` : 'new';
  return <ProductForm key={key} product={creating ? null : product.data!} />;
}

function ProductForm({ product }: { product: AdminProductDto | null }) {
  const creating = product === null;
  const navigate = useNavigate();
  const client = useQueryClient();
  const taxonomy = useQuery(taxonomyQuery());
  const [draft, setDraft] = useState<ProductDraft>(product ? draftOf(product) : EMPTY_DRAFT);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof ProductDraft>(key: K, value: ProductDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const done = (saved: AdminProductDto, message: string) => {
    toast.success(message);
    void client.invalidateQueries({ queryKey: ADMIN_PRODUCT_KEYS.all });
    if (creating) void navigate(`/admin/products/${saved.id}`, { replace: true });
  };
  const save = useMutation({
    mutationFn: (input: ProductInput) => (creating ? createProduct(input) : saveProduct(product.id, input)),
    onSuccess: (saved) => done(saved, creating ? `${saved.name} created` : `${saved.name} saved`),
    onError: (e) => {
      if (e instanceof ApiError && e.fields) setErrors(e.fields);
      toast.error(e.message);
    },
  });
  const archive = useMutation({
    mutationFn: (archived: boolean) => archiveProduct(product!.id, archived),
    onSuccess: (saved) => done(saved, saved.isActive ? `${saved.name} is back in the shop` : `${saved.name} archived`),
    onError: (e) => toast.error(e.message),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = productInput.safeParse(inputOf(draft, creating));
    if (!draft.categoryId) {
      setErrors({ categoryId: 'Choose a category' });
      return;
    }
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[issue.path.join('.') || '_'] ??= issue.message;
      setErrors(next);
      document.getElementById('product-form-errors')?.focus();
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };
  const errorCount = Object.keys(errors).length;
  const hasVariants = draft.variants.length > 0;

  return (
    <>
      <AdminPageHeader
        title={creating ? 'New product' : product.name}
        description={
          creating
            ? 'Shoppers see it as soon as it is saved active.'
            : `/product/${product.slug} · the address stays as created`
        }
        actions={
          <>
            <Button asChild variant="outline">
              <Link to="/admin/products">All products</Link>
            </Button>
            {product ? (
              <Button asChild variant="outline">
                <Link to={`/admin/thursday-sale?product=${product.id}`}>Thursday sale prices</Link>
              </Button>
            ) : null}
            {product ? (
              <Button variant="outline" disabled={archive.isPending} onClick={() => archive.mutate(product.isActive)}>
                {product.isActive ? 'Archive' : 'Restore to the shop'}
              </Button>
            ) : null}
          </>
        }
      />
      {/* Outside the form: an upload saves at once and must not submit or reset the fields being edited. */}
      {product ? (
        <div className="mb-6">
          <ProductImages product={product} />
        </div>
      ) : null}
      <form
        noValidate
        onSubmit={submit}
        className="space-y-6"
        aria-label={creating ? 'New product' : `Edit ${product.name}`}
      >
        <div
          id="product-form-errors"
          tabIndex={-1}
          role="alert"
          className={errorCount ? 'rounded-lg bg-red-50 p-3 text-sm text-red-800' : 'sr-only'}
        >
          {errorCount ? `Please fix ${errorCount} field${errorCount === 1 ? '' : 's'} below.` : ''}
        </div>
        <div className={sectionClass}>
          <Field id="product-name" label="Name" error={errors.name}>
            {(a) => <Input {...a} value={draft.name} onChange={(e) => set('name', e.target.value)} />}
          </Field>
          <Field
            id="product-slug"
            label="Slug (web address)"
            error={errors.slug}
            hint={
              creating
                ? 'Made from the name when left empty. It cannot change later.'
                : 'Kept stable so links keep working.'
            }
          >
            {(a) => (
              <Input {...a} value={draft.slug} readOnly={!creating} onChange={(e) => set('slug', e.target.value)} />
            )}
          </Field>
          <Field id="product-description" label="Description" error={errors.description} className="sm:col-span-2">
            {(a) => (
              <textarea
                {...a}
                className={textareaClass}
                value={draft.description}
                onChange={(e) => set('description', e.target.value)}
              />
            )}
          </Field>
          <Field id="product-origin" label="Origin story" error={errors.originStory} className="sm:col-span-2">
            {(a) => (
              <textarea
                {...a}
                className={textareaClass}
                value={draft.originStory}
                onChange={(e) => set('originStory', e.target.value)}
              />
            )}
          </Field>
          <Field
            id="product-benefits"
            label="Health benefits"
            hint="One per line."
            error={errors.healthBenefits}
            className="sm:col-span-2"
          >
            {(a) => (
              <textarea
                {...a}
                className={textareaClass}
                value={draft.healthBenefits}
                onChange={(e) => set('healthBenefits', e.target.value)}
              />
            )}
          </Field>
          <Field id="product-category" label="Category" error={errors.categoryId}>
            {(a) => (
              <select
                {...a}
                className={selectClass}
                value={draft.categoryId}
                onChange={(e) => set('categoryId', e.target.value)}
              >
                <option value="">Choose a category</option>
                {taxonomy.data?.categories.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="product-brand" label="Brand" error={errors.brandId}>
            {(a) => (
              <select
                {...a}
                className={selectClass}
                value={draft.brandId}
                onChange={(e) => set('brandId', e.target.value)}
              >
                <option value="">No brand (shows “Unknown Brand”)</option>
                {taxonomy.data?.brands.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>

        <div className={sectionClass}>
          <label className="flex items-center gap-2 text-sm font-semibold text-ink sm:col-span-2">
            <input
              type="checkbox"
              checked={draft.isWeightBased}
              onChange={(e) => set('isWeightBased', e.target.checked)}
              aria-describedby={errors.unit ? 'product-unit-error' : undefined}
            />
            Sold by weight (per lb, 1.1 to 55 lb a line)
          </label>
          {errors.unit ? (
            <p id="product-unit-error" className="text-sm text-red-700 sm:col-span-2">
              {errors.unit}
            </p>
          ) : null}
          {hasVariants ? (
            <p className="text-sm text-muted sm:col-span-2">Price and stock are set per variant below.</p>
          ) : (
            <>
              <Field
                id="product-price"
                label={draft.isWeightBased ? 'Price per lb ($)' : 'Price ($)'}
                error={errors.priceCents}
              >
                {(a) => (
                  <Input
                    {...a}
                    inputMode="decimal"
                    value={draft.price}
                    onChange={(e) => set('price', e.target.value)}
                  />
                )}
              </Field>
              <Field
                id="product-original"
                label="Original price ($)"
                hint="Fill in to show the product on sale."
                error={errors.originalPriceCents}
              >
                {(a) => (
                  <Input
                    {...a}
                    inputMode="decimal"
                    value={draft.originalPrice}
                    onChange={(e) => set('originalPrice', e.target.value)}
                  />
                )}
              </Field>
              <Field
                id="product-stock"
                label={draft.isWeightBased ? 'Stock (lb)' : 'Stock'}
                error={errors.stockQuantity}
              >
                {(a) => (
                  <Input
                    {...a}
                    inputMode="decimal"
                    value={draft.stock}
                    onChange={(e) => set('stock', e.target.value)}
                  />
                )}
              </Field>
            </>
          )}
        </div>

        {product ? null : (
          <p className="rounded-xl border border-gray-200 bg-white p-4 text-sm text-muted">
            Images can be uploaded once the product is created.
          </p>
        )}

        <VariantsEditor
          variants={draft.variants}
          onChange={(v) => set('variants', v)}
          errors={errors}
          disabled={draft.isWeightBased}
        />

        <div className={sectionClass}>
          <Field id="product-tax" label="Tax class" error={errors.taxClass}>
            {(a) => (
              <select
                {...a}
                className={selectClass}
                value={draft.taxClass}
                onChange={(e) => set('taxClass', e.target.value as ProductDraft['taxClass'])}
              >
                {TAX_CLASSES.map((t) => (
                  <option key={t} value={t}>
                    {TAX_LABELS[t]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="product-badge" label="Authenticity badge" error={errors.authenticityBadge}>
            {(a) => (
              <select
                {...a}
                className={selectClass}
                value={draft.authenticityBadge}
                onChange={(e) => set('authenticityBadge', e.target.value)}
              >
                <option value="">None</option>
                {AUTHENTICITY_BADGES.map((b) => (
                  <option key={b} value={b}>
                    {b[0]!.toUpperCase() + b.slice(1)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <fieldset className="sm:col-span-2">
            <legend className="mb-1 text-sm font-semibold text-ink">Dietary tags</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              {DIETARY_TAGS.map((tag) => (
                <label key={tag} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={draft.dietaryInfo.includes(tag)}
                    onChange={(e) =>
                      set(
                        'dietaryInfo',
                        e.target.checked ? [...draft.dietaryInfo, tag] : draft.dietaryInfo.filter((t) => t !== tag),
                      )
                    }
                  />
                  {tag}
                </label>
              ))}
            </div>
          </fieldset>
          <label className="flex items-center gap-2 text-sm font-semibold text-ink">
            <input type="checkbox" checked={draft.isFeatured} onChange={(e) => set('isFeatured', e.target.checked)} />
            Featured on the home page
          </label>
          <label className="flex items-center gap-2 text-sm font-semibold text-ink">
            <input type="checkbox" checked={draft.isActive} onChange={(e) => set('isActive', e.target.checked)} />
            Active (shoppers can see and buy it)
          </label>
        </div>
        <div className="flex gap-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : creating ? 'Create product' : 'Save changes'}
          </Button>
          <Button asChild variant="outline">
            <Link to="/admin/products">Cancel</Link>
          </Button>
        </div>
      </form>
    </>
  );
}
