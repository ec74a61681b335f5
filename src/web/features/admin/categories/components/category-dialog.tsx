import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { type AdminCategoryDto, type CategoryInput, categoryInput } from '../../../../../shared/admin-taxonomy';
import { FormField } from '../../../../components/forms/form-field';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../components/ui/dialog';
import { Input } from '../../../../components/ui/input';
import { NativeSelect } from '../../../../components/ui/native-select';
import { Textarea } from '../../../../components/ui/textarea';
import { showServerError } from '../../../../lib/form-errors';
import { toast } from '../../../../lib/toast';
import { CategoryPicture } from './category-picture';
import { saveCategory, TAXONOMY_KEYS, treeOrder } from '../api/taxonomy-api';

/** What the inputs hold (text, '' for none), read into the API's input by its own schema. */
const categoryForm = z
  .object({ name: z.string(), slug: z.string(), parentId: z.string(), description: z.string(), isActive: z.boolean() })
  .transform((f): z.input<typeof categoryInput> => ({
    name: f.name,
    ...(f.slug.trim() ? { slug: f.slug.trim() } : {}),
    parentId: f.parentId || null,
    description: f.description.trim() || null,
    isActive: f.isActive,
  }))
  .pipe(categoryInput);
type CategoryForm = z.input<typeof categoryForm>;
const FIELDS = ['name', 'slug', 'parentId', 'description', 'isActive'] as const;

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
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CategoryForm, unknown, CategoryInput>({
    resolver: zodResolver(categoryForm),
    defaultValues: {
      name: category?.name ?? '',
      slug: '',
      parentId: category?.parentId ?? '',
      description: category?.description ?? '',
      isActive: category?.isActive ?? true,
    },
  });
  const save = useMutation({
    mutationFn: (input: CategoryInput) => saveCategory(category?.id ?? null, input),
    onSuccess: (saved) => {
      toast.success(`${saved.name} saved`);
      void client.invalidateQueries({ queryKey: TAXONOMY_KEYS.categories });
      onClose();
    },
    onError: (e) => {
      showServerError(e, setError, FIELDS);
      toast.error(e.message);
    },
  });
  const submit = handleSubmit((input) => save.mutate(input));

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
        <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 space-y-4">
          <FormField label="Name" error={errors.name?.message}>
            <Input {...register('name')} />
          </FormField>
          {category ? null : (
            <FormField
              label="Slug (web address)"
              hint="Made from the name when left empty."
              error={errors.slug?.message}
            >
              <Input {...register('slug')} />
            </FormField>
          )}
          <FormField label="Parent" error={errors.parentId?.message}>
            <NativeSelect {...register('parentId')}>
              <option value="">None (a main category)</option>
              {treeOrder(categories)
                .filter(({ category: c }) => c.id !== category?.id)
                .map(({ category: c, depth }) => (
                  <option key={c.id} value={c.id}>
                    {`${'— '.repeat(depth)}${c.name}`}
                  </option>
                ))}
            </NativeSelect>
          </FormField>
          <FormField label="Description" error={errors.description?.message}>
            <Textarea {...register('description')} />
          </FormField>
          {category ? (
            <CategoryPicture category={category} />
          ) : (
            <p className="text-sm text-muted">A picture can be added once the category is created.</p>
          )}
          <label className="flex items-center gap-2 text-sm font-semibold text-ink">
            <input type="checkbox" {...register('isActive')} />
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
