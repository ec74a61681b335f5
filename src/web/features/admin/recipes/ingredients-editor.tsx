import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { type FieldError, useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type AdminRecipeDto, type RecipeIngredientsInput, recipeIngredientsInput } from '../../../../shared/recipes';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useSaveIngredients } from './recipes-admin-api';

const EMPTY_LINE = { name: '', amount: '', unit: '', note: '', productSlug: '', cartQuantity: '' };
const COLUMNS = [
  ['name', 'Ingredient', 'min-w-40'],
  ['amount', 'Amount', 'w-20'],
  ['unit', 'Unit', 'w-24'],
  ['note', 'Note', 'min-w-32'],
  ['productSlug', 'Product address', 'min-w-48'],
  ['cartQuantity', 'To buy', 'w-20'],
] as const;
type Column = (typeof COLUMNS)[number][0];

const toForm = (recipe: AdminRecipeDto): RecipeIngredientsInput => ({
  ingredients: recipe.ingredients.map((i) => ({
    name: i.name,
    amount: i.amount ?? '',
    unit: i.unit ?? '',
    note: i.note ?? '',
    productSlug: i.product?.slug ?? '',
    cartQuantity: i.cartQuantity ?? '',
  })),
});

/**
 * The ingredient lines of a recipe. A line buys a product when it names the product's address (the
 * part after /product/ in its link) and how much to buy for the recipe's servings: packs, or pounds
 * for a product sold by weight.
 */
export function IngredientsEditor({ recipe }: { recipe: AdminRecipeDto }) {
  const save = useSaveIngredients(recipe.id);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<RecipeIngredientsInput, unknown, z.output<typeof recipeIngredientsInput>>({
    resolver: zodResolver(recipeIngredientsInput),
    defaultValues: toForm(recipe),
  });
  const { fields, append, remove, move } = useFieldArray({ control, name: 'ingredients' });

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const saved = await save.mutateAsync(values.ingredients);
      reset(toForm(saved));
      toast.success('Ingredients saved');
    } catch (failure) {
      const fieldErrors = failure instanceof ApiError ? Object.entries(failure.fields ?? {}) : [];
      for (const [path, message] of fieldErrors) setError(path as `ingredients.${number}.${Column}`, { message });
      if (!fieldErrors.length) setProblem(failure instanceof Error ? failure.message : 'Not saved');
    }
  });
  const lineError = (index: number, column: Column) =>
    (errors.ingredients?.[index] as Partial<Record<Column, FieldError>> | undefined)?.[column]?.message;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Ingredients" className="mt-10 grid gap-3">
      <h2 className="text-lg font-bold text-ink">Ingredients</h2>
      <p className="text-sm text-muted">
        A line buys a product when it has the product&apos;s address (the part after /product/ in its link) and how much
        to buy for {recipe.servings} servings: packs, or pounds when the product is sold by weight.
      </p>
      <div
        className="overflow-x-auto rounded-xl border border-gray-200 bg-white"
        role="region"
        aria-label="Ingredient lines"
        tabIndex={0}
      >
        <table className="w-full min-w-[900px] text-left text-sm">
          <thead className="bg-gray-50">
            <tr>
              {COLUMNS.map(([key, label]) => (
                <th key={key} scope="col" className="px-2 py-2 font-semibold">
                  {label}
                </th>
              ))}
              <th scope="col" className="px-2 py-2">
                <span className="sr-only">Order and removal</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field, index) => (
              <tr key={field.id} className="border-t border-gray-100 align-top">
                {COLUMNS.map(([key, label, width]) => {
                  const message = lineError(index, key);
                  const errorId = `ingredient-${index}-${key}-error`;
                  return (
                    <td key={key} className={`px-2 py-2 ${width}`}>
                      <Input
                        aria-label={`${label}, line ${index + 1}`}
                        aria-invalid={message ? true : undefined}
                        aria-describedby={message ? errorId : undefined}
                        {...register(`ingredients.${index}.${key}`)}
                      />
                      {message ? (
                        <p id={errorId} role="alert" className="mt-1 text-xs font-medium text-red-700">
                          {message}
                        </p>
                      ) : null}
                    </td>
                  );
                })}
                <td className="px-2 py-2 whitespace-nowrap">
                  <Button
                    variant="ghost"
                    size="icon"
                    onClick={() => move(index, index - 1)}
                    disabled={index === 0}
                    aria-label={`Move line ${index + 1} up`}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    onClick={() => remove(index)}
                    aria-label={`Remove line ${index + 1}`}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {errors.ingredients?.message || errors.ingredients?.root?.message || problem ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.ingredients?.message ?? errors.ingredients?.root?.message ?? problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => append(EMPTY_LINE)} disabled={fields.length >= 40}>
          <Plus aria-hidden="true" />
          Add a line
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save ingredients'}
        </Button>
      </div>
    </form>
  );
}
