import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { type AdminArticleDto, type ArticleInput, articleInput } from '../../../../../shared/blog';
import { MarkdownView } from '../../../../components/content/markdown-view';
import { FormField } from '../../../../components/forms/form-field';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { Spinner } from '../../../../components/ui/spinner';
import { Textarea } from '../../../../components/ui/textarea';
import { showServerError } from '../../../../lib/form-errors';
import { toast } from '../../../../lib/toast';
import { AdminPageHeader } from '../../components/admin-page-header';
import { adminArticleQuery, useSaveArticle } from '../api/articles-api';

const FIELDS = ['title', 'slug', 'summary', 'body', 'tags', 'author', 'isPublished'] as const;
const EMPTY: ArticleInput = { title: '', slug: '', summary: '', body: '', tags: '', author: '', isPublished: false };

/** /admin/blog/new and /admin/blog/:id: the article form with a preview rendered as the blog renders it. */
export default function ArticleEditPage() {
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const { data, isPending, isError, error } = useQuery({ ...adminArticleQuery(id), enabled: !isNew });
  if (!isNew && isPending) return <Spinner label="Loading the article…" />;
  if (!isNew && isError)
    return (
      <>
        <AdminPageHeader title="Article" />
        <p role="alert" className="text-red-700">
          {error.message}
        </p>
      </>
    );
  return <ArticleForm key={data?.id ?? 'new'} article={isNew ? null : (data ?? null)} />;
}

function ArticleForm({ article }: { article: AdminArticleDto | null }) {
  const save = useSaveArticle(article?.id ?? null);
  const navigate = useNavigate();
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ArticleInput, unknown, z.output<typeof articleInput>>({
    resolver: zodResolver(articleInput),
    defaultValues: article ? { ...article, tags: article.tags.join(', ') } : EMPTY,
  });
  const body = useWatch({ control, name: 'body' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      toast.success(saved.isPublished ? 'Article saved and published' : 'Draft saved');
      if (!article) void navigate(`/admin/blog/${saved.id}`, { replace: true });
    } catch (failure) {
      showServerError(failure, setError, FIELDS);
      toast.error('Not saved', { description: failure instanceof Error ? failure.message : undefined });
    }
  });

  return (
    <>
      <div className="mb-3">
        <Link to="/admin/blog" className="text-sm font-semibold text-brand-700 underline">
          All articles
        </Link>
      </div>
      <AdminPageHeader
        title={article ? `Edit: ${article.title}` : 'New article'}
        description={
          article?.isPublished ? (
            <Link to={`/blog/${article.slug}`} className="underline">
              See it on the blog
            </Link>
          ) : (
            'Drafts are seen only here until you publish them.'
          )
        }
      />
      <form onSubmit={onSubmit} noValidate className="grid gap-4 lg:grid-cols-2" aria-label="Article">
        <FormField label="Title" error={errors.title?.message}>
          <Input {...register('title')} />
        </FormField>
        <FormField label="Address" hint="The article's URL after /blog/" error={errors.slug?.message}>
          <Input {...register('slug')} />
        </FormField>
        <FormField
          label="Summary"
          hint="One or two sentences for the list and the RSS feed"
          error={errors.summary?.message}
          className="lg:col-span-2"
        >
          <Input {...register('summary')} />
        </FormField>
        <FormField label="Author" error={errors.author?.message}>
          <Input {...register('author')} />
        </FormField>
        <FormField label="Tags" hint="Separated by commas" error={errors.tags?.message}>
          <Input {...register('tags')} />
        </FormField>
        <div className="lg:col-span-2">
          <div role="tablist" aria-label="Article text" className="mb-2 flex gap-2">
            {(['write', 'preview'] as const).map((t) => (
              <Button
                key={t}
                role="tab"
                aria-selected={tab === t}
                variant={tab === t ? 'primary' : 'outline'}
                size="sm"
                onClick={() => setTab(t)}
              >
                {t === 'write' ? 'Write' : 'Preview'}
              </Button>
            ))}
          </div>
          <div hidden={tab !== 'write'}>
            <FormField
              label="Article (Markdown)"
              hint="## for headings, - for lists, **bold**, *italic*, [link text](/recipes/dal-tadka)"
              error={errors.body?.message}
            >
              <Textarea rows={18} className="font-mono" {...register('body')} />
            </FormField>
          </div>
          {tab === 'preview' ? (
            <section aria-label="Preview" className="rounded-xl border border-gray-200 bg-white p-6">
              {body?.trim() ? <MarkdownView source={body} /> : <p className="text-muted">Nothing written yet.</p>}
            </section>
          ) : null}
        </div>
        <label className="flex items-center gap-2 text-sm font-semibold text-ink lg:col-span-2">
          <input type="checkbox" className="size-4" {...register('isPublished')} />
          Published on the blog
        </label>
        <div className="lg:col-span-2">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving…' : 'Save'}
          </Button>
        </div>
      </form>
    </>
  );
}
