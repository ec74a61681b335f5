import type { AdminCategoryDto } from '../../../../../shared/admin-taxonomy';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { SortableList } from '../../components/sortable-list';
import { categoryPicture } from '../api/taxonomy-api';

const childrenOf = (all: AdminCategoryDto[], parentId: string | null) =>
  all.filter((c) => c.parentId === parentId).sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name));

/**
 * One level of the category tree as a sortable list, each category's subcategories nested below it
 * in their own list: a drag (or an arrow) moves a category among its siblings only.
 */
export function CategoryTree({
  all,
  parent = null,
  onOrder,
  onEdit,
}: {
  all: AdminCategoryDto[];
  parent?: AdminCategoryDto | null;
  onOrder: (parentId: string | null, next: AdminCategoryDto[]) => void;
  onEdit: (category: AdminCategoryDto) => void;
}) {
  const items = childrenOf(all, parent?.id ?? null);
  if (!items.length) return null;
  return (
    <SortableList
      items={items}
      nameOf={(c) => c.name}
      noun="category"
      label={parent ? `Subcategories of ${parent.name}` : 'Category tree'}
      look="rows"
      className={parent ? 'ml-4 border-l border-gray-200 sm:ml-10' : ''}
      onOrder={(next) => onOrder(parent?.id ?? null, next)}
      renderBody={(c) => (
        <div className="flex min-w-0 flex-1 items-center gap-2 sm:gap-3">
          <img
            src={categoryPicture(c)}
            alt=""
            width={40}
            height={40}
            className="size-8 shrink-0 rounded-md border border-gray-200 object-cover sm:size-10"
          />
          <div className="min-w-0 flex-1">
            <p className={parent ? 'text-ink' : 'font-semibold text-ink'}>
              {c.name} {c.isActive ? null : <Badge className="ml-1">Archived</Badge>}
            </p>
            <p className="truncate text-xs text-muted">
              /{c.slug} · {c.products} {c.products === 1 ? 'product' : 'products'}
            </p>
          </div>
          <Button size="sm" variant="outline" className="shrink-0 px-2 sm:px-3" onClick={() => onEdit(c)}>
            Edit<span className="sr-only"> {c.name}</span>
          </Button>
        </div>
      )}
      renderBelow={(c) =>
        childrenOf(all, c.id).length ? <CategoryTree all={all} parent={c} onOrder={onOrder} onEdit={onEdit} /> : null
      }
    />
  );
}
