import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button';
import { usePageMeta } from '../../../lib/page-meta';

export default function NotFoundPage() {
  usePageMeta({ title: 'Page not found', description: 'The page you were looking for does not exist.' });
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p className="text-6xl font-extrabold text-saffron-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold text-ink">Oops! Page not found</h1>
      <p className="mt-2 text-muted">The page may have moved, or the link may be mistyped.</p>
      <Link to="/" className={buttonVariants({ className: 'mt-8' })}>
        Return to Home
      </Link>
    </section>
  );
}
