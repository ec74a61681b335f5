import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowUp, Plus, Search, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { type FieldError, useFieldArray, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  type AdminRecipeDto,
  type RecipeIngredientsInput,
  recipeIngredientsInput,
} from '../../../../../shared/recipes';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { NativeSelect } from '../../../../components/ui/native-select';
import { showServerError } from '../../../../lib/form-errors';
import { toast } from '../../../../lib/toast';
import { type PickedProduct, ProductPicker } from './product-picker';
import { useSaveIngredients } from '../api/recipes-admin-api';

const EMPTY_LINE = { name: '', amount: '', unit: '', note: '', productSlug: '', variantId: '', cartQuantity: '' };
/** The text columns; the product (address and Find), its size and the quantity to buy follow them. */
const COLUMNS = [
  ['name', 'Ingredient', 'min-w-40'],
  ['amount', 'Amount', 'w-20'],
  ['unit', 'Unit', 'w-24'],
  ['note', 'Note', 'min-w-32'],
] as const;
type Column = (typeof COLUMNS)[number][0] | 'productSlug' | 'variantId' | 'cartQuantity';
type Sizes = Record<string, { id: string; name: string }[]>;

const toForm = (recipe: AdminRecipeDto): RecipeIngredientsInput => ({
  ingredients: recipe.ingredients.map((i) => ({
    name: i.name,
    amount: i.amount ?? '',
    unit: i.unit ?? '',
    note: i.note ?? '',
    productSlug: i.product?.slug ?? '',
    variantId: i.variantId ?? '',
    cartQuantity: i.cartQuantity ?? '',
  })),
});
/** The sizes of the products the recipe already buys, by address; picks add theirs. */
const sizesOf = (recipe: AdminRecipeDto): Sizes =>
  Object.fromEntries(
    recipe.ingredients.flatMap((i) =>
      i.product ? [[i.product.slug, i.product.variants.map((v) => ({ id: v.id, name: v.name }))]] : [],
    ),
  );

/**
 * The ingredient lines of a recipe. A line buys a product when it names the product (found by name with
 * Find, or its address typed: the part after /product/ in its link), optionally the size, and how much to
 * buy for the recipe's servings: packs, or pounds for a product sold by weight.
 */
export function IngredientsEditor({ recipe }: { recipe: AdminRecipeDto }) {
  const save = useSaveIngredients(recipe.id);
  const [problem, setProblem] = useState<string | null>(null);
  const [sizes, setSizes] = useState<Sizes>(() => sizesOf(recipe));
  const [picking, setPicking] = useState<number | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<RecipeIngredientsInput, unknown, z.output<typeof recipeIngredientsInput>>({
    resolver: zodResolver(recipeIngredientsInput),
    defaultValues: toForm(recipe),
  });
  const { fields, append, remove, move } = useFieldArray({ control, name: 'ingredients' });
  const lines = useWatch({ control, name: 'ingredients' });

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const saved = await save.mutateAsync(values.ingredients);
      reset(toForm(saved));
      setSizes((known) => ({ ...known, ...sizesOf(saved) }));
      toast.success('Ingredients saved');
    } catch (failure) {
      setProblem(showServerError(failure, setError, ['ingredients']));
    }
  });
  const lineError = (index: number, column: Column) =>
    (errors.ingredients?.[index] as Partial<Record<Column, FieldError>> | undefined)?.[column]?.message;
  const onPick = (index: number, picked: PickedProduct) => {
    setSizes((known) => ({ ...known, [picked.slug]: picked.variants }));
    const dirty = { shouldDirty: true, shouldValidate: false };
    setValue(`ingredients.${index}.productSlug`, picked.slug, dirty);
    setValue(`ingredients.${index}.variantId`, picked.variantId ?? '', dirty);
    if (!String(getValues(`ingredients.${index}.cartQuantity`) ?? '').trim())
      setValue(`ingredients.${index}.cartQuantity`, '1', dirty);
    if (!getValues(`ingredients.${index}.name`).trim()) setValue(`ingredients.${index}.name`, picked.name, dirty);
    setPicking(null);
    toast.success(`Line ${index + 1} buys ${picked.name}`);
  };
  /** One cell's input with its label and its error under it. */
  const cell = (index: number, column: Column, label: string, input: (a: object) => ReactNode) => {
    const message = lineError(index, column);
    const errorId = `ingredient-${index}-${column}-error`;
    return (
      <>
        {input({
          'aria-label': `${label}, line ${index + 1}`,
          'aria-invalid': message ? true : undefined,
          'aria-describedby': message ? errorId : undefined,
        })}
        {message ? (
          <p id={errorId} role="alert" className="mt-1 text-xs font-medium text-red-700">
            {message}
          </p>
        ) : null}
      </>
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Ingredients" className="mt-10 grid gap-3">
      <h2 className="text-lg font-bold text-ink">Ingredients</h2>
      <p className="text-sm text-muted">
        A line buys a product when it names one (Find searches the shop by name, or type the part after /product/ in its
        link), the size if it matters, and how much to buy for {recipe.servings} servings: packs, or pounds when the
        product is sold by weight.
      </p>
      <div
        className="relative overflow-x-auto rounded-xl border border-gray-200 bg-white"
        role="region"
        aria-label="Ingredient lines"
        tabIndex={0}
      >
        <table className="w-full min-w-[1080px] text-left text-sm">
          <thead className="bg-gray-50">
            <tr>
              {[...COLUMNS.map(([, label]) => label), 'Product', 'Size', 'To buy'].map((label) => (
                <th key={label} scope="col" className="px-2 py-2 font-semibold">
                  {label}
                </th>
              ))}
              <th scope="col" className="px-2 py-2">
                <span className="sr-only">Order and removal</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field, index) => {
              const slug = String(lines?.[index]?.productSlug ?? '').trim();
              const known = sizes[slug] ?? [];
              return (
                <tr key={field.id} className="border-t border-gray-100 align-top">
                  {COLUMNS.map(([key, label, width]) => (
                    <td key={key} className={`px-2 py-2 ${width}`}>
                      {cell(index, key, label, (a) => (
                        <Input {...a} {...register(`ingredients.${index}.${key}`)} />
                      ))}
                    </td>
                  ))}
                  <td className="min-w-56 px-2 py-2">
                    <div className="flex gap-1">
                      {cell(index, 'productSlug', 'Product address', (a) => (
                        <Input {...a} {...register(`ingredients.${index}.productSlug`)} />
                      ))}
                      <Button
                        variant="outline"
                        size="icon"
                        onClick={() => setPicking(index)}
                        aria-label={`Find a product for line ${index + 1}`}
                      >
                        <Search aria-hidden="true" />
                      </Button>
                    </div>
                  </td>
                  <td className="w-40 px-2 py-2">
                    {cell(index, 'variantId', 'Size', (a) => (
                      <NativeSelect
                        {...a}
                        {...register(`ingredients.${index}.variantId`)}
                        // Controlled: a pick sets the size in the same moment its options appear.
                        value={String(lines?.[index]?.variantId ?? '')}
                        disabled={!known.length}
                      >
                        <option value="">{known.length ? 'Cheapest in stock' : 'No sizes'}</option>
                        {known.map((v) => (
                          <option key={v.id} value={v.id}>
                            {v.name}
                          </option>
                        ))}
                      </NativeSelect>
                    ))}
                  </td>
                  <td className="w-20 px-2 py-2">
                    {cell(index, 'cartQuantity', 'To buy', (a) => (
                      <Input {...a} {...register(`ingredients.${index}.cartQuantity`)} />
                    ))}
                  </td>
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
              );
            })}
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
      {picking !== null ? (
        <ProductPicker
          ingredient={String(lines?.[picking]?.name ?? '')}
          onPick={(picked) => onPick(picking, picked)}
          onClose={() => setPicking(null)}
        />
      ) : null}
    </form>
  );
}
