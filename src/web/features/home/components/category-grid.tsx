import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { LaterImage } from '../../../components/ui/later-image';
import { Skeleton } from '../../../components/ui/skeleton';
import { departmentsThenSubcategories, categoriesQuery } from '../../../lib/catalog-queries';
import { SectionHeading } from './section-heading';

export const DEFAULT_CATEGORY_COUNT = 10;

export function CategoryGrid() {
  const { data, isPending } = useQuery(categoriesQuery());
  const [showAll, setShowAll] = useState(false);
  const gridId = useId();
  const ordered = departmentsThenSubcategories(data ?? []);
  const shown = showAll ? ordered : ordered.slice(0, DEFAULT_CATEGORY_COUNT);
  return (
    <section aria-labelledby="shop-by-category" className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <SectionHeading
        id="shop-by-category"
        title="Shop by Category"
        subtitle="From everyday atta and dal to festive sweets"
      />
      {isPending ? (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-5">
          {Array.from({ length: DEFAULT_CATEGORY_COUNT }, (_, i) => (
            <Skeleton key={i} className="aspect-[4/3] w-full rounded-2xl" />
          ))}
        </div>
      ) : (
        <ul id={gridId} className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-5">
          {shown.map((c) => (
            <li key={c.slug}>
              <Link to={`/products/category/${c.slug}`} className="category-tile group">
                <LaterImage
                  src={c.image}
                  alt=""
                  width={120}
                  height={120}
                  loading="lazy"
                  className="category-tile-image"
                />
                <span className="category-tile-name">{c.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {ordered.length > DEFAULT_CATEGORY_COUNT ? (
        <div className="mt-5 flex justify-center">
          <Button
            variant="outline"
            aria-expanded={showAll}
            aria-controls={gridId}
            onClick={() => setShowAll((s) => !s)}
          >
            {showAll ? 'Show Less' : 'View All Categories'}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
