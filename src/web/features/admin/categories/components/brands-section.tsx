import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { AdminBrandDto } from '../../../../../shared/admin-taxonomy';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { toast } from '../../../../lib/toast';
import { Badge } from '../../../../components/ui/badge';
import { adminBrandsQuery, archiveBrand, deleteBrand, saveBrand, TAXONOMY_KEYS } from '../api/taxonomy-api';

/**
 * One brand's row: its name edits in place; archive (out of the shoppers' brand filter, its products still
 * sold) or bring back; delete only shows for a brand no product uses.
 */
function BrandRow({ brand }: { brand: AdminBrandDto }) {
  const client = useQueryClient();
  const [name, setName] = useState(brand.name);
  const done = (message: string) => {
    toast.success(message);
    void client.invalidateQueries({ queryKey: TAXONOMY_KEYS.brands });
  };
  const rename = useMutation({
    mutationFn: () => saveBrand(brand.id, { name }),
    onSuccess: (saved) => done(`Renamed to ${saved.name}`),
    onError: (e) => toast.error(e.message),
  });
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
          className="flex gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (name.trim() !== brand.name) rename.mutate();
          }}
        >
          <Input
            aria-label={`Name of ${brand.name}`}
            value={name}
            onChange={(e) => setName(e.target.value)}
            className="h-9"
          />
          <Button type="submit" size="sm" variant="outline" disabled={rename.isPending || name.trim() === brand.name}>
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
  const [name, setName] = useState('');
  const create = useMutation({
    mutationFn: () => saveBrand(null, { name }),
    onSuccess: (saved) => {
      toast.success(`${saved.name} added`);
      setName('');
      void client.invalidateQueries({ queryKey: TAXONOMY_KEYS.brands });
    },
    onError: (e) => toast.error(e.message),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim().length >= 2) create.mutate();
  };
  return (
    <section aria-labelledby="brands-title" className="mt-8">
      <h2 id="brands-title" className="text-lg font-bold text-ink">
        Brands
      </h2>
      <p className="mt-1 text-sm text-muted">
        An archived brand leaves the shoppers&apos; brand filter; its products stay on sale under its name.
      </p>
      <form onSubmit={submit} className="mt-2 flex max-w-md items-end gap-2">
        <div className="flex-1">
          <label htmlFor="new-brand" className="mb-1 block text-sm font-semibold text-ink">
            New brand
          </label>
          <Input id="new-brand" value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <Button type="submit" disabled={create.isPending}>
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
