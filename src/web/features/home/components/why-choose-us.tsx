import { BadgePercent, CalendarDays, Leaf, Package, ShieldCheck, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button';
import { SectionHeading } from './section-heading';

const reasons = [
  { icon: Leaf, title: 'Straight from the source', text: 'Sourced directly from Indian farms and suppliers.' },
  { icon: Truck, title: 'Same-day delivery', text: 'Order before 2 PM and get it today.' },
  {
    icon: BadgePercent,
    title: 'Price match + 5%',
    text: 'Found it cheaper? We match the price and take an extra 5% off.',
  },
  {
    icon: ShieldCheck,
    title: '100% freshness guarantee',
    text: 'Perishables not fresh? Return within 24 hours for a full refund.',
  },
  { icon: CalendarDays, title: 'Thursday sale', text: 'A weekly sale every Thursday, up to 40% off.' },
  { icon: Package, title: 'Bulk orders', text: 'Special pricing on orders of 50+ items.' },
];

export function WhyChooseUs() {
  return (
    <section aria-labelledby="why-choose-us" className="bg-brand-50">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <SectionHeading
          id="why-choose-us"
          title="Why Choose Desi Grocer"
          subtitle="The Indian grocery shop DFW families trust"
        />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {reasons.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-saffron-100 text-saffron-800">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <div>
                <h3 className="font-bold text-ink">{title}</h3>
                <p className="mt-1 text-sm text-muted">{text}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-col items-start gap-3 rounded-2xl bg-brand-800 p-6 text-white sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h3 className="text-lg font-bold">Cooking for a crowd?</h3>
            <p className="text-sm text-brand-100">
              Restaurants, temples and celebrations get bulk pricing on 50+ items.
            </p>
          </div>
          <Link to="/bulk-orders" className={buttonVariants({ variant: 'accent', size: 'lg' })}>
            Contact for Bulk Pricing
          </Link>
        </div>
      </div>
    </section>
  );
}
