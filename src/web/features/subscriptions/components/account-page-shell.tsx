import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The account pages' heading with the way back (the account feature's shell, which features may not share). */
export function AccountPageShell({
  title,
  back = { to: '/account', label: 'My Account' },
  children,
}: {
  title: string;
  back?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <Link
        to={back.to}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ChevronLeft className="size-4" aria-hidden="true" /> {back.label}
      </Link>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900">{title}</h1>
      <div className="mt-6">{children}</div>
    </div>
  );
}
