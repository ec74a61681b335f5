import { z } from 'zod';

/** Blog articles (PRODUCT.md "Content"): list by tag, the article, and the RSS feed. */
export const blogListQuery = z.object({ tag: z.string().trim().max(50).optional() });

export const articleCardDto = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  tags: z.array(z.string()),
  author: z.string(),
  publishedAt: z.string(),
  readingMinutes: z.number(),
});
export type ArticleCardDto = z.infer<typeof articleCardDto>;

export const articleDto = articleCardDto.extend({ body: z.string(), updatedAt: z.string() });
export type ArticleDto = z.infer<typeof articleDto>;

export const articleListDto = z.object({ articles: z.array(articleCardDto), tags: z.array(z.string()) });
export type ArticleListDto = z.infer<typeof articleListDto>;

/** About 200 words a minute, at least one. */
export const readingMinutes = (body: string) => Math.max(1, Math.round(body.split(/\s+/).length / 200));
