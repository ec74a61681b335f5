import { randomUUID } from 'node:crypto';
import { AppError } from '../../errors';
import type { MediaStore } from '../media/media-store';
import { type MediaFolder, MEDIA_FILE } from './media-urls';

/** Uploads up to 5 MB, JPEG, PNG or WebP, told apart by their bytes, never by name or type. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/**
 * The pixel budget, checked on the header before any decoding: a file small on disk (a one-colour PNG)
 * can still claim a canvas that takes seconds and hundreds of MB to decode. 25 MP is past any camera
 * picture a shop needs; every size made is at most 1200 px wide.
 */
export const MAX_MEGAPIXELS = 25;
const MAX_PIXELS = MAX_MEGAPIXELS * 1_000_000;
/** Per kind: the list's card size and the page's large size (width, height, fit); all WebP. */
const SHAPES = {
  products: { card: [480, 480, 'cover'], page: [1200, 1200, 'inside'] },
  banners: { card: [480, 160, 'cover'], page: [1200, 400, 'cover'] },
  categories: { card: [480, 480, 'cover'], page: [960, 960, 'cover'] },
  reports: { card: [480, 480, 'cover'], page: [1200, 1200, 'inside'] },
} as const satisfies Record<MediaFolder, unknown>;
type Size = 'card' | 'page';

export const IMAGE_MESSAGES = {
  tooLarge: 'The image is larger than 5 MB',
  empty: 'The file is empty',
  notImage: 'Upload a JPEG, PNG or WebP image (this file is not one)',
  path: 'The file name must not contain a folder path',
  missing: 'Choose an image to upload',
  broken: 'The image could not be read; it may be damaged',
  tooManyPixels: `The image is larger than ${MAX_MEGAPIXELS} megapixels; make it smaller and upload it again`,
} as const;

/** An unreadable or empty file is a bad field (400); too large 413; not one of our formats 415. */
const refuse = (
  message: string,
  code: 'VALIDATION_FAILED' | 'IMAGE_TOO_LARGE' | 'IMAGE_REFUSED' = 'VALIDATION_FAILED',
) => new AppError(code, message, { image: message });

/** Which of the three formats the first bytes say the file is, or null. */
export function sniffImage(bytes: Buffer): 'jpeg' | 'png' | 'webp' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return null;
}

/** A name the browser sent: only the base name is ever shown; one with a folder in it is refused. */
export function checkFileName(name: string | undefined) {
  if (name && (/[\\/]/.test(name) || name.includes('..') || name.includes('\0'))) throw refuse(IMAGE_MESSAGES.path);
}

/**
 * Checks an upload and re-encodes it (EXIF and any trailing bytes dropped, orientation applied) into
 * the card and page sizes. Nothing is stored unless every size was made, and a size stored before a
 * failing one is removed again, so a refused or failed upload leaves nothing in the media store.
 */
export async function storeImage(
  bytes: Buffer,
  store: MediaStore,
  folder: MediaFolder,
): Promise<{ card: string; page: string }> {
  if (bytes.length === 0) throw refuse(IMAGE_MESSAGES.empty);
  if (bytes.length > MAX_IMAGE_BYTES) throw refuse(IMAGE_MESSAGES.tooLarge, 'IMAGE_TOO_LARGE');
  const format = sniffImage(bytes);
  if (!format) throw refuse(IMAGE_MESSAGES.notImage, 'IMAGE_REFUSED');
  // Loaded on the first upload, not at start: libvips and its threads are resident memory in every server
  // process, and only staff uploads ever use it (bench/README "Memory").
  const { default: sharp } = await import('sharp');
  let outputs: [Size, Buffer][];
  try {
    // The header only: sharp would refuse an oversized one here without saying why.
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (meta.format !== format) throw refuse(IMAGE_MESSAGES.notImage, 'IMAGE_REFUSED');
    if (meta.width * meta.height > MAX_PIXELS) throw refuse(IMAGE_MESSAGES.tooManyPixels, 'IMAGE_TOO_LARGE');
    outputs = await Promise.all(
      (['card', 'page'] as const).map(async (size): Promise<[Size, Buffer]> => {
        const [width, height, fit] = SHAPES[folder][size];
        const data = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
          .rotate()
          .resize(width, height, { fit, withoutEnlargement: fit === 'inside' })
          .webp({ quality: 82 })
          .toBuffer();
        return [size, data];
      }),
    );
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw refuse(IMAGE_MESSAGES.broken);
  }
  const id = randomUUID();
  const stored: string[] = [];
  try {
    for (const [size, data] of outputs) {
      const key = `${folder}/${id}-${size}.webp`;
      await store.put(key, data);
      stored.push(key);
    }
  } catch (error) {
    await Promise.all(stored.map((key) => store.remove(key).catch(() => undefined)));
    throw error;
  }
  return { card: `/media/${folder}/${id}-card.webp`, page: `/media/${folder}/${id}-page.webp` };
}

/** Removes both sizes of an uploaded image; other addresses (generated art) have no files. */
export async function removeImage(store: MediaStore, pageUrl: string) {
  const match = MEDIA_FILE.exec(pageUrl);
  if (!match) return;
  for (const size of ['page', 'card']) await store.remove(`${match[1]}/${match[2]}-${size}.webp`);
}
