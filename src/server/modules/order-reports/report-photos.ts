import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { MAX_IMAGE_BYTES, storeImage } from '../catalog/image-store';
import { imageFileBytes } from '../catalog/image-upload';
import type { MediaStore } from '../media/media-store';

/**
 * A report's photo follows the admin uploads' rules (image-store.ts: JPEG, PNG or WebP told apart by
 * their bytes, at most 5 MB and 25 megapixels, re-encoded to WebP without EXIF) and is kept in the same
 * media store, under reports/, which /media does not serve: only the shopper and staff read it.
 */
const KEY = /^reports\/[0-9a-f-]{36}-(card|page)\.webp$/;

/** The form's fields and its one optional file, read from a multipart request. */
export async function readReportForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; photo: Buffer | null }> {
  if (!request.isMultipart()) return { fields: (request.body ?? {}) as Record<string, string>, photo: null };
  const fields: Record<string, string> = {};
  let photo: Buffer | null = null;
  for await (const part of request.parts({
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, fieldSize: 20_000 },
  })) {
    if (part.type === 'file') {
      const bytes = await imageFileBytes(part, 'photo');
      // An empty file input sends a part with no name and no bytes: no photo.
      if (bytes.length > 0 || part.filename) photo = bytes;
    } else fields[part.fieldname] = String(part.value);
  }
  return { fields, photo };
}

/** Checks and stores the photo; its key ("reports/<uuid>-page.webp"). */
export async function storeReportPhoto(bytes: Buffer, store: MediaStore): Promise<string> {
  try {
    const urls = await storeImage(bytes, store, 'reports');
    return urls.page.slice('/media/'.length);
  } catch (error) {
    // The form names the field "photo".
    if (error instanceof AppError && error.fields?.image)
      throw new AppError(error.code, error.message, { photo: error.fields.image });
    throw error;
  }
}

export async function removeStoredReportPhoto(store: MediaStore, key: string) {
  if (!KEY.test(key)) return;
  await Promise.all(
    ['page', 'card'].map((size) =>
      store.remove(key.replace(/-(card|page)\.webp$/, `-${size}.webp`)).catch(() => undefined),
    ),
  );
}

export const readReportPhoto = (store: MediaStore, key: string) =>
  KEY.test(key) ? store.get(key) : Promise.resolve(null);
