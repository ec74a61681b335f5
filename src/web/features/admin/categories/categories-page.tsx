import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Plus } from 'lucide-react';
import { useState } from 'react';
import type { AdminCategoryDto } from '../../../../shared/admin-taxonomy';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { AdminPageHeader } from '../components/admin-page-header';
import { BrandsSection } from './brands-section';
import { CategoryDialog } from './category-dialog';
import { adminCategoriesQuery, orderCategories, TAXONOMY_KEYS, treeOrder } from './taxonomy-api';

/** /admin/categories: the category tree (order among siblings, parent, archive) and the brands. */
export default function CategoriesPage() {
  const client = useQueryClient();
  const { data, isPending, isError, error } = useQuery(adminCategoriesQuery());
  const [editing, setEditing] = useState<AdminCategoryDto | 'new' | null>(null);
  const move = useMutation({
    mutationFn: ({ category, by }: { category: AdminCategoryDto; by: -1 | 1 }) => {
      const siblings = (data ?? [])
        .filter((c) => c.parentId === category.parentId)
        .sort((a, b) => a.sortOrder - b.sortOrder)
        .map((c) => c.id);
      const at = siblings.indexOf(category.id);
      [siblings[at], siblings[at + by]] = [siblings[at + by]!, siblings[at]!];
      return orderCategories(category.parentId, siblings);
    },
    onSuccess: () => {
      toast.success('Order saved');
      void client.invalidateQueries({ queryKey: TAXONOMY_KEYS.categories });
    },
    onError: (e) => toast.error(e.message),
  });

  const rows = data ? treeOrder(data) : [];
  const siblingsOf = (c: AdminCategoryDto) =>
    rows.filter((r) => r.category.parentId === c.parentId).map((r) => r.category.id);

  return (
    <>
      <AdminPageHeader
        title="Categories & Brands"
        description="The category tree as the storefront shows it, archived categories included; the arrows move a category among its siblings."
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            New category
          </Button>
        }
      />
      {isPending ? (
        <Spinner label="Loading categories…" />
      ) : isError ? (
        <p role="alert" className="text-red-700">
          Could not load categories: {error.message}
        </p>
      ) : (
        <ul className="divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white" aria-label="Category tree">
          {rows.map(({ category: c, depth }) => {
            const siblings = siblingsOf(c);
            const at = siblings.indexOf(c.id);
            return (
              <li
                key={c.id}
                className="flex flex-wrap items-center gap-2 px-3 py-2"
                style={{ paddingLeft: `${0.75 + depth * 1.5}rem` }}
              >
                <span className={depth === 0 ? 'font-semibold text-ink' : 'text-ink'}>{c.name}</span>
                <span className="text-xs text-muted">
                  /{c.slug} · {c.products} products
                </span>
                {c.isActive ? null : <Badge>Archived</Badge>}
                <span className="ml-auto flex gap-1">
                  <Button
                    size="icon"
                    variant="ghost"
                    disabled={at === 0 || move.isPending}
                    onClick={() => move.mutate({ category: c, by: -1 })}
                    aria-label={`Move up: ${c.name}`}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    size="icon"
                    variant="ghost"
                    disabled={at === siblings.length - 1 || move.isPending}
                    onClick={() => move.mutate({ category: c, by: 1 })}
                    aria-label={`Move down: ${c.name}`}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => setEditing(c)}>
                    Edit<span className="sr-only"> {c.name}</span>
                  </Button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <BrandsSection />
      {editing && data ? (
        <CategoryDialog
          category={editing === 'new' ? null : editing}
          categories={data}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
