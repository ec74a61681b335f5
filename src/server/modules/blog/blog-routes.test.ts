import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleDto, ArticleListDto } from '../../../shared/blog';
import { DEMO_ARTICLES } from '../../db/seed/demo-articles';
import { seedArticles } from '../../db/seed/seed-articles';
import { startShop, type TestShop } from '../../test/harness';

let shop: TestShop;
beforeAll(async () => {
  shop = await startShop({ catalogSize: 20, fixtures: false, promos: false });
  expect(await seedArticles(shop.database)).toBe(DEMO_ARTICLES.length);
});
afterAll(async () => shop?.close());

const get = async <T>(url: string) => {
  const response = await shop.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: JSON.parse(response.body) as T };
};

describe('blog API', () => {
  it('lists at least six articles newest first, with every tag', async () => {
    expect(DEMO_ARTICLES.length).toBeGreaterThanOrEqual(6);
    const { body } = await get<ArticleListDto>('/api/blog');
    expect(body.articles.map((a) => a.slug)).toEqual(
      [...DEMO_ARTICLES].sort((a, b) => a.daysAgo - b.daysAgo).map((a) => a.slug),
    );
    expect(body.tags).toEqual([...new Set(DEMO_ARTICLES.flatMap((a) => a.tags))].sort());
    expect(body.articles[0]!.readingMinutes).toBeGreaterThan(0);
  });

  it('filters by tag and leaves out drafts and articles not yet published', async () => {
    const festivals = (await get<ArticleListDto>('/api/blog?tag=festivals')).body.articles;
    expect(festivals.map((a) => a.slug).sort()).toEqual(['diwali-shopping-list', 'pongal-and-sankranti']);
    await shop.database.query(`update blog_articles set is_published = false where slug = 'diwali-shopping-list'`);
    await shop.database.query(
      `update blog_articles set published_at = now() + interval '2 days' where slug = 'pongal-and-sankranti'`,
    );
    expect((await get<ArticleListDto>('/api/blog?tag=festivals')).body.articles).toEqual([]);
    expect((await get('/api/blog/diwali-shopping-list')).status).toBe(404);
    await shop.database.query(`update blog_articles set is_published = true, published_at = now() - interval '8 days'`);
  });

  it('returns one article with its Markdown body, and 404 for an unknown one', async () => {
    const { status, body } = await get<ArticleDto>('/api/blog/dals-explained');
    expect(status).toBe(200);
    expect(body).toMatchObject({ title: 'Dals Explained: Toor, Moong, Urad, Chana and Masoor', author: 'Rohan Mehta' });
    expect(body.body).toContain('## Toor dal (arhar, split pigeon peas)');
    expect((await get<{ error: { message: string } }>('/api/blog/nothing')).body.error.message).toBe(
      'Article not found',
    );
  });
});

describe('GET /blog/rss.xml', () => {
  it('is a valid RSS 2.0 document with one item per article and absolute links', async () => {
    await shop.database.query(
      `update blog_articles set title = 'Salt & <Pepper> "Tips"' where slug = 'dals-explained'`,
    );
    const response = await shop.app.inject('/blog/rss.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/rss+xml');
    // A strict XML parser (jsdom's, as a browser's): any error becomes a <parsererror> document.
    // jsdom ships no types of its own; only its DOMParser is needed here.
    const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
      JSDOM: new () => { window: { DOMParser: typeof DOMParser } };
    };
    const { DOMParser: StrictParser } = new JSDOM().window;
    const feed = new StrictParser().parseFromString(response.body, 'application/xml');
    expect(feed.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(feed.documentElement.nodeName).toBe('rss');
    expect(feed.documentElement.getAttribute('version')).toBe('2.0');
    const items = [...feed.getElementsByTagName('item')].map((item) => ({
      title: item.getElementsByTagName('title')[0]!.textContent!,
      link: item.getElementsByTagName('link')[0]!.textContent!,
    }));
    expect(items).toHaveLength(DEMO_ARTICLES.length);
    expect(items.map((i) => i.title)).toContain('Salt & <Pepper> "Tips"');
    expect(items.every((i) => i.link.startsWith('http://localhost:3000/blog/'))).toBe(true);
  });
});
