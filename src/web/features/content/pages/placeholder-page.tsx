import { Construction } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button';
import { usePageMeta } from '../../../lib/page-meta';

/** Stands in for pages that later work (accounts, checkout, admin, content) will build. */
export default function PlaceholderPage({ title }: { title: string }) {
  usePageMeta({ title, description: `${title} at Desi Grocer, your Indian grocery shop in Dallas–Fort Worth.` });
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <Construction className="size-12 text-saffron-600" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold text-ink">{title}</h1>
      <p className="mt-3 text-muted">
        This page is coming soon. In the meantime, our full range of groceries is ready to shop.
      </p>
      <Link to="/products" className={buttonVariants({ className: 'mt-8' })}>
        Browse products
      </Link>
    </section>
  );
}
