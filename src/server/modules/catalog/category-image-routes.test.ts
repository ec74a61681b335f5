import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCategoryDto } from '../../../shared/admin-taxonomy';
import { multipart, photo } from '../../test/multipart';
import { type Desk, startDesk } from '../../test/harness';

/** A category's picture: uploaded, shown on the storefront's tiles, replaced and removed with its files. */
const dataDir = mkdtempSync(join(tmpdir(), 'category-images-'));
let desk: Desk;
let category: AdminCategoryDto;
beforeAll(async () => {
  desk = await startDesk({ env: { DATA_DIR: dataDir } });
  const created = await desk.shop.app.inject({
    method: 'POST',
    url: '/api/admin/categories',
    payload: { name: 'Festival Gift Hampers', parentId: null, isActive: true },
    headers: { origin: desk.shop.config.publicUrl, cookie: desk.staff.cookie },
  });
  category = created.json();
  if (created.statusCode !== 201) throw new Error(created.body);
});
afterAll(async () => desk?.shop.close());

const files = () => {
  try {
    return readdirSync(join(dataDir, 'media', 'categories')).sort();
  } catch {
    return [];
  }
};
const headers = (cookie = desk.staff.cookie) => ({ origin: desk.shop.config.publicUrl, cookie });
const upload = async (bytes: Buffer, name = 'diya.jpg', type = 'image/jpeg', cookie?: string) => {
  const body = multipart(bytes, name, type);
  const response = await desk.shop.app.inject({
    method: 'POST',
    url: `/api/admin/categories/${category.id}/image`,
    payload: body.payload,
    headers: { ...body.headers, ...headers(cookie) },
  });
  return { status: response.statusCode, body: response.json() as AdminCategoryDto & { error: { message: string } } };
};
const tile = async () =>
  ((await desk.shop.app.inject({ url: '/api/categories' })).json() as { slug: string; image: string }[]).find(
    (c) => c.slug === 'festival-gift-hampers',
  )?.image;

describe('category pictures', () => {
  it('shows an upload on the storefront tile, replaces it (old files gone) and falls back to the art', async () => {
    expect(await tile()).toBe('/img/categories/festival-gift-hampers.svg');
    const first = await upload(await photo('jpeg', 1600, 900));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.imageUrl).toMatch(/^\/media\/categories\/[0-9a-f-]{36}-page\.webp$/);
    expect(await tile()).toBe(first.body.imageUrl!.replace('-page', '-card'));
    const served = await desk.shop.app.inject({ url: first.body.imageUrl! });
    expect([
      (await sharp(served.rawPayload).metadata()).width,
      (await sharp(served.rawPayload).metadata()).height,
    ]).toEqual([960, 960]);
    expect(files()).toHaveLength(2);

    const second = await upload(await photo('png', 700, 700), 'thali.png', 'image/png');
    expect(second.status).toBe(201);
    const id = /([0-9a-f-]{36})-page/.exec(second.body.imageUrl!)![1];
    expect(files()).toEqual([`${id}-card.webp`, `${id}-page.webp`]);

    const removed = await desk.shop.app.inject({
      method: 'DELETE',
      url: `/api/admin/categories/${category.id}/image`,
      headers: headers(),
    });
    expect(removed.json().imageUrl).toBeNull();
    expect(files()).toEqual([]);
    expect(await tile()).toBe('/img/categories/festival-gift-hampers.svg');

    const audit = await desk.shop.database.query<{ action: string }>(
      `select action from audit_log where entity_id = $1 order by created_at, id`,
      [category.id],
    );
    expect(audit.map((a) => a.action)).toEqual([
      'category.create',
      'category.image_set',
      'category.image_set',
      'category.image_remove',
    ]);
  });

  it('refuses an SVG, a shopper and an unknown category with nothing written', async () => {
    const svg = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>'), 'a.svg');
    expect(svg.status).toBe(415);
    expect(svg.body.error.message).toBe('Upload a JPEG, PNG or WebP image (this file is not one)');
    expect((await upload(await photo('jpeg', 60, 60), 'a.jpg', 'image/jpeg', desk.shopper.cookie)).status).toBe(403);
    const body = multipart(await photo('jpeg', 60, 60), 'a.jpg', 'image/jpeg');
    const unknown = await desk.shop.app.inject({
      method: 'POST',
      url: '/api/admin/categories/00000000-0000-4000-8000-000000000000/image',
      payload: body.payload,
      headers: { ...body.headers, ...headers() },
    });
    expect(unknown.statusCode).toBe(404);
    expect(files()).toEqual([]);
  });
});
