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

/* ---------- staff editing (/admin/blog) ---------- */

export const SLUG_MESSAGE = 'Use lowercase letters, numbers and hyphens, like diwali-shopping-list';
const splitTags = (text: string) => [
  ...new Set(
    text
      .split(',')
      .map((t) => t.trim().toLowerCase())
      .filter(Boolean),
  ),
];

export const articleInput = z.object({
  title: z
    .string()
    .trim()
    .min(3, 'Title must be at least 3 characters')
    .max(150, 'Title must be at most 150 characters'),
  slug: z
    .string()
    .trim()
    .min(3, SLUG_MESSAGE)
    .max(100, 'The address must be at most 100 characters')
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, SLUG_MESSAGE),
  summary: z
    .string()
    .trim()
    .min(10, 'Summary must be at least 10 characters')
    .max(300, 'Summary must be at most 300 characters'),
  body: z
    .string()
    .trim()
    .min(50, 'The article must be at least 50 characters')
    .max(100_000, 'The article must be at most 100,000 characters'),
  /** Comma-separated in the form: "festivals, diwali". */
  tags: z
    .string()
    .max(300, 'Tags must be at most 300 characters')
    .transform(splitTags)
    .pipe(
      z
        .array(z.string().max(30, 'Each tag must be at most 30 characters'))
        .min(1, 'Add at least one tag')
        .max(8, 'Use at most 8 tags'),
    ),
  author: z
    .string()
    .trim()
    .min(2, 'Author must be at least 2 characters')
    .max(80, 'Author must be at most 80 characters'),
  isPublished: z.boolean(),
});
export type ArticleInput = z.input<typeof articleInput>;

export const adminArticleDto = articleDto.extend({ id: z.string(), isPublished: z.boolean() });
export type AdminArticleDto = z.infer<typeof adminArticleDto>;
export const adminArticleListDto = z.object({ articles: z.array(adminArticleDto.omit({ body: true })) });
export type AdminArticleListDto = z.infer<typeof adminArticleListDto>;
