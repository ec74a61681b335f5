import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminCategoryDto } from '../../../../../shared/admin-taxonomy';
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../lib/toast';
import { ImageFileInput } from '../../components/image-file-input';
import { categoryPicture, removeCategoryImage, TAXONOMY_KEYS, uploadCategoryImage } from '../api/taxonomy-api';

/** A category's tile picture: an upload (square, checked and re-encoded by the server) or the generated art. */
export function CategoryPicture({ category }: { category: AdminCategoryDto }) {
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const saved = (next: AdminCategoryDto, message: string) => {
    setError(null);
    toast.success(message);
    client.setQueryData<AdminCategoryDto[]>(TAXONOMY_KEYS.categories, (all) =>
      all?.map((c) => (c.id === next.id ? next : c)),
    );
  };
  const upload = useMutation({
    mutationFn: (file: File) => uploadCategoryImage(category.id, file),
    onSuccess: (next) => saved(next, 'Picture uploaded'),
    onError: (e) => setError(e.message),
  });
  const remove = useMutation({
    mutationFn: () => removeCategoryImage(category.id),
    onSuccess: (next) => saved(next, 'Picture removed: the generated art is shown'),
    onError: (e) => setError(e.message),
  });
  return (
    <fieldset className="rounded-lg border border-gray-200 p-3">
      <legend className="px-1 text-sm font-semibold text-ink">Picture</legend>
      <div className="flex flex-wrap items-start gap-3">
        <img
          src={categoryPicture(category)}
          alt={category.imageUrl ? `Picture of ${category.name}` : `Generated art for ${category.name}`}
          width={96}
          height={96}
          className="size-24 rounded-lg border border-gray-200 object-cover"
        />
        <div className="min-w-0 flex-1 space-y-2">
          <ImageFileInput
            label={category.imageUrl ? 'Replace the picture' : 'Upload a picture'}
            hint="JPEG, PNG or WebP up to 5 MB, cut to a square. Without one, shoppers see the shop's generated art."
            error={error}
            pending={upload.isPending}
            onFile={(file) => upload.mutate(file)}
          />
          {category.imageUrl ? (
            <Button type="button" size="sm" variant="ghost" disabled={remove.isPending} onClick={() => remove.mutate()}>
              Remove picture
            </Button>
          ) : null}
        </div>
      </div>
    </fieldset>
  );
}
