import type { articleInput } from '../../../shared/blog';
import { type AdminArticleDto, readingMinutes } from '../../../shared/blog';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { type AuditActor, recordAudit } from '../admin/audit';
import { isUniqueViolation, inTransaction } from '../../db/executor';
import { type AdminArticleRow, blogRepository } from './blog-repository';

type ArticleFields = ReturnType<typeof articleInput.parse>;
const NOT_FOUND = 'Article not found';
const iso = (d: Date | string) => new Date(d).toISOString();

export const toAdminArticle = (row: AdminArticleRow): AdminArticleDto => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  body: row.body,
  tags: row.tags,
  author: row.author,
  isPublished: row.isPublished,
  publishedAt: iso(row.publishedAt),
  updatedAt: iso(row.updatedAt),
  readingMinutes: readingMinutes(row.body),
});

const snapshot = (row: AdminArticleRow) => ({
  title: row.title,
  slug: row.slug,
  summary: row.summary,
  tags: row.tags,
  author: row.author,
  isPublished: row.isPublished,
  bodyLength: row.body.length,
});

/** A taken address is the staff member's to fix: 409 on the slug field, not a 500. */
const slugTaken = (error: unknown) => {
  if (isUniqueViolation(error))
    throw new AppError('SLUG_TAKEN', 'Another article already uses this address.', {
      slug: 'Another article already uses this address',
    });
  throw error;
};

/** Staff write articles as drafts and publish them; every write is audited in its own transaction. */
export function createBlogAdminService(database: Database) {
  return {
    list: async () => (await blogRepository.adminList(database)).map(toAdminArticle),

    async get(id: string) {
      const row = await blogRepository.find(database, id);
      if (!row) throw notFound(NOT_FOUND);
      return toAdminArticle(row);
    },

    create: (input: ArticleFields, actor: AuditActor) =>
      inTransaction(database, async (tx) => {
        const id = await blogRepository.insert(tx, input);
        const row = (await blogRepository.find(tx, id))!;
        await recordAudit(tx, actor, {
          action: 'article.create',
          entityType: 'article',
          entityId: id,
          summary: `${row.title} (${row.isPublished ? 'published' : 'draft'})`,
          after: snapshot(row),
        });
        return toAdminArticle(row);
      }).catch(slugTaken),

    update: (id: string, input: ArticleFields, actor: AuditActor) =>
      inTransaction(database, async (tx) => {
        const before = await blogRepository.find(tx, id, true);
        if (!before) throw notFound(NOT_FOUND);
        await blogRepository.update(tx, id, input, input.isPublished && !before.isPublished);
        const after = (await blogRepository.find(tx, id))!;
        const state = (r: AdminArticleRow) => (r.isPublished ? 'published' : 'draft');
        await recordAudit(tx, actor, {
          action: 'article.update',
          entityType: 'article',
          entityId: id,
          summary:
            state(before) === state(after)
              ? `${after.title}: edited`
              : `${after.title}: ${state(before)} → ${state(after)}`,
          before: snapshot(before),
          after: snapshot(after),
        });
        return toAdminArticle(after);
      }).catch(slugTaken),
  };
}

export type BlogAdminService = ReturnType<typeof createBlogAdminService>;
