import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { PLACEHOLDER_IMAGE, addToCartError, guestCartItemId } from '../../../../shared/guest-cart';
import { cartQuantityFor, type RecipeDetailDto, type RecipeIngredientDto } from '../../../../shared/recipes';
import { isInStock } from '../../../../shared/stock';
import { ApiError } from '../../../lib/api-client';
import { addToSignedInCart, CART_KEYS } from '../../../lib/cart-queries';
import { guestCart } from '../../../lib/guest-cart-store';
import { useSession } from '../../../lib/session';

export interface AddAllResult {
  added: string[];
  unavailable: { name: string; reason: string }[];
}

type Buyable = RecipeIngredientDto & { product: NonNullable<RecipeIngredientDto['product']>; cartQuantity: number };
const buyable = (line: RecipeIngredientDto): line is Buyable => line.product !== null && line.cartQuantity !== null;

/** The stock that applies to a line: its size's when it buys a size, else the product's. */
function lineStock(line: Buyable) {
  const variant = line.variantId ? line.product.variants.find((v) => v.id === line.variantId) : undefined;
  return { variant, stock: variant?.stockQuantity ?? line.product.stockQuantity };
}

export const lineQuantity = (line: RecipeIngredientDto, baseServings: number, servings: number) =>
  line.product && line.cartQuantity !== null
    ? cartQuantityFor(line.cartQuantity, line.product.isWeightBased, baseServings, servings)
    : null;

function addToGuestCart(line: Buyable, quantity: number): string | null {
  const { variant, stock } = lineStock(line);
  const id = guestCartItemId(line.product.id, variant?.id ?? null);
  const problem = addToCartError(stock, isInStock(line.product.inStock, stock), guestCart.quantityOf(id), quantity);
  if (problem) return problem;
  guestCart.add({
    id,
    productId: line.product.id,
    variantId: variant?.id ?? null,
    name: line.product.name,
    price: variant?.priceCents ?? line.product.priceCents,
    quantity,
    customRequirements: null,
    image: line.product.image || PLACEHOLDER_IMAGE,
    stock,
    brand: line.product.brand,
    slug: line.product.slug,
    variantName: variant?.name ?? null,
    isWeightBased: line.product.isWeightBased,
    unit: line.product.unit,
  });
  return null;
}

/**
 * "Add all ingredients to cart": every linked ingredient at the chosen servings, one after another,
 * into the signed-in cart (whose server checks every rule) or the guest cart (checked here with the same
 * shared rules). Ingredients that cannot be added are reported with the reason, never silently skipped.
 */
export function useAddRecipeToCart(recipe: RecipeDetailDto) {
  const { status } = useSession();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<AddAllResult | null>(null);

  const addAll = useCallback(
    async (servings: number) => {
      setBusy(true);
      const outcome: AddAllResult = { added: [], unavailable: [] };
      for (const line of recipe.ingredients.filter(buyable)) {
        const quantity = cartQuantityFor(line.cartQuantity, line.product.isWeightBased, recipe.servings, servings);
        const { stock } = lineStock(line);
        if (!isInStock(line.product.inStock, stock)) {
          outcome.unavailable.push({ name: line.name, reason: 'out of stock' });
          continue;
        }
        if (status === 'signed-in') {
          try {
            await addToSignedInCart({
              productId: line.product.id,
              variantId: line.variantId,
              quantity,
              unit: line.product.isWeightBased ? 'lb' : 'piece',
            });
            outcome.added.push(line.name);
          } catch (error) {
            outcome.unavailable.push({
              name: line.name,
              reason: error instanceof ApiError ? error.message : 'not added',
            });
          }
        } else {
          const problem = addToGuestCart(line, quantity);
          if (problem) outcome.unavailable.push({ name: line.name, reason: problem });
          else outcome.added.push(line.name);
        }
      }
      if (status === 'signed-in') void client.invalidateQueries({ queryKey: CART_KEYS.current });
      setResult(outcome);
      setBusy(false);
      return outcome;
    },
    [recipe, status, client],
  );

  return { addAll, busy, result };
}
