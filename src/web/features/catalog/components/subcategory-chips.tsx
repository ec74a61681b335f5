import { Link } from 'react-router';
import type { NavCategoryDto } from '../../../../shared/catalog';
import { subcategoriesOf } from '../../../lib/catalog-queries';
import { cn } from '../../../lib/cn';

/** A department's subcategories as chips above its products, one tap each; they scroll sideways on a phone. */
export function SubcategoryChips({
  department,
  current,
  categories,
}: {
  department: NavCategoryDto;
  current: NavCategoryDto;
  categories: readonly NavCategoryDto[];
}) {
  const subcategories = subcategoriesOf(categories, department.slug);
  if (!subcategories.length) return null;
  const chip = (category: NavCategoryDto, label: string) => {
    const active = category.slug === current.slug;
    return (
      <li key={category.slug} className="shrink-0">
        <Link
          to={`/products/category/${category.slug}`}
          aria-current={active ? 'page' : undefined}
          className={cn(
            'inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap',
            active
              ? 'border-brand-700 bg-brand-700 text-white'
              : 'border-gray-300 bg-white text-ink hover:border-brand-700',
          )}
        >
          {label}
        </Link>
      </li>
    );
  };
  return (
    <nav aria-label={`${department.name} subcategories`} className="mt-4">
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
        {chip(department, `All ${department.name}`)}
        {subcategories.map((c) => chip(c, c.name))}
      </ul>
    </nav>
  );
}
