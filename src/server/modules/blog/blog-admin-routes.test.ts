import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminArticleDto, ArticleDto, ArticleListDto } from '../../../shared/blog';
import { seedArticles } from '../../db/seed/seed-articles';
import { call, type Desk, staffCall, startDesk } from '../../test/harness';

let desk: Desk;
beforeAll(async () => {
  desk = await startDesk();
  await seedArticles(desk.shop.database);
});
afterAll(async () => desk?.shop.close());

const draft = {
  title: 'Navratri Fasting Pantry',
  slug: 'navratri-fasting-pantry',
  summary: 'Sabudana, kuttu, singhara and rajgira: what to stock for nine days of vrat.',
  body: '## Flours\n\nKuttu and singhara atta make puris and pakoras.\n\n- Sabudana\n- Makhana\n\n<script>alert(1)</script>',
  tags: 'Festivals, navratri, festivals',
  author: 'Anjali Reddy',
  isPublished: false,
};
const edit = async (id: string, payload: unknown) => {
  const response = await desk.shop.app.inject({
    method: 'PUT',
    url: `/api/admin/articles/${id}`,
    headers: { origin: desk.shop.config.publicUrl, cookie: desk.staff.cookie },
    payload: payload as Record<string, unknown>,
  });
  return {
    status: response.statusCode,
    body: JSON.parse(response.body) as AdminArticleDto & { error: { fields?: Record<string, string> } },
  };
};
const publicList = async () => JSON.parse((await desk.shop.app.inject('/api/blog')).body) as ArticleListDto;

describe('/api/admin/articles', () => {
  it('is for staff only', async () => {
    expect((await call(desk.shop, null, 'GET', '/api/admin/articles')).status).toBe(401);
    expect((await call(desk.shop, desk.shopper, 'POST', '/api/admin/articles', draft)).status).toBe(403);
  });

  it('keeps a draft out of the blog until it is published, and audits both writes', async () => {
    const created = await staffCall<AdminArticleDto>(desk, 'POST', '/api/admin/articles', draft);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ isPublished: false, tags: ['festivals', 'navratri'] });
    expect((await publicList()).articles.map((a) => a.slug)).not.toContain(draft.slug);
    expect((await desk.shop.app.inject(`/api/blog/${draft.slug}`)).statusCode).toBe(404);

    const published = await edit(created.body.id, { ...draft, isPublished: true });
    expect(published.status).toBe(200);
    expect((await publicList()).articles[0]!.slug).toBe(draft.slug);
    const article = JSON.parse((await desk.shop.app.inject(`/api/blog/${draft.slug}`)).body) as ArticleDto;
    expect(article.body).toContain('<script>alert(1)</script>');

    const audit = await desk.shop.database.query<{ action: string; summary: string }>(
      'select action, summary from audit_log where entity_id = $1 order by created_at, id',
      [created.body.id],
    );
    expect(audit).toEqual([
      { action: 'article.create', summary: 'Navratri Fasting Pantry (draft)' },
      { action: 'article.update', summary: 'Navratri Fasting Pantry: draft → published' },
    ]);
  });

  it('answers wrong fields with their messages and a taken address with 409', async () => {
    const bad = await staffCall<{ error: { fields: Record<string, string> } }>(desk, 'POST', '/api/admin/articles', {
      ...draft,
      slug: 'Not A Slug',
      tags: ' , ',
      body: 'short',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({
      slug: 'Use lowercase letters, numbers and hyphens, like diwali-shopping-list',
      tags: 'Add at least one tag',
      body: 'The article must be at least 50 characters',
    });
    const taken = await staffCall<{ error: { fields: Record<string, string> } }>(desk, 'POST', '/api/admin/articles', {
      ...draft,
      slug: 'dals-explained',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields).toEqual({ slug: 'Another article already uses this address' });
    expect((await edit('00000000-0000-0000-0000-000000000000', draft)).status).toBe(404);
  });
});
