import type { ReactNode } from 'react';
import { usePageMeta } from '../../../lib/page-meta';

/** A readable single-column page for policies and company information. */
export function ContentPage({
  title,
  description,
  intro,
  children,
}: {
  title: string;
  description: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  usePageMeta({ title, description });
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">{title}</h1>
      {intro ? <p className="mt-4 text-lg text-muted">{intro}</p> : null}
      <div className="mt-8 space-y-6 leading-7 text-ink [&_h2]:mt-10 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-brand-900 [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-1">
        {children}
      </div>
    </article>
  );
}
