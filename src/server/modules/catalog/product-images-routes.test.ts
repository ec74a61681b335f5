import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProductDto } from '../../../shared/admin-products';
import { multipart, photo } from '../../test/multipart';
import { type Desk, startDesk } from '../../test/harness';

/** Image uploads: good pictures become two WebP sizes; every abuse is refused with nothing on disk. */
const dataDir = mkdtempSync(join(tmpdir(), 'product-images-'));
let desk: Desk;
let productId: string;
beforeAll(async () => {
  desk = await startDesk({ env: { DATA_DIR: dataDir } });
  productId = desk.shop.products.mangoes.id;
});
afterAll(async () => desk?.shop.close());

const files = () => {
  try {
    return readdirSync(join(dataDir, 'media', 'products'));
  } catch {
    return [];
  }
};

async function upload(
  bytes: Buffer,
  filename = 'photo.jpg',
  type = 'image/jpeg',
  url = `/api/admin/products/${productId}/images`,
) {
  const { payload, headers } = multipart(bytes, filename, type);
  const response = await desk.shop.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, origin: desk.shop.config.publicUrl, cookie: desk.staff.cookie },
  });
  return {
    status: response.statusCode,
    body: response.json() as AdminProductDto & { url: string; error: { message: string } },
  };
}

describe('a good upload', () => {
  it('stores a JPEG as WebP card and page sizes; the storefront card shows the small one', async () => {
    const uploaded = await upload(await photo('jpeg'));
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const [page] = uploaded.body.images;
    expect(page).toMatch(/^\/media\/products\/[0-9a-f-]{36}-page\.webp$/);
    const served = await desk.shop.app.inject({ url: page! });
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1200, 750]);
    const card = await sharp(
      (await desk.shop.app.inject({ url: page!.replace('-page', '-card') })).rawPayload,
    ).metadata();
    expect([card.width, card.height]).toEqual([480, 480]);
    const shown = (await desk.shop.app.inject({ url: '/api/products/fixture-mangoes' })).json();
    expect(shown.image).toBe(page!.replace('-page', '-card'));

    // Removing it from the product deletes both files.
    const removed = await desk.shop.app.inject({
      method: 'DELETE',
      url: `/api/admin/products/${productId}/images`,
      payload: { url: page },
      headers: { origin: desk.shop.config.publicUrl, cookie: desk.staff.cookie },
    });
    expect(removed.json().images).toEqual([]);
    expect(files()).toEqual([]);
  });

  it('accepts PNG and WebP too, and cuts banner images to 3:1', async () => {
    expect((await upload(await photo('png'), 'tile.png', 'image/png')).status).toBe(201);
    expect((await upload(await photo('webp'), 'tile.webp', 'image/webp')).status).toBe(201);
    const banner = await upload(await photo('png', 2000, 2000), 'diwali.png', 'image/png', '/api/admin/banners/image');
    expect(banner.status).toBe(201);
    const meta = await sharp((await desk.shop.app.inject({ url: banner.body.url })).rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 400]);
    await desk.shop.database.query(`update products set images = '{}' where id = $1`, [productId]);
  });
});

describe('refused uploads write nothing', () => {
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');
  const php = Buffer.from('<?php system($_GET["cmd"]); ?>');
  const cases: [string, () => Promise<Buffer>, string, string, number, string][] = [
    [
      'a 20 MB file',
      async () => Buffer.alloc(20 * 1024 * 1024, 0xff),
      'big.jpg',
      'image/jpeg',
      413,
      'The image is larger than 5 MB',
    ],
    [
      'an SVG with a script',
      async () => svg,
      'logo.svg',
      'image/svg+xml',
      415,
      'Upload a JPEG, PNG or WebP image (this file is not one)',
    ],
    [
      'a PHP file renamed .jpg',
      async () => php,
      'shell.jpg',
      'image/jpeg',
      415,
      'Upload a JPEG, PNG or WebP image (this file is not one)',
    ],
    [
      'a name with ../',
      () => photo('jpeg', 50, 50),
      '../../etc/cron.d/x.jpg',
      'image/jpeg',
      400,
      'The file name must not contain a folder path',
    ],
    ['a zero-byte file', async () => Buffer.alloc(0), 'empty.jpg', 'image/jpeg', 400, 'The file is empty'],
    [
      'a 36-megapixel PNG small on disk',
      () => photo('png', 6000, 6000),
      'huge.png',
      'image/png',
      413,
      'The image is larger than 25 megapixels; make it smaller and upload it again',
    ],
    [
      'a JPEG header with garbage after it',
      async () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), php]),
      'fake.jpg',
      'image/jpeg',
      400,
      'The image could not be read; it may be damaged',
    ],
  ];
  it.each(cases)('refuses %s', async (_, bytes, name, type, status, message) => {
    const before = files();
    const refused = await upload(await bytes(), name, type);
    expect(refused.status).toBe(status);
    expect(refused.body.error.message).toBe(message);
    expect(files()).toEqual(before);
    const [row] = await desk.shop.database.query<{ images: string[] }>('select images from products where id = $1', [
      productId,
    ]);
    expect(row!.images).toEqual([]);
  });

  it('serves only files it made', async () => {
    for (const url of ['/media/products/..%2F..%2Fauth-secret', '/media/products/x.webp', '/media/other/a.webp'])
      expect((await desk.shop.app.inject({ url })).statusCode).toBe(404);
  });

  it('is for staff only', async () => {
    const before = files();
    const { payload, headers } = multipart(await photo('jpeg', 50, 50), 'a.jpg', 'image/jpeg');
    const asShopper = await desk.shop.app.inject({
      method: 'POST',
      url: `/api/admin/products/${productId}/images`,
      payload,
      headers: { ...headers, origin: desk.shop.config.publicUrl, cookie: desk.shopper.cookie },
    });
    expect(asShopper.statusCode).toBe(403);
    expect(files()).toEqual(before);
  });
});
