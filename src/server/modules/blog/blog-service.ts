import { type ArticleCardDto, type ArticleDto, type ArticleListDto, readingMinutes } from '../../../shared/blog';
import type { Database } from '../../db/client';
import { notFound } from '../../errors';
import { type ArticleRow, blogRepository } from './blog-repository';

export const ARTICLE_NOT_FOUND = 'Article not found';
const iso = (d: Date | string) => new Date(d).toISOString();
const card = (row: ArticleRow): ArticleCardDto => ({
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  tags: row.tags,
  author: row.author,
  publishedAt: iso(row.publishedAt),
  readingMinutes: readingMinutes(row.body),
});

/** What visitors read of the blog: published articles only. */
export function createBlogService(database: Database) {
  return {
    async list(tag: string | null): Promise<ArticleListDto> {
      const [rows, tags] = await Promise.all([blogRepository.list(database, tag), blogRepository.tags(database)]);
      return { articles: rows.map(card), tags };
    },

    async article(slug: string): Promise<ArticleDto> {
      const row = await blogRepository.bySlug(database, slug);
      if (!row) throw notFound(ARTICLE_NOT_FOUND);
      return { ...card(row), body: row.body, updatedAt: iso(row.updatedAt) };
    },

    /** The newest articles for the RSS feed. */
    async feed(limit: number): Promise<ArticleCardDto[]> {
      return (await blogRepository.list(database, null, limit)).map(card);
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
