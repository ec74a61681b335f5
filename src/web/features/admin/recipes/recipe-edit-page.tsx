import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import type { z } from 'zod';
import {
  type AdminRecipeDto,
  RECIPE_COURSE_LABELS,
  RECIPE_COURSES,
  RECIPE_DIET_LABELS,
  RECIPE_DIETS,
  type RecipeInput,
  recipeInput,
} from '../../../../shared/recipes';
import { MarkdownView } from '../../../components/content/markdown-view';
import { FormField } from '../../../components/forms/form-field';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { AdminPageHeader } from '../components/admin-page-header';
import { IngredientsEditor } from './ingredients-editor';
import { adminRecipeQuery, useSaveRecipe } from './recipes-admin-api';

const FIELDS = [
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

/** /admin/recipes/:id: the recipe's text and facts, with a preview of the introduction and method. */
export default function RecipeEditPage() {
  const { id = '' } = useParams();
  const { data, isPending, isError, error } = useQuery(adminRecipeQuery(id));
  if (isPending) return <Spinner label="Loading the recipe…" />;
  if (isError)
    return (
      <>
        <AdminPageHeader title="Recipe" />
        <p role="alert" className="text-red-700">
          {error.message}
        </p>
      </>
    );
  return <RecipeForm key={data.id} recipe={data} />;
}

function RecipeForm({ recipe }: { recipe: AdminRecipeDto }) {
  const save = useSaveRecipe(recipe.id);
  const [preview, setPreview] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<RecipeInput, unknown, z.output<typeof recipeInput>>({
    resolver: zodResolver(recipeInput),
    defaultValues: { ...recipe, steps: recipe.steps.join('\n') },
  });
  const [intro, steps] = useWatch({ control, name: ['intro', 'steps'] });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      toast.success(saved.isPublished ? 'Recipe saved and published' : 'Recipe saved as a draft');
    } catch (failure) {
      if (failure instanceof ApiError && failure.fields)
        for (const [field, message] of Object.entries(failure.fields))
          if ((FIELDS as readonly string[]).includes(field)) setError(field as (typeof FIELDS)[number], { message });
      toast.error('Not saved', { description: failure instanceof Error ? failure.message : undefined });
    }
  });

  return (
    <>
      <div className="mb-3">
        <Link to="/admin/recipes" className="text-sm font-semibold text-brand-700 underline">
          All recipes
        </Link>
      </div>
      <AdminPageHeader
        title={`Edit: ${recipe.title}`}
        description={
          recipe.isPublished ? (
            <Link to={`/recipes/${recipe.slug}`} className="underline">
              See it on the shop
            </Link>
          ) : (
            'Hidden from the shop until published.'
          )
        }
      />
      <form onSubmit={onSubmit} noValidate className="grid gap-4 lg:grid-cols-2" aria-label="Recipe">
        <FormField label="Title" error={errors.title?.message}>
          <Input {...register('title')} />
        </FormField>
        <FormField label="Region" error={errors.region?.message}>
          <Input {...register('region')} />
        </FormField>
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
        <label className="flex items-center gap-2 text-sm font-semibold text-ink lg:col-span-2">
          <input type="checkbox" className="size-4" {...register('isPublished')} />
          Published on the shop
        </label>
        <div className="lg:col-span-2">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving…' : 'Save'}
          </Button>
        </div>
      </form>
      <IngredientsEditor recipe={recipe} />
    </>
  );
}
