import type { Database } from '../client';
import { DEMO_ARTICLES } from './demo-articles';

const DAY_MS = 86_400_000;

/** Adds the shop's blog articles when the database has none; returns how many were added. */
export async function seedArticles(database: Database, now = new Date()): Promise<number> {
  const [existing] = await database.query<{ n: number }>('select count(*)::int as n from blog_articles');
  if ((existing?.n ?? 0) > 0) return 0;
  for (const article of DEMO_ARTICLES)
    await database.query(
      `insert into blog_articles (slug, title, summary, body, tags, author, published_at)
       values ($1, $2, $3, $4, $5::text[], $6, $7)`,
      [
        article.slug,
        article.title,
        article.summary,
        article.body,
        article.tags,
        article.author,
        new Date(now.getTime() - article.daysAgo * DAY_MS),
      ],
    );
  return DEMO_ARTICLES.length;
}
