import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { categoriesQuery, categoryQuery } from '../../../lib/catalog-queries';
import { usePageMeta } from '../../../lib/page-meta';
import { Breadcrumbs } from '../components/breadcrumbs';
import { ProductListing } from '../components/product-listing';
import { SubcategoryChips } from '../components/subcategory-chips';

/** /products and /products/category/:categorySlug. */
export default function ProductsPage() {
  const { categorySlug } = useParams();
  const { data: categories, isSuccess } = useQuery(categoriesQuery());
  const category = categorySlug ? categories?.find((c) => c.slug === categorySlug) : undefined;
  const parent = category?.parent ? categories?.find((c) => c.slug === category.parent) : undefined;
  // The tree has no descriptions: the category's own record, asked for with the tree (not after it) so a
  // server render needs no extra pass; for an unknown slug it answers 404, which the page's status carries.
  const { data: details } = useQuery({ ...categoryQuery(categorySlug ?? ''), enabled: Boolean(categorySlug) });
  const description = category && details?.slug === category.slug ? details.description : null;
  const unknownCategory = Boolean(categorySlug && isSuccess && !category);
  const title = category
    ? category.name
    : categorySlug
      ? unknownCategory
        ? 'Category not found'
        : 'Products'
      : 'All Products';

  usePageMeta({
    title: category ? `${category.name} – Indian groceries` : 'Shop all Indian groceries',
    description: category
      ? (description ?? `Shop ${category.name} at Desi Grocer with same-day delivery across Dallas–Fort Worth.`)
      : 'Browse 1000+ Indian groceries: atta, rice, dals, spices, snacks, sweets and fresh produce, delivered across Dallas–Fort Worth.',
  });

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
      <Breadcrumbs
        items={[
          { label: 'Home', to: '/' },
          ...(categorySlug ? [{ label: 'Products', to: '/products' }] : [{ label: 'Products' }]),
          ...(parent ? [{ label: parent.name, to: `/products/category/${parent.slug}` }] : []),
          ...(category ? [{ label: category.name }] : []),
        ]}
      />
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-brand-900">{title}</h1>
      {description ? <p className="mt-1 max-w-3xl text-muted">{description}</p> : null}
      {category && categories ? (
        <SubcategoryChips department={parent ?? category} current={category} categories={categories} />
      ) : null}
      <div className="mt-6">
        <ProductListing
          category={categorySlug}
          emptyMessage={unknownCategory ? "We couldn't find that category." : 'No products match these filters.'}
        />
      </div>
    </div>
  );
}
