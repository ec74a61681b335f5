import { useQuery } from '@tanstack/react-query';
import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { categoriesQuery, rootCategories, subcategoriesOf } from '../../lib/catalog-queries';

const linkClass = 'block rounded-lg px-3 py-2.5 text-base text-ink hover:bg-gray-50';

/** The phone menu's departments: one tap opens a department's subcategories, a second goes there. */
export function MobileDepartments({ onNavigate }: { onNavigate: () => void }) {
  const { data: categories = [] } = useQuery(categoriesQuery());
  const departments = rootCategories(categories);
  if (!departments.length) return null;
  return (
    <nav aria-label="Departments" className="mt-4 border-t border-gray-200 pt-4">
      <h2 className="px-3 text-xs font-bold uppercase tracking-wide text-muted">Departments</h2>
      <ul className="mt-1 flex flex-col">
        {departments.map((department) => {
          const subcategories = subcategoriesOf(categories, department.slug);
          return (
            <li key={department.slug}>
              <details className="group">
                <summary className="flex cursor-pointer list-none items-center justify-between rounded-lg px-3 py-3 text-base font-medium text-ink hover:bg-gray-50 [&::-webkit-details-marker]:hidden">
                  {department.name}
                  <ChevronDown className="size-4 text-muted transition group-open:rotate-180" aria-hidden="true" />
                </summary>
                <ul className="mb-2 ml-3 border-l border-gray-200 pl-2">
                  <li>
                    <Link to={`/products/category/${department.slug}`} onClick={onNavigate} className={linkClass}>
                      All {department.name}
                    </Link>
                  </li>
                  {subcategories.map((c) => (
                    <li key={c.slug}>
                      <Link to={`/products/category/${c.slug}`} onClick={onNavigate} className={linkClass}>
                        {c.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
