import type { ReactNode } from 'react';

/** The centred card every auth page sits in. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <div className="bg-gradient-to-b from-saffron-50 to-white px-4 py-10 sm:py-14">
      <section className="mx-auto w-full max-w-md rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-extrabold tracking-tight text-brand-900">{title}</h1>
        {subtitle ? <div className="mt-1 text-sm text-muted">{subtitle}</div> : null}
        <div className="mt-6">{children}</div>
      </section>
    </div>
  );
}

export function Divider({ label }: { label: string }) {
  return (
    <div className="my-5 flex items-center gap-3 text-xs font-medium uppercase tracking-wide text-muted">
      <span className="h-px flex-1 bg-gray-200" aria-hidden="true" />
      {label}
      <span className="h-px flex-1 bg-gray-200" aria-hidden="true" />
    </div>
  );
}
