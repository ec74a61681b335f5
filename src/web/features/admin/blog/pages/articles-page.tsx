import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { AdminPageHeader } from '../../components/admin-page-header';
import { storeDay } from '../../../../../shared/store-dates';
import { adminArticlesQuery } from '../api/articles-api';

/** /admin/blog: every article, drafts included, newest first. */
export default function ArticlesPage() {
  const { data, isPending, isError, error } = useQuery(adminArticlesQuery);
  return (
    <>
      <AdminPageHeader
        title="Blog"
        description="Write articles in Markdown, keep them as drafts, publish them to the blog and its RSS feed."
        actions={
          <Link to="/admin/blog/new" className={buttonVariants()}>
            <Plus aria-hidden="true" />
            New article
          </Link>
        }
      />
      {isPending ? (
        <Spinner label="Loading articles…" />
      ) : isError ? (
        <p role="alert" className="text-red-700">
          Could not load articles: {error.message}
        </p>
      ) : data.length === 0 ? (
        <p className="text-muted">No articles yet: write the first one.</p>
      ) : (
        <ul aria-label="Articles" className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
          {data.map((article) => (
            <li key={article.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
              <div className="min-w-0">
                <Link
                  to={`/admin/blog/${article.id}`}
                  className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                >
                  {article.title}
                </Link>
                <p className="text-sm text-muted">
                  /blog/{article.slug} · {article.author} · {article.tags.join(', ')}
                </p>
              </div>
              <p className="text-sm">
                {article.isPublished ? (
                  <span className="rounded-full bg-brand-100 px-2 py-0.5 font-semibold text-brand-900">Published</span>
                ) : (
                  <span className="rounded-full bg-gray-100 px-2 py-0.5 font-semibold text-gray-800">Draft</span>
                )}{' '}
                <span className="text-muted">{storeDay(article.publishedAt)}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
