import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { AdminCategoryDto } from '../../../../../shared/admin-taxonomy';
import { Button } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { toast } from '../../../../lib/toast';
import { AdminPageHeader } from '../../components/admin-page-header';
import { BrandsSection } from '../components/brands-section';
import { CategoryDialog } from '../components/category-dialog';
import { CategoryTree } from '../components/category-tree';
import { adminCategoriesQuery, orderCategories, TAXONOMY_KEYS } from '../api/taxonomy-api';

/** /admin/categories: the category tree (order among siblings, picture, parent, archive) and the brands. */
export default function CategoriesPage() {
  const client = useQueryClient();
  const { data, isPending, isError, error } = useQuery(adminCategoriesQuery());
  const [editingId, setEditingId] = useState<string | 'new' | null>(null);
  const reorder = useMutation({
    mutationFn: ({ parentId, next }: { parentId: string | null; next: AdminCategoryDto[] }) =>
      orderCategories(
        parentId,
        next.map((c) => c.id),
      ),
    // The tree moves at once; the server's answer (or a reload after a refusal) settles it.
    onMutate: ({ next }) => {
      const position = new Map(next.map((c, i) => [c.id, i + 1]));
      client.setQueryData<AdminCategoryDto[]>(TAXONOMY_KEYS.categories, (all) =>
        all?.map((c) => (position.has(c.id) ? { ...c, sortOrder: position.get(c.id)! } : c)),
      );
    },
    onSuccess: () => toast.success('Order saved'),
    onError: (e) => toast.error(e.message),
    onSettled: () => client.invalidateQueries({ queryKey: TAXONOMY_KEYS.categories }),
  });
  const editing = editingId === 'new' ? null : data?.find((c) => c.id === editingId);

  return (
    <>
      <AdminPageHeader
        title="Categories & Brands"
        description="The category tree in the storefront's order, archived categories included. Drag a category by its handle, or use the arrows, to move it among its siblings."
        actions={
          <Button onClick={() => setEditingId('new')}>
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
        <div className="rounded-xl border border-gray-200 bg-white px-1">
          <CategoryTree
            all={data}
            onOrder={(parentId, next) => reorder.mutate({ parentId, next })}
            onEdit={(c) => setEditingId(c.id)}
          />
        </div>
      )}
      <BrandsSection />
      {editingId && data && editing !== undefined ? (
        <CategoryDialog key={editingId} category={editing} categories={data} onClose={() => setEditingId(null)} />
      ) : null}
    </>
  );
}
