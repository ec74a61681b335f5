import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import {
  newRecipeInput,
  RECIPE_COURSE_LABELS,
  RECIPE_COURSES,
  RECIPE_DIET_LABELS,
  RECIPE_DIETS,
  type NewRecipeInput,
} from '../../../../../shared/recipes';
import { MarkdownView } from '../../../../components/content/markdown-view';
import { FormField } from '../../../../components/forms/form-field';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { NativeSelect } from '../../../../components/ui/native-select';
import { Textarea } from '../../../../components/ui/textarea';
import { showServerError } from '../../../../lib/form-errors';
import { toast } from '../../../../lib/toast';

const FIELDS = [
  'slug',
  'title',
  'summary',
  'intro',
  'course',
  'region',
  'dietTags',
  'prepMinutes',
  'cookMinutes',
  'servings',
  'steps',
  'isPublished',
] as const;

/** Back to the list, above both the new and the existing recipe's form. */
export function AllRecipesLink() {
  return (
    <div className="mb-3">
      <Link to="/admin/recipes" className="text-sm font-semibold text-brand-700 underline">
        All recipes
      </Link>
    </div>
  );
}

export type RecipeFormValues = z.output<typeof newRecipeInput>;

/**
 * A recipe's text and facts with a preview of the introduction and method: the editor of an existing
 * recipe (`isNew` false: the address is fixed, publish is a choice) or of a new one (an address field; it
 * is saved as a draft, to be published once it has ingredients). `onSave` throws the server's refusal.
 */
export function RecipeForm({
  defaults,
  isNew,
  submitLabel,
  onSave,
}: {
  defaults: NewRecipeInput;
  isNew: boolean;
  submitLabel: string;
  onSave: (values: RecipeFormValues) => Promise<void>;
}) {
  const [preview, setPreview] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<NewRecipeInput, unknown, RecipeFormValues>({
    resolver: zodResolver(newRecipeInput),
    defaultValues: defaults,
  });
  const [intro, steps] = useWatch({ control, name: ['intro', 'steps'] });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (failure) {
      showServerError(failure, setError, FIELDS);
      toast.error('Not saved', { description: failure instanceof Error ? failure.message : undefined });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 lg:grid-cols-2" aria-label="Recipe">
      <FormField label="Title" error={errors.title?.message}>
        <Input {...register('title')} />
      </FormField>
      <FormField label="Region" error={errors.region?.message}>
        <Input {...register('region')} />
      </FormField>
      {isNew ? (
        <FormField
          label="Address (after /recipes/)"
          hint="Made from the title when left empty; it cannot change later."
          error={errors.slug?.message}
          className="lg:col-span-2"
        >
          <Input {...register('slug')} />
        </FormField>
      ) : null}
      <FormField label="Summary" error={errors.summary?.message} className="lg:col-span-2">
        <Input {...register('summary')} />
      </FormField>
      <FormField label="Course" error={errors.course?.message}>
        <NativeSelect {...register('course')}>
          {RECIPE_COURSES.map((c) => (
            <option key={c} value={c}>
              {RECIPE_COURSE_LABELS[c]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <fieldset>
        <legend className="mb-1.5 text-sm font-semibold text-ink">Diet</legend>
        <div className="flex flex-wrap gap-4">
          {RECIPE_DIETS.map((d) => (
            <label key={d} className="flex items-center gap-2 text-sm">
              <input type="checkbox" value={d} className="size-4" {...register('dietTags')} />
              {RECIPE_DIET_LABELS[d]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid grid-cols-3 gap-3 lg:col-span-2">
        <FormField label="Prep (minutes)" error={errors.prepMinutes?.message}>
          <Input type="number" inputMode="numeric" {...register('prepMinutes')} />
        </FormField>
        <FormField label="Cook (minutes)" error={errors.cookMinutes?.message}>
          <Input type="number" inputMode="numeric" {...register('cookMinutes')} />
        </FormField>
        <FormField label="Servings" error={errors.servings?.message}>
          <Input type="number" inputMode="numeric" {...register('servings')} />
        </FormField>
      </div>
      <FormField label="Introduction (Markdown)" error={errors.intro?.message} className="lg:col-span-2">
        <Textarea rows={5} {...register('intro')} />
      </FormField>
      <FormField label="Method" hint="One step a line" error={errors.steps?.message} className="lg:col-span-2">
        <Textarea rows={10} {...register('steps')} />
      </FormField>
      <div className="lg:col-span-2">
        <Button variant="outline" size="sm" onClick={() => setPreview((p) => !p)} aria-expanded={preview}>
          {preview ? 'Hide preview' : 'Preview'}
        </Button>
        {preview ? (
          <section aria-label="Preview" className="mt-3 rounded-xl border border-gray-200 bg-white p-6">
            <MarkdownView source={intro ?? ''} />
            <ol className="mt-4 ml-6 list-decimal space-y-2">
              {(steps ?? '')
                .split('\n')
                .map((s) => s.trim())
                .filter(Boolean)
                .map((s, i) => (
                  <li key={i}>{s}</li>
                ))}
            </ol>
          </section>
        ) : null}
      </div>
      {isNew ? (
        <p className="text-sm text-muted lg:col-span-2">
          It is saved as a draft: add its ingredients on the next page, then publish it.
        </p>
      ) : (
        <div className="lg:col-span-2">
          <label className="flex items-center gap-2 text-sm font-semibold text-ink">
            <input type="checkbox" className="size-4" {...register('isPublished')} />
            Published on the shop
          </label>
          {errors.isPublished?.message ? (
            <p role="alert" className="mt-1 text-sm font-medium text-red-700">
              {errors.isPublished.message}
            </p>
          ) : null}
        </div>
      )}
      <div className="lg:col-span-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
