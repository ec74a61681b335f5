import type { Database } from '../../db/client';
import type { Executor } from '../../db/executor';

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

export interface AdminArticleRow extends ArticleRow {
  id: string;
  is_published: boolean;
}

export interface ArticleFields {
  title: string;
  slug: string;
  summary: string;
  body: string;
  tags: string[];
  author: string;
  isPublished: boolean;
}

const ADMIN_COLUMNS = `id, is_published, ${COLUMNS}`;

/** Staff editing: drafts included; writes take the caller's transaction so their audit row goes with them. */
export function createBlogAdminRepository(database: Database) {
  return {
    list: () =>
      database.query<AdminArticleRow>(`select ${ADMIN_COLUMNS} from blog_articles order by published_at desc, slug`),

    async find(tx: Executor, id: string, forUpdate = false): Promise<AdminArticleRow | undefined> {
      const [row] = await tx.query<AdminArticleRow>(
        `select ${ADMIN_COLUMNS} from blog_articles where id = $1${forUpdate ? ' for update' : ''}`,
        [id],
      );
      return row;
    },

    async insert(tx: Executor, a: ArticleFields): Promise<string> {
      const [row] = await tx.query<{ id: string }>(
        `insert into blog_articles (title, slug, summary, body, tags, author, is_published)
         values ($1, $2, $3, $4, $5::text[], $6, $7) returning id`,
        [a.title, a.slug, a.summary, a.body, a.tags, a.author, a.isPublished],
      );
      return row!.id;
    },

    /** Publishing a draft dates it now; the first publication date stays on later edits. */
    async update(tx: Executor, id: string, a: ArticleFields, publishNow: boolean) {
      await tx.query(
        `update blog_articles set title = $2, slug = $3, summary = $4, body = $5, tags = $6::text[], author = $7,
           is_published = $8, published_at = case when $9 then now() else published_at end, updated_at = now()
         where id = $1`,
        [id, a.title, a.slug, a.summary, a.body, a.tags, a.author, a.isPublished, publishNow],
      );
    },
  };
}
