import type { Database } from '../../db/client';

export interface ArticleRow {
  slug: string;
  title: string;
  summary: string;
  body: string;
  tags: string[];
  author: string;
  published_at: Date | string;
  updated_at: Date | string;
}

const COLUMNS = 'slug, title, summary, body, tags, author, published_at, updated_at';

export function createBlogRepository(database: Database) {
  return {
    /** Published articles, newest first; `tag` narrows to one tag. */
    async list(tag: string | null, limit = 100): Promise<ArticleRow[]> {
      return database.query<ArticleRow>(
        `select ${COLUMNS} from blog_articles
         where is_published and published_at <= now() and ($1::text is null or $1 = any(tags))
         order by published_at desc, slug limit $2`,
        [tag, limit],
      );
    },

    async tags(): Promise<string[]> {
      const rows = await database.query<{ tag: string }>(
        `select distinct unnest(tags) as tag from blog_articles where is_published and published_at <= now() order by 1`,
      );
      return rows.map((r) => r.tag);
    },

    async bySlug(slug: string): Promise<ArticleRow | undefined> {
      const [row] = await database.query<ArticleRow>(
        `select ${COLUMNS} from blog_articles where slug = $1 and is_published and published_at <= now()`,
        [slug],
      );
      return row;
    },
  };
}
