import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { multipart, photo } from '../../test/multipart';
import { s3Env, type S3StandIn, startS3StandIn } from '../../test/s3-stand-in';
import { type Desk, startDesk } from '../../test/harness';
import { parseMediaStoreConfig } from './media-store-config';
import { MediaStoreError, s3MediaStore } from './s3-media-store';

/** The S3-compatible image store, against a local stand-in that checks every request's signature. */
let s3: S3StandIn;
beforeAll(async () => {
  s3 = await startS3StandIn();
});
afterAll(async () => s3?.close());

const storeFor = (overrides: Partial<Parameters<typeof s3MediaStore>[0]> = {}) =>
  s3MediaStore({
    kind: 's3',
    endpoint: s3.endpoint,
    bucket: s3.bucket,
    region: s3.region,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    prefix: '',
    pathStyle: true,
    ...overrides,
  });

describe('the store', () => {
  it('puts, reads and removes an object under the prefix, signed', async () => {
    const store = storeFor({ prefix: 'shop/' });
    await store.put('products/a-card.webp', Buffer.from('card bytes'));
    expect(s3.objects.get('shop/products/a-card.webp')?.body.toString()).toBe('card bytes');
    expect(s3.objects.get('shop/products/a-card.webp')?.contentType).toBe('image/webp');
    expect((await store.get('products/a-card.webp'))?.toString()).toBe('card bytes');
    await store.remove('products/a-card.webp');
    expect(s3.objects.has('shop/products/a-card.webp')).toBe(false);
    expect(await store.get('products/a-card.webp')).toBeNull();
    await store.remove('products/never-there.webp');
  });

  it('fails loudly with a wrong secret or an unreachable service, and stores nothing', async () => {
    const wrong = storeFor({ secretAccessKey: 'not-the-secret' });
    await expect(wrong.put('products/b-card.webp', Buffer.from('x'))).rejects.toThrow(
      /refused.*403.*SignatureDoesNotMatch/,
    );
    expect(s3.objects.has('products/b-card.webp')).toBe(false);
    const gone = storeFor({ endpoint: 'http://127.0.0.1:1' });
    await expect(gone.get('products/b-card.webp')).rejects.toBeInstanceOf(MediaStoreError);
  });
});

describe('configuration', () => {
  it('is the disk unless MEDIA_STORE=s3, which needs the endpoint, bucket and keys', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).mediaStore).toEqual({ kind: 'disk' });
    expect(parseMediaStoreConfig({ MEDIA_STORE: 's3', S3_BUCKET: 'shop-media' })).toEqual({
      problems: ['MEDIA_STORE=s3 needs S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY'],
    });
    expect(() => loadConfig({ NODE_ENV: 'test', MEDIA_STORE: 'bucket' })).toThrow(/MEDIA_STORE must be disk or s3/);
    expect(() => loadConfig({ NODE_ENV: 'test', ...s3Env(s3), S3_ENDPOINT: 'https://s3.example/shop' })).toThrow(
      /S3_ENDPOINT must be an http\(s\) address without a path/,
    );
    expect(loadConfig({ NODE_ENV: 'test', ...s3Env(s3, 'media/'), S3_PATH_STYLE: 'false' }).mediaStore).toMatchObject({
      kind: 's3',
      bucket: s3.bucket,
      prefix: 'media/',
      pathStyle: false,
    });
  });
});

describe('the shop with MEDIA_STORE=s3', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 's3-shop-'));
  let desk: Desk;
  beforeAll(async () => {
    desk = await startDesk({ env: { DATA_DIR: dataDir, ...s3Env(s3, 'shop/') } });
  });
  afterAll(async () => desk?.shop.close());

  const upload = async (bytes: Buffer, name = 'mangoes.jpg', type = 'image/jpeg') => {
    const { payload, headers } = multipart(bytes, name, type);
    return desk.shop.app.inject({
      method: 'POST',
      url: `/api/admin/products/${desk.shop.products.mangoes.id}/images`,
      payload,
      headers: { ...headers, origin: desk.shop.config.publicUrl, cookie: desk.staff.cookie },
    });
  };
  const keys = () => [...s3.objects.keys()].filter((k) => k.startsWith('shop/')).sort();

  it('keeps both sizes in the bucket, none on disk, serves them under /media and removes them', async () => {
    const uploaded = await upload(await photo('jpeg'));
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const [page] = uploaded.json().images as string[];
    const id = /\/media\/products\/([0-9a-f-]{36})-page\.webp$/.exec(page!)![1];
    expect(keys()).toEqual([`shop/products/${id}-card.webp`, `shop/products/${id}-page.webp`]);
    expect(existsSync(join(dataDir, 'media'))).toBe(false);

    const served = await desk.shop.app.inject({ url: page! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1200);

    const removed = await desk.shop.app.inject({
      method: 'DELETE',
      url: `/api/admin/products/${desk.shop.products.mangoes.id}/images`,
      payload: { url: page },
      headers: { origin: desk.shop.config.publicUrl, cookie: desk.staff.cookie },
    });
    expect(removed.statusCode).toBe(200);
    expect(keys()).toEqual([]);
    expect((await desk.shop.app.inject({ url: page! })).statusCode).toBe(404);
  });

  it('sends nothing to the bucket for a refused upload', async () => {
    const before = s3.log.length;
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const refused = await upload(svg, 'logo.svg', 'image/svg+xml');
    expect(refused.statusCode).toBe(415);
    expect(s3.log.slice(before)).toEqual([]);
  });

  it('leaves neither object nor image behind when the service fails half-way', async () => {
    const stored = keys();
    // The first size is stored, the second refused with 503: the first is removed again.
    s3.failNthPut(2);
    const answer = await upload(await photo('png', 800, 800), 'tile.png', 'image/png');
    expect(answer.statusCode).toBe(500);
    expect(answer.json().error.message).not.toContain(s3.endpoint);
    expect(keys()).toEqual(stored);
    const [row] = await desk.shop.database.query<{ images: string[] }>('select images from products where id = $1', [
      desk.shop.products.mangoes.id,
    ]);
    expect(row!.images).toEqual([]);
  });
});
