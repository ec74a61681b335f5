import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { ArticleDto } from '../../../../shared/blog';
import { markdownText } from '../../../../shared/markdown';
import { buttonVariants } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { type PageMeta, SITE_NAME, siteOrigin, usePageMeta } from '../../../lib/page-meta';
import { articleQuery } from '../api/blog-api';
import { storeLongDay } from '../../../../shared/store-dates';
import { MarkdownView } from '../../../components/content/markdown-view';

function articleMeta(article: ArticleDto): PageMeta {
  const url = new URL(`/blog/${article.slug}`, siteOrigin()).toString();
  return {
    title: article.title,
    description: article.summary,
    openGraph: { 'og:type': 'article', 'og:url': url, 'article:published_time': article.publishedAt },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: article.title,
      description: article.summary,
      url,
      mainEntityOfPage: url,
      datePublished: article.publishedAt,
      dateModified: article.updatedAt,
      author: { '@type': 'Person', name: article.author },
      publisher: { '@type': 'Organization', name: SITE_NAME },
      keywords: article.tags.join(', '),
      wordCount: markdownText(article.body).split(/\s+/).length,
    },
  };
}

export default function ArticlePage() {
  const { slug = '' } = useParams();
  const { data: article, isPending, error } = useQuery(articleQuery(slug));
  usePageMeta(
    article
      ? articleMeta(article)
      : error
        ? { title: 'Article not found', description: 'This article is not available.' }
        : null,
  );
  if (isPending)
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <Skeleton className="h-10 w-3/4" />
      </div>
    );
  if (!article) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <section className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-2xl font-bold text-ink">
          {missing ? 'Article not found' : 'We could not load this article'}
        </h1>
        <Link to="/blog" className={buttonVariants({ className: 'mt-8' })}>
          See all articles
        </Link>
      </section>
    );
  }
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <nav aria-label="Breadcrumb" className="mb-4 text-sm">
        <Link to="/blog" className="text-brand-700 underline-offset-2 hover:underline">
          Blog
        </Link>{' '}
        / <span aria-current="page">{article.title}</span>
      </nav>
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">{article.title}</h1>
      <p className="mt-3 text-sm text-muted">
        <time dateTime={article.publishedAt}>{storeLongDay(article.publishedAt)}</time> · {article.author} ·{' '}
        {article.readingMinutes} min read
      </p>
      <p className="mt-4 text-lg text-muted">{article.summary}</p>
      <div className="mt-8">
        <MarkdownView source={article.body} />
      </div>
      <ul className="mt-10 flex flex-wrap gap-2" aria-label="Tags">
        {article.tags.map((t) => (
          <li key={t}>
            <Link
              to={`/blog?tag=${encodeURIComponent(t)}`}
              className="rounded-full border border-gray-300 px-3 py-1 text-sm text-ink hover:border-brand-600"
            >
              {t}
            </Link>
          </li>
        ))}
      </ul>
    </article>
  );
}
