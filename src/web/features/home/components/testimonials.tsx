import { BadgeCheck, ChevronLeft, ChevronRight, Quote } from 'lucide-react';
import { useState } from 'react';
import {
  TESTIMONIALS,
  TESTIMONIAL_INTERVAL_MS,
  TESTIMONIAL_SMALL_CARDS,
  type Testimonial,
  averageRating,
  truncateReview,
} from '../../../../shared/testimonials';
import { RatingStars } from '../../../components/shop/rating-stars';
import { cn } from '../../../lib/cn';
import { SectionHeading } from './section-heading';
import { useRotation } from './use-rotation';

function Avatar({ t, large = false }: { t: Testimonial; large?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white',
        large ? 'size-14 text-lg' : 'size-10 text-sm',
      )}
    >
      {t.avatar}
    </span>
  );
}

/** Spec: advances every 5 s and wraps; any manual action stops auto-advance for good. */
export function Testimonials({ items = TESTIMONIALS }: { items?: readonly Testimonial[] }) {
  const [stopped, setStopped] = useState(false);
  const { index, goTo } = useRotation(items.length, TESTIMONIAL_INTERVAL_MS, stopped);
  const manual = (next: number) => {
    setStopped(true);
    goTo(next);
  };
  const current = items[index];
  if (!current) return null;
  const small = Array.from(
    { length: Math.min(TESTIMONIAL_SMALL_CARDS, items.length - 1) },
    (_, k) => (index + 1 + k) % items.length,
  );

  return (
    <section aria-labelledby="testimonials" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <SectionHeading
        id="testimonials"
        title="What Our Customers Say"
        subtitle={`${averageRating(items)} out of 5 average rating from ${items.length} reviews`}
      />
      <div aria-roledescription="carousel" aria-label="Customer testimonials" className="grid gap-4 lg:grid-cols-5">
        <figure
          aria-live={stopped ? 'polite' : 'off'}
          data-testid="testimonial-current"
          className="relative flex flex-col gap-4 rounded-2xl bg-saffron-50 p-6 lg:col-span-3"
        >
          <Quote className="absolute right-5 top-5 size-10 text-saffron-200" aria-hidden="true" />
          <RatingStars rating={current.rating} />
          <blockquote className="text-lg leading-8 text-ink">“{current.review}”</blockquote>
          <figcaption className="mt-auto flex items-center gap-3">
            <Avatar t={current} large />
            <span>
              <span className="block font-bold text-ink">{current.name}</span>
              <span className="flex items-center gap-1 text-sm text-muted">
                {current.location}
                {current.verified ? (
                  <>
                    {' · '}
                    <BadgeCheck className="size-4 text-brand-700" aria-hidden="true" /> Verified buyer
                  </>
                ) : null}
              </span>
            </span>
          </figcaption>
          <div className="flex items-center gap-2">
            <button
              type="button"
              onClick={() => manual(index - 1)}
              aria-label="Previous testimonial"
              className="inline-flex size-9 items-center justify-center rounded-full bg-white shadow hover:bg-gray-50"
            >
              <ChevronLeft className="size-4" aria-hidden="true" />
            </button>
            <div className="flex gap-1">
              {items.map((t, i) => (
                <button
                  key={t.id}
                  type="button"
                  onClick={() => manual(i)}
                  aria-label={`Show testimonial ${i + 1} of ${items.length}`}
                  aria-current={i === index ? 'true' : undefined}
                  className="inline-flex size-6 items-center justify-center"
                >
                  <span className={cn('block size-2.5 rounded-full', i === index ? 'bg-brand-700' : 'bg-gray-300')} />
                </button>
              ))}
            </div>
            <button
              type="button"
              onClick={() => manual(index + 1)}
              aria-label="Next testimonial"
              className="inline-flex size-9 items-center justify-center rounded-full bg-white shadow hover:bg-gray-50"
            >
              <ChevronRight className="size-4" aria-hidden="true" />
            </button>
          </div>
        </figure>
        <ul className="grid gap-3 lg:col-span-2">
          {small.map((i) => {
            const t = items[i]!;
            return (
              <li key={t.id}>
                <button
                  type="button"
                  onClick={() => manual(i)}
                  className="flex w-full gap-3 rounded-2xl border border-gray-200 bg-white p-4 text-left hover:border-saffron-300 hover:shadow-sm"
                >
                  <Avatar t={t} />
                  <span className="min-w-0">
                    <span className="block text-sm font-bold text-ink">
                      {t.name} <span className="font-normal text-muted">· {t.location}</span>
                    </span>
                    <span className="mt-1 block text-sm text-muted" data-testid="testimonial-snippet">
                      {truncateReview(t.review)}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
