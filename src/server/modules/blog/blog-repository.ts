import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { blogArticles } from '../../db/schema/index';

export type ArticleRow = Pick<
  typeof blogArticles.$inferSelect,
  'slug' | 'title' | 'summary' | 'body' | 'tags' | 'author' | 'publishedAt' | 'updatedAt'
>;

export type AdminArticleRow = ArticleRow & Pick<typeof blogArticles.$inferSelect, 'id' | 'isPublished'>;

export type ArticleFields = Pick<
  typeof blogArticles.$inferSelect,
  'title' | 'slug' | 'summary' | 'body' | 'tags' | 'author' | 'isPublished'
>;

const columns = {
  slug: blogArticles.slug,
  title: blogArticles.title,
  summary: blogArticles.summary,
  body: blogArticles.body,
  tags: blogArticles.tags,
  author: blogArticles.author,
  publishedAt: blogArticles.publishedAt,
  updatedAt: blogArticles.updatedAt,
};
const adminColumns = { id: blogArticles.id, isPublished: blogArticles.isPublished, ...columns };

/** A visitor sees an article once it is published and its date has come. */
const isPublic = and(eq(blogArticles.isPublished, true), lte(blogArticles.publishedAt, sql`now()`));

/**
 * The blog's articles: what visitors read (published only), and staff editing (drafts included; writes
 * take the caller's transaction so their audit row goes with them).
 */
export const blogRepository = {
  /** Published articles, newest first; `tag` narrows to one tag. */
  list(ex: Executor, tag: string | null, limit = 100): Promise<ArticleRow[]> {
    return ex.db
      .select(columns)
      .from(blogArticles)
      .where(tag === null ? isPublic : and(isPublic, sql`${tag} = any(${blogArticles.tags})`))
      .orderBy(desc(blogArticles.publishedAt), blogArticles.slug)
      .limit(limit);
  },

  async tags(ex: Executor): Promise<string[]> {
    const rows = await ex.query<{ tag: string }>(
      `select distinct unnest(tags) as tag from blog_articles where is_published and published_at <= now() order by 1`,
    );
    return rows.map((r) => r.tag);
  },

  async bySlug(ex: Executor, slug: string): Promise<ArticleRow | undefined> {
    const [row] = await ex.db
      .select(columns)
      .from(blogArticles)
      .where(and(eq(blogArticles.slug, slug), isPublic));
    return row;
  },

  adminList(ex: Executor): Promise<AdminArticleRow[]> {
    return ex.db.select(adminColumns).from(blogArticles).orderBy(desc(blogArticles.publishedAt), blogArticles.slug);
  },

  async find(ex: Executor, id: string, forUpdate = false): Promise<AdminArticleRow | undefined> {
    const query = ex.db.select(adminColumns).from(blogArticles).where(eq(blogArticles.id, id));
    const [row] = forUpdate ? await query.for('update') : await query;
    return row;
  },

  async insert(tx: Executor, a: ArticleFields): Promise<string> {
    const [row] = await tx.db.insert(blogArticles).values(a).returning({ id: blogArticles.id });
    return row!.id;
  },

  /** Publishing a draft dates it now; the first publication date stays on later edits. */
  async update(tx: Executor, id: string, a: ArticleFields, publishNow: boolean) {
    await tx.db
      .update(blogArticles)
      .set({ ...a, ...(publishNow ? { publishedAt: sql`now()` } : {}), updatedAt: sql`now()` })
      .where(eq(blogArticles.id, id));
  },
};
