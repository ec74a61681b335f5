import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import type { AdminProductDto, ProductInput } from '../../../../../shared/admin-products';
import { AUTHENTICITY_BADGES, DIETARY_TAGS, TAX_CLASSES } from '../../../../../shared/catalog';
import { FormField } from '../../../../components/forms/form-field';
import { Button, buttonVariants } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { NativeSelect } from '../../../../components/ui/native-select';
import { Spinner } from '../../../../components/ui/spinner';
import { Textarea } from '../../../../components/ui/textarea';
import { showServerError } from '../../../../lib/form-errors';
import { toast } from '../../../../lib/toast';
import { AdminPageHeader } from '../../components/admin-page-header';
import { draftOf, EMPTY_DRAFT, PRODUCT_FIELDS, type ProductDraft, productForm } from '../api/product-draft';
import { ProductImages } from '../components/product-images';
import { ADMIN_PRODUCT_KEYS } from '../../components/admin-products-query';
import { adminProductQuery, archiveProduct, createProduct, saveProduct, taxonomyQuery } from '../api/products-api';
import { VariantsEditor } from '../components/variants-editor';

const sectionClass = 'grid gap-4 rounded-xl border border-gray-200 bg-white p-4 sm:grid-cols-2';
/** How many messages the form shows: each field's, and a list's own (a list of variants, say). */
function countErrors(errors: object, top = true): number {
  let count = 0;
  for (const [key, e] of Object.entries(errors)) {
    if (!e || typeof e !== 'object' || key === 'ref' || (top && key === 'root')) continue;
    if (typeof (e as { message?: unknown }).message === 'string') count += 1;
    count += countErrors(e, false);
  }
  return count;
}

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
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<ProductDraft, unknown, ProductInput>({
    resolver: zodResolver(productForm(creating)),
    defaultValues: product ? draftOf(product) : EMPTY_DRAFT,
    // The summary above the form takes the focus, and says how many fields to fix.
    shouldFocusError: false,
  });
  const [isWeightBased, variants] = useWatch({ control, name: ['isWeightBased', 'variants'] });

  const done = (saved: AdminProductDto, message: string) => {
    toast.success(message);
    void client.invalidateQueries({ queryKey: ADMIN_PRODUCT_KEYS.all });
    if (creating) void navigate(`/admin/products/${saved.id}`, { replace: true });
  };
  const save = useMutation({
    mutationFn: (input: ProductInput) => (creating ? createProduct(input) : saveProduct(product.id, input)),
    onSuccess: (saved) => done(saved, creating ? `${saved.name} created` : `${saved.name} saved`),
    onError: (e) => {
      showServerError(e, setError, PRODUCT_FIELDS);
      toast.error(e.message);
    },
  });
  const archive = useMutation({
    mutationFn: (archived: boolean) => archiveProduct(product!.id, archived),
    onSuccess: (saved) => done(saved, saved.isActive ? `${saved.name} is back in the shop` : `${saved.name} archived`),
    onError: (e) => toast.error(e.message),
  });

  const submit = handleSubmit(
    (input) => save.mutate(input),
    () => document.getElementById('product-form-errors')?.focus(),
  );
  const errorCount = countErrors(errors);
  // Sold per lb or per piece follows the weight box; the schema's word on a mismatch comes from the server.
  const unitError = (errors as FieldErrors)['unit']?.message as string | undefined;
  const hasVariants = variants.length > 0;

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
            <Link to="/admin/products" className={buttonVariants({ variant: 'outline' })}>
              All products
            </Link>
            {product ? (
              <Link
                to={`/admin/thursday-sale?product=${product.id}`}
                className={buttonVariants({ variant: 'outline' })}
              >
                Thursday sale prices
              </Link>
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
        onSubmit={(e) => void submit(e)}
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
          <FormField label="Name" error={errors.name?.message}>
            <Input {...register('name')} />
          </FormField>
          <FormField
            label="Slug (web address)"
            error={errors.slug?.message}
            hint={
              creating
                ? 'Made from the name when left empty. It cannot change later.'
                : 'Kept stable so links keep working.'
            }
          >
            <Input readOnly={!creating} {...register('slug')} />
          </FormField>
          <FormField label="Description" error={errors.description?.message} className="sm:col-span-2">
            <Textarea {...register('description')} />
          </FormField>
          <FormField label="Origin story" error={errors.originStory?.message} className="sm:col-span-2">
            <Textarea {...register('originStory')} />
          </FormField>
          <FormField
            label="Health benefits"
            hint="One per line."
            error={errors.healthBenefits?.message}
            className="sm:col-span-2"
          >
            <Textarea {...register('healthBenefits')} />
          </FormField>
          <FormField label="Category" error={errors.categoryId?.message}>
            <NativeSelect {...register('categoryId')}>
              <option value="">Choose a category</option>
              {taxonomy.data?.categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.label}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label="Brand" error={errors.brandId?.message}>
            <NativeSelect {...register('brandId')}>
              <option value="">No brand (shows “Unknown Brand”)</option>
              {taxonomy.data?.brands.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>

        <div className={sectionClass}>
          <label className="flex items-center gap-2 text-sm font-semibold text-ink sm:col-span-2">
            <input
              type="checkbox"
              {...register('isWeightBased')}
              aria-describedby={unitError ? 'product-unit-error' : undefined}
            />
            Sold by weight (per lb, 1.1 to 55 lb a line)
          </label>
          {unitError ? (
            <p id="product-unit-error" className="text-sm text-red-700 sm:col-span-2">
              {unitError}
            </p>
          ) : null}
          {hasVariants ? (
            <p className="text-sm text-muted sm:col-span-2">Price and stock are set per variant below.</p>
          ) : (
            <>
              <FormField label={isWeightBased ? 'Price per lb ($)' : 'Price ($)'} error={errors.priceCents?.message}>
                <Input inputMode="decimal" {...register('priceCents')} />
              </FormField>
              <FormField
                label="Original price ($)"
                hint="Fill in to show the product on sale."
                error={errors.originalPriceCents?.message}
              >
                <Input inputMode="decimal" {...register('originalPriceCents')} />
              </FormField>
              <FormField label={isWeightBased ? 'Stock (lb)' : 'Stock'} error={errors.stockQuantity?.message}>
                <Input inputMode="decimal" {...register('stockQuantity')} />
              </FormField>
            </>
          )}
        </div>

        {product ? null : (
          <p className="rounded-xl border border-gray-200 bg-white p-4 text-sm text-muted">
            Images can be uploaded once the product is created.
          </p>
        )}

        <VariantsEditor control={control} register={register} errors={errors} disabled={isWeightBased} />

        <div className={sectionClass}>
          <FormField label="Tax class" error={errors.taxClass?.message}>
            <NativeSelect {...register('taxClass')}>
              {TAX_CLASSES.map((t) => (
                <option key={t} value={t}>
                  {TAX_LABELS[t]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label="Authenticity badge" error={errors.authenticityBadge?.message}>
            <NativeSelect {...register('authenticityBadge')}>
              <option value="">None</option>
              {AUTHENTICITY_BADGES.map((b) => (
                <option key={b} value={b}>
                  {b[0]!.toUpperCase() + b.slice(1)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <fieldset className="sm:col-span-2">
            <legend className="mb-1 text-sm font-semibold text-ink">Dietary tags</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              {DIETARY_TAGS.map((tag) => (
                <label key={tag} className="flex items-center gap-2 text-sm">
                  <input type="checkbox" value={tag} {...register('dietaryInfo')} />
                  {tag}
                </label>
              ))}
            </div>
          </fieldset>
          <label className="flex items-center gap-2 text-sm font-semibold text-ink">
            <input type="checkbox" {...register('isFeatured')} />
            Featured on the home page
          </label>
          <label className="flex items-center gap-2 text-sm font-semibold text-ink">
            <input type="checkbox" {...register('isActive')} />
            Active (shoppers can see and buy it)
          </label>
        </div>
        <div className="flex gap-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : creating ? 'Create product' : 'Save changes'}
          </Button>
          <Link to="/admin/products" className={buttonVariants({ variant: 'outline' })}>
            Cancel
          </Link>
        </div>
      </form>
    </>
  );
}
