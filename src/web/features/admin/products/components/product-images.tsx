import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { AdminProductDto } from '../../../../../shared/admin-products';
import { Button } from '../../../../components/ui/button';
import { apiRequest } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast';
import { ImageFileInput } from '../../components/image-file-input';
import { uploadImage } from '../../components/upload-image';
import { ADMIN_PRODUCT_KEYS } from '../../components/admin-products-query';

const cardOf = (url: string) => url.replace(/-page\.webp$/, '-card.webp');

/** The product's uploaded pictures (the first is on cards); without any, shoppers see the generated art. */
export function ProductImages({ product }: { product: AdminProductDto }) {
  const client = useQueryClient();
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  const saved = (next: AdminProductDto, message: string) => {
    setError(null);
    toast.success(message);
    client.setQueryData(ADMIN_PRODUCT_KEYS.detail(product.id), next);
    void client.invalidateQueries({ queryKey: ADMIN_PRODUCT_KEYS.all });
  };
  const upload = useMutation({
    mutationFn: (file: File) => uploadImage<AdminProductDto>(`/api/admin/products/${product.id}/images`, file),
    onSuccess: (next) => saved(next, 'Image uploaded'),
    onError: (e) => setError(e.message),
  });
  const remove = useMutation({
    mutationFn: (url: string) =>
      apiRequest<AdminProductDto>('DELETE', `/api/admin/products/${product.id}/images`, { url }),
    onSuccess: (next) => saved(next, 'Image removed'),
    onError: (e) => toast.error(e.message),
  });

  return (
    <section aria-labelledby={`${inputId}-title`} className="rounded-xl border border-gray-200 bg-white p-4">
      <h2 id={`${inputId}-title`} className="text-base font-bold text-ink">
        Images
      </h2>
      <p className="mt-1 text-sm text-muted">
        JPEG, PNG or WebP up to 5 MB. The first image is shown on cards; without any, shoppers see the shop&apos;s
        generated art.
      </p>
      {product.images.length ? (
        <ul className="mt-3 flex flex-wrap gap-3">
          {product.images.map((url, i) => (
            <li key={url} className="w-32">
              <img
                src={cardOf(url)}
                alt={`${product.name}, image ${i + 1}`}
                className="aspect-square w-32 rounded-lg border border-gray-200 object-cover"
              />
              <Button
                variant="ghost"
                size="sm"
                className="mt-1"
                disabled={remove.isPending}
                onClick={() => remove.mutate(url)}
              >
                Remove<span className="sr-only"> image {i + 1}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-3">
        <ImageFileInput
          label="Upload an image"
          error={error}
          pending={upload.isPending}
          onFile={(file) => upload.mutate(file)}
        />
      </div>
    </section>
  );
}
