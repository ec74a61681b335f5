import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button';
import { AdminPageHeader } from './admin-page-header';

export interface NotYetPageProps {
  title: string;
  Icon: LucideIcon;
  /** What staff will do here, said plainly. */
  purpose: string;
  /** What is true today and what staff can do meanwhile. */
  meanwhile: ReactNode;
  link?: { to: string; label: string };
}

/** A staff page whose tools are not built yet: says so honestly and points to what works today. */
export default function NotYetPage({ title, Icon, purpose, meanwhile, link }: NotYetPageProps) {
  return (
    <>
      <AdminPageHeader title={title} description={purpose} />
      <section
        aria-labelledby="not-yet-heading"
        className="flex flex-col items-center rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-14 text-center"
      >
        <Icon className="size-10 text-muted" aria-hidden="true" />
        <h2 id="not-yet-heading" className="mt-4 text-lg font-semibold text-ink">
          Nothing to manage here yet
        </h2>
        <div className="mt-2 max-w-lg text-sm text-muted">{meanwhile}</div>
        {link ? (
          <Link to={link.to} className={buttonVariants({ variant: 'outline', className: 'mt-6' })}>
            {link.label}
          </Link>
        ) : null}
      </section>
    </>
  );
}
