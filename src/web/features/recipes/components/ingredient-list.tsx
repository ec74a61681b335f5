import { Link } from 'react-router';
import { formatCents } from '../../../../shared/money';
import { formatAmount, type RecipeDetailDto, scaledAmount } from '../../../../shared/recipes';
import { isInStock } from '../../../../shared/stock';
import { lineQuantity } from './add-recipe-to-cart';

/** The ingredients at the chosen servings, each with the product it buys and what goes in the cart. */
export function IngredientList({ recipe, servings }: { recipe: RecipeDetailDto; servings: number }) {
  return (
    <ul className="divide-y divide-gray-100">
      {recipe.ingredients.map((line) => {
        const amount = line.amount === null ? null : scaledAmount(line.amount, recipe.servings, servings);
        const buy = lineQuantity(line, recipe.servings, servings);
        const variant = line.product?.variants.find((v) => v.id === line.variantId);
        const stock = variant?.stockQuantity ?? line.product?.stockQuantity ?? 0;
        const available = line.product ? isInStock(line.product.inStock, stock) : false;
        return (
          <li key={line.id} className="py-3" data-testid="ingredient">
            <p className="text-ink">
              {amount !== null ? (
                <strong className="tabular-nums">
                  {formatAmount(amount)}
                  {line.unit ? ` ${line.unit}` : ''}{' '}
                </strong>
              ) : null}
              {line.name}
              {line.note ? <span className="text-muted">, {line.note}</span> : null}
            </p>
            {line.product && buy !== null ? (
              <p className="mt-0.5 text-sm text-muted">
                <Link
                  to={`/product/${line.product.slug}`}
                  className="text-brand-700 underline-offset-2 hover:underline"
                >
                  {line.product.name}
                  {variant ? `, ${variant.name}` : ''}
                </Link>{' '}
                ·{' '}
                {available ? (
                  <>
                    buys{' '}
                    {line.product.isWeightBased
                      ? `${buy} lb`
                      : `${buy} × ${formatCents(variant?.priceCents ?? line.product.priceCents)}`}
                  </>
                ) : (
                  <span className="font-semibold text-red-700">out of stock</span>
                )}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
