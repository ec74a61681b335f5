import { useQuery } from '@tanstack/react-query';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SocialNetwork } from '../../../shared/social-links';
import { categoriesQuery, rootCategories } from '../../lib/catalog-queries';
import { socialLinksQuery } from '../../lib/social-links-query';

// Kept here rather than beside the links' zod schema in src/shared: importing a value from that module
// would put zod in the script every page loads first.
const SOCIAL_NETWORK_LABELS: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
};

const FOOTER_CATEGORY_COUNT = 6;

const quickLinks = [
  { to: '/products', label: 'All Products' },
  { to: '/deals', label: 'Deals' },
  { to: '/bulk-orders', label: 'Bulk Orders' },
  { to: '/recipes', label: 'Recipes' },
  { to: '/blog', label: 'Blog' },
  { to: '/subscription', label: 'Subscribe & Save' },
];

const information = [
  { to: '/about', label: 'About Us' },
  { to: '/franchise', label: 'Franchise' },
  { to: '/track-order', label: 'Track Order' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/admin/login', label: 'Staff' },
];

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-bold uppercase tracking-wide text-saffron-200">{title}</h2>
      <div className="mt-3">{children}</div>
    </div>
  );
}

const linkClass = 'footer-link';

export function Footer() {
  const { data: categories } = useQuery(categoriesQuery());
  const roots = rootCategories(categories ?? []).slice(0, FOOTER_CATEGORY_COUNT);
  const { data: social = [] } = useQuery(socialLinksQuery);
  return (
    <footer className="mt-16 bg-brand-900 text-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <Column title="Quick Links">
          <ul className="space-y-2">
            {quickLinks.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={linkClass}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </Column>
        <Column title="Categories">
          <ul className="space-y-2">
            {roots.map((c) => (
              <li key={c.slug}>
                <Link to={`/products/category/${c.slug}`} className={linkClass}>
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </Column>
        <Column title="Information">
          <ul className="space-y-2">
            {information.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={linkClass}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </Column>
        <Column title="Contact Us">
          <address className="space-y-2 text-sm not-italic text-gray-200">
            <p className="flex gap-2">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              4200 N MacArthur Blvd, Irving, TX 75038
            </p>
            <p className="flex gap-2">
              <Phone className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <a href="tel:+14695550142" className={linkClass}>
                (469) 555-0142
              </a>
            </p>
            <p className="flex gap-2">
              <Mail className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <a href="mailto:hello@desigrocer.example" className={linkClass}>
                hello@desigrocer.example
              </a>
            </p>
            <p className="flex gap-2">
              <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              Every day, 8 AM – 9 PM
            </p>
          </address>
          {social.length ? (
            <ul className="mt-4 flex flex-wrap gap-2" aria-label="Social media">
              {social.map((s) => (
                <li key={s.network}>
                  <a
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-block rounded-full border border-white/30 px-3 py-1 text-xs font-semibold text-white hover:bg-white/10"
                  >
                    {SOCIAL_NETWORK_LABELS[s.network]}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </Column>
      </div>
      <div className="border-t border-white/15">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-gray-300 sm:px-6">
          © {new Date().getFullYear()} Desi Grocer. Indian groceries delivered across Dallas–Fort Worth. All prices in
          USD.
        </p>
      </div>
    </footer>
  );
}
