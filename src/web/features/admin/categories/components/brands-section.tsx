import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { type AdminBrandDto, brandInput } from '../../../../../shared/admin-taxonomy';
import { FormField } from '../../../../components/forms/form-field';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { showServerError } from '../../../../lib/form-errors';
import { toast } from '../../../../lib/toast';
import { Badge } from '../../../../components/ui/badge';
import { adminBrandsQuery, archiveBrand, deleteBrand, saveBrand, TAXONOMY_KEYS } from '../api/taxonomy-api';

/** A brand's name as the API checks it (2 to 80 characters, trimmed). */
const brandName = brandInput.pick({ name: true });
type BrandName = { name: string };

/**
 * The form of one brand name (a new brand, or a rename): the API's schema checks it, the server's
 * field message goes under the input, and any other refusal is a toast. A new brand's field empties
 * once it is added, ready for the next.
 */
function useBrandNameForm(name: string, save: (input: BrandName) => Promise<unknown>) {
  const form = useForm<BrandName>({ resolver: zodResolver(brandName), defaultValues: { name } });
  const submit = form.handleSubmit(async (input) => {
    try {
      await save(input);
      if (!name) form.reset();
    } catch (failure) {
      const problem = showServerError(failure, form.setError, ['name']);
      if (problem) toast.error(problem);
    }
  });
  return { form, submit };
}

/**
 * One brand's row: its name edits in place; archive (out of the shoppers' brand filter, its products still
 * sold) or bring back; delete only shows for a brand no product uses.
 */
function BrandRow({ brand }: { brand: AdminBrandDto }) {
  const client = useQueryClient();
  const done = (message: string) => {
    toast.success(message);
    void client.invalidateQueries({ queryKey: TAXONOMY_KEYS.brands });
  };
  const {
    form: {
      register,
      watch,
      formState: { errors, isSubmitting },
    },
    submit,
  } = useBrandNameForm(brand.name, async (input) => {
    const saved = await saveBrand(brand.id, input);
    done(`Renamed to ${saved.name}`);
  });
  const unchanged = watch('name').trim() === brand.name;
  const archive = useMutation({
    mutationFn: () => archiveBrand(brand, brand.isActive),
    onSuccess: (saved) => done(saved.isActive ? `${saved.name} is back in the brand filter` : `${saved.name} archived`),
    onError: (e) => toast.error(e.message),
  });
  const remove = useMutation({
    mutationFn: () => deleteBrand(brand.id),
    onSuccess: () => done(`${brand.name} deleted`),
    onError: (e) => toast.error(e.message),
  });
  return (
    <tr className="border-t border-gray-100">
      <td className="min-w-60 px-3 py-2">
        <form
          className="flex items-start gap-2"
          noValidate
          onSubmit={(e) => {
            if (unchanged) e.preventDefault();
            else void submit(e);
          }}
        >
          <FormField label={`Name of ${brand.name}`} labelHidden error={errors.name?.message} className="flex-1">
            <Input className="h-9" {...register('name')} />
          </FormField>
          <Button type="submit" size="sm" variant="outline" disabled={isSubmitting || unchanged}>
            Rename<span className="sr-only"> {brand.name}</span>
          </Button>
        </form>
      </td>
      <td className="px-3 py-2 text-muted">
        {brand.slug}
        {brand.isActive ? null : <Badge className="ml-2">Archived</Badge>}
      </td>
      <td className="px-3 py-2 tabular-nums">{brand.products}</td>
      <td className="px-3 py-2">
        <span className="flex gap-1">
          <Button size="sm" variant="outline" disabled={archive.isPending} onClick={() => archive.mutate()}>
            {brand.isActive ? 'Archive' : 'Unarchive'}
            <span className="sr-only"> {brand.name}</span>
          </Button>
          {brand.products === 0 ? (
            <Button size="sm" variant="ghost" disabled={remove.isPending} onClick={() => remove.mutate()}>
              Delete<span className="sr-only"> {brand.name}</span>
            </Button>
          ) : null}
        </span>
      </td>
    </tr>
  );
}

export function BrandsSection() {
  const client = useQueryClient();
  const { data } = useQuery(adminBrandsQuery());
  const {
    form: {
      register,
      formState: { errors, isSubmitting },
    },
    submit,
  } = useBrandNameForm('', async (input) => {
    const saved = await saveBrand(null, input);
    toast.success(`${saved.name} added`);
    void client.invalidateQueries({ queryKey: TAXONOMY_KEYS.brands });
  });
  return (
    <section aria-labelledby="brands-title" className="mt-8">
      <h2 id="brands-title" className="text-lg font-bold text-ink">
        Brands
      </h2>
      <p className="mt-1 text-sm text-muted">
        An archived brand leaves the shoppers&apos; brand filter; its products stay on sale under its name.
      </p>
      <form onSubmit={(e) => void submit(e)} noValidate className="mt-2 flex max-w-md items-end gap-2">
        <FormField label="New brand" error={errors.name?.message} className="flex-1">
          <Input {...register('name')} />
        </FormField>
        <Button type="submit" disabled={isSubmitting}>
          Add brand
        </Button>
      </form>
      <div
        className="relative mt-3 overflow-x-auto rounded-xl border border-gray-200 bg-white"
        role="region"
        aria-label="Brands"
        tabIndex={0}
      >
        <table className="w-full min-w-[680px] text-left text-sm">
          <caption className="sr-only">Brands</caption>
          <thead className="bg-gray-50">
            <tr>
              <th scope="col" className="px-3 py-2">
                Name
              </th>
              <th scope="col" className="px-3 py-2">
                Slug
              </th>
              <th scope="col" className="px-3 py-2">
                Products
              </th>
              <th scope="col" className="px-3 py-2">
                Actions
              </th>
            </tr>
          </thead>
          <tbody>
            {data?.map((brand) => (
              <BrandRow key={`${brand.id}:${brand.name}`} brand={brand} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
