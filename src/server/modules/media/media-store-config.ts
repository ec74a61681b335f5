import { z } from 'zod';

/**
 * Where uploaded images are kept (docs/decisions/013): DATA_DIR/media by default, or an
 * S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Backblaze B2, …) with MEDIA_STORE=s3.
 * Read by config.ts from the same environment it parses, so config.ts stays the one reader of it.
 */
export type MediaStoreConfig =
  | { kind: 'disk' }
  | {
      kind: 's3';
      /** The service's address without the bucket, e.g. https://s3.us-east-1.amazonaws.com or http://minio:9000. */
      endpoint: string;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      /** Put before every key, e.g. "shop/" to share a bucket; empty by default. */
      prefix: string;
      /** true: endpoint/bucket/key (MinIO and most stand-ins); false: bucket.endpoint/key (virtual-hosted). */
      pathStyle: boolean;
    };

const text = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined);

const mediaEnv = z.object({
  MEDIA_STORE: z.enum(['disk', 's3'], { error: 'MEDIA_STORE must be disk or s3' }).default('disk'),
  S3_ENDPOINT: text.refine((v) => v === undefined || /^https?:\/\/[^/]+\/?$/.test(v), {
    message: 'S3_ENDPOINT must be an http(s) address without a path, e.g. https://s3.us-east-1.amazonaws.com',
  }),
  S3_BUCKET: text.refine((v) => v === undefined || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(v), {
    message: 'S3_BUCKET must be a bucket name (3–63 lowercase letters, digits, dots and hyphens)',
  }),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: text,
  S3_SECRET_ACCESS_KEY: text,
  S3_PREFIX: z
    .string()
    .trim()
    .default('')
    .refine((v) => v === '' || /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*\/$/.test(v), {
      message: 'S3_PREFIX must be folder names ending in a slash, e.g. shop/',
    }),
  S3_PATH_STYLE: z.enum(['true', 'false'], { error: 'S3_PATH_STYLE must be true or false' }).default('true'),
});

/** Returns the media store settings, or the problems (one a line, as config.ts reports them). */
export function parseMediaStoreConfig(env: NodeJS.ProcessEnv): { config: MediaStoreConfig } | { problems: string[] } {
  const parsed = mediaEnv.safeParse(env);
  if (!parsed.success) return { problems: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) };
  const e = parsed.data;
  if (e.MEDIA_STORE === 'disk') return { config: { kind: 'disk' } };
  const missing = (['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
    (name) => !e[name],
  );
  if (missing.length) return { problems: [`MEDIA_STORE=s3 needs ${missing.join(', ')}`] };
  return {
    config: {
      kind: 's3',
      endpoint: e.S3_ENDPOINT!.replace(/\/+$/, ''),
      bucket: e.S3_BUCKET!,
      region: e.S3_REGION,
      accessKeyId: e.S3_ACCESS_KEY_ID!,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
      prefix: e.S3_PREFIX,
      pathStyle: e.S3_PATH_STYLE === 'true',
    },
  };
}
