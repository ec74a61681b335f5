import { useQuery } from '@tanstack/react-query';
import { Rss } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { cn } from '../../../lib/cn';
import { usePageMeta } from '../../../lib/page-meta';
import { articlesQuery } from '../api/blog-api';
import { storeLongDay } from '../../../../shared/store-dates';

/** /blog: the articles, newest first, narrowed by a tag kept in the URL. */
export default function BlogPage() {
  usePageMeta({
    title: 'Blog',
    description: 'Indian grocery guides, festival shopping lists and kitchen storage tips from Desi Grocer.',
  });
  const [params] = useSearchParams();
  const tag = params.get('tag') ?? '';
  const { data, isError } = useQuery(articlesQuery(tag));
  const chip = (active: boolean) =>
    cn(
      'rounded-full border px-3 py-1 text-sm font-medium',
      active ? 'border-brand-700 bg-brand-700 text-white' : 'border-gray-300 bg-white text-ink hover:border-brand-600',
    );

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">Blog</h1>
        <a
          href="/blog/rss.xml"
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline"
        >
          <Rss className="size-4" aria-hidden="true" />
          RSS feed
        </a>
      </div>
      <p className="mt-2 text-lg text-muted">Guides to the Indian pantry, festival shopping lists and storage tips.</p>
      {isError ? (
        <p role="alert" className="mt-6 text-red-700">
          We could not load the articles. Please try again.
        </p>
      ) : data ? (
        <>
          <nav aria-label="Tags" className="mt-6">
            <ul className="flex flex-wrap gap-2">
              <li>
                <Link to="/blog" className={chip(!tag)} aria-current={!tag ? 'page' : undefined}>
                  All
                </Link>
              </li>
              {data.tags.map((t) => (
                <li key={t}>
                  <Link
                    to={`/blog?tag=${encodeURIComponent(t)}`}
                    className={chip(t === tag)}
                    aria-current={t === tag ? 'page' : undefined}
                  >
                    {t}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {data.articles.length === 0 ? (
            <p className="mt-8 text-muted">No article has this tag.</p>
          ) : (
            <ul className="mt-8 divide-y divide-gray-200">
              {data.articles.map((article) => (
                <li key={article.slug} className="py-6">
                  <article>
                    <h2 className="text-xl font-bold text-ink">
                      <Link to={`/blog/${article.slug}`} className="hover:underline">
                        {article.title}
                      </Link>
                    </h2>
                    <p className="mt-1 text-sm text-muted">
                      {storeLongDay(article.publishedAt)} · {article.author} · {article.readingMinutes} min read
                    </p>
                    <p className="mt-2 text-ink">{article.summary}</p>
                  </article>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </div>
  );
}
