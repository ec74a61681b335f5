import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { type AdminCategoryDto, categoryInput } from '../../../../shared/admin-taxonomy';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Field, selectClass, textareaClass } from '../components/form-field';
import { CategoryPicture } from './category-picture';
import { saveCategory, TAXONOMY_KEYS, treeOrder } from './taxonomy-api';

/**
 * Create or edit a category: name, parent, description, picture, shown or archived. The slug is fixed once
 * made; a picture is added once the category exists (it is saved at once, apart from the form).
 */
export function CategoryDialog({
  category,
  categories,
  onClose,
}: {
  category: AdminCategoryDto | null;
  categories: AdminCategoryDto[];
  onClose: () => void;
}) {
  const client = useQueryClient();
  const [draft, setDraft] = useState({
    name: category?.name ?? '',
    slug: '',
    parentId: category?.parentId ?? '',
    description: category?.description ?? '',
    isActive: category?.isActive ?? true,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (input: Parameters<typeof saveCategory>[1]) => saveCategory(category?.id ?? null, input),
    onSuccess: (saved) => {
      toast.success(`${saved.name} saved`);
      void client.invalidateQueries({ queryKey: TAXONOMY_KEYS.categories });
      onClose();
    },
    onError: (e) => {
      if (e instanceof ApiError && e.fields) setErrors(e.fields);
      toast.error(e.message);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = categoryInput.safeParse({
      name: draft.name,
      ...(category || !draft.slug.trim() ? {} : { slug: draft.slug.trim() }),
      parentId: draft.parentId || null,
      description: draft.description.trim() || null,
      isActive: draft.isActive,
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[issue.path.join('.') || '_'] ??= issue.message;
      return setErrors(next);
    }
    save.mutate(parsed.data);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogTitle className="text-lg font-bold text-ink">
          {category ? `Edit ${category.name}` : 'New category'}
        </DialogTitle>
        <DialogDescription className="mt-1 text-sm text-muted">
          {category
            ? `/products/category/${category.slug} stays its address.`
            : 'A new category goes last under its parent.'}
        </DialogDescription>
        <form noValidate onSubmit={submit} className="mt-4 space-y-4">
          <Field id="category-name" label="Name" error={errors.name}>
            {(a) => <Input {...a} value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />}
          </Field>
          {category ? null : (
            <Field
              id="category-slug"
              label="Slug (web address)"
              hint="Made from the name when left empty."
              error={errors.slug}
            >
              {(a) => (
                <Input {...a} value={draft.slug} onChange={(e) => setDraft({ ...draft, slug: e.target.value })} />
              )}
            </Field>
          )}
          <Field id="category-parent" label="Parent" error={errors.parentId}>
            {(a) => (
              <select
                {...a}
                className={selectClass}
                value={draft.parentId}
                onChange={(e) => setDraft({ ...draft, parentId: e.target.value })}
              >
                <option value="">None (a main category)</option>
                {treeOrder(categories)
                  .filter(({ category: c }) => c.id !== category?.id)
                  .map(({ category: c, depth }) => (
                    <option key={c.id} value={c.id}>
                      {`${'— '.repeat(depth)}${c.name}`}
                    </option>
                  ))}
              </select>
            )}
          </Field>
          <Field id="category-description" label="Description" error={errors.description}>
            {(a) => (
              <textarea
                {...a}
                className={textareaClass}
                value={draft.description}
                onChange={(e) => setDraft({ ...draft, description: e.target.value })}
              />
            )}
          </Field>
          {category ? (
            <CategoryPicture category={category} />
          ) : (
            <p className="text-sm text-muted">A picture can be added once the category is created.</p>
          )}
          <label className="flex items-center gap-2 text-sm font-semibold text-ink">
            <input
              type="checkbox"
              checked={draft.isActive}
              onChange={(e) => setDraft({ ...draft, isActive: e.target.checked })}
            />
            Shown to shoppers (clear to archive)
          </label>
          <div className="flex gap-2">
            <Button type="submit" disabled={save.isPending}>
              {category ? 'Save category' : 'Create category'}
            </Button>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
