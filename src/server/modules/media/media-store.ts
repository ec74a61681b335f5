import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { MediaStoreConfig } from './media-store-config';
import { s3MediaStore } from './s3-media-store';

/**
 * Where uploaded images live. A key is the part of the image's address after /media/
 * ("products/<uuid>-card.webp"): the stored address stays /media/… whichever store is configured, so
 * switching stores needs a copy of the files, never a database change.
 */
export interface MediaStore {
  readonly kind: MediaStoreConfig['kind'];
  /** Stores the whole object, or nothing (a half-written file is never visible under its key). */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the object; removing one that is not there is not an error. */
  remove(key: string): Promise<void>;
}

/** DATA_DIR/media: each file written under a temporary name and renamed into place. */
export function diskMediaStore(dataDir: string): MediaStore {
  const root = join(dataDir, 'media');
  return {
    kind: 'disk',
    async put(key, bytes) {
      const file = join(root, key);
      await mkdir(dirname(file), { recursive: true });
      const temp = join(dirname(file), `.${randomUUID()}.tmp`);
      try {
        await writeFile(temp, bytes, { flag: 'wx' });
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    get: (key) => readFile(join(root, key)).catch(() => null),
    remove: (key) => rm(join(root, key), { force: true }),
  };
}

export function createMediaStore(config: MediaStoreConfig, dataDir: string): MediaStore {
  return config.kind === 's3' ? s3MediaStore(config) : diskMediaStore(dataDir);
}
