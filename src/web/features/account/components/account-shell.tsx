import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Heading and a way back to the account overview, shared by the account pages. */
export function AccountShell({ title, children, back = true }: { title: string; children: ReactNode; back?: boolean }) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      {back ? (
        <Link
          to="/account"
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          <ChevronLeft className="size-4" aria-hidden="true" /> My Account
        </Link>
      ) : null}
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900">{title}</h1>
      <div className="mt-6">{children}</div>
    </div>
  );
}

export function Panel({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="text-lg font-bold text-ink">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
