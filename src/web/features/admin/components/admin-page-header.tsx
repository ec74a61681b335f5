import type { ReactNode } from 'react';
import { usePageMeta } from '../../../lib/page-meta';

/** Every admin page's heading: the one h1, a line of context, and the page's actions on the right. */
export function AdminPageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  usePageMeta({ title: `${title} · Admin`, description: `Desi Grocer staff admin: ${title}.` });
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold text-ink">{title}</h1>
        {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
