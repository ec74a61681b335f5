/**
 * How a line's quantity is written and stepped, for counted and weighed items alike: the cart, the
 * product cards, summaries, order pages and emails all use these, so "3 lb Fresh Red Pumpkin" reads
 * the same everywhere and +/− lands on the same weights.
 */
import {
  MAX_COUNT_QUANTITY,
  MAX_WEIGHT_QUANTITY,
  MIN_WEIGHT_QUANTITY,
  WEIGHT_QUICK_PICKS,
  lineTotalCents,
  roundQuantity,
} from './guest-cart';
import { formatCents } from './money';
import { formatQuantity } from './stock';

/** The weights +/− can land on: the spec's quick picks, then every whole pound up to the maximum. */
export const WEIGHT_STEPS: readonly number[] = (() => {
  const steps: number[] = [...WEIGHT_QUICK_PICKS];
  const last = WEIGHT_QUICK_PICKS[WEIGHT_QUICK_PICKS.length - 1]!;
  for (let lb = Math.floor(last) + 1; lb <= MAX_WEIGHT_QUANTITY; lb += 1) steps.push(lb);
  return steps;
})();

/**
 * The next weight up from `pounds`: the first step above it (a typed 3 lb goes to 4.4, 11 to 12);
 * null at the maximum.
 */
export function nextWeightStep(pounds: number): number | null {
  const current = roundQuantity(pounds);
  return WEIGHT_STEPS.find((step) => step > current) ?? null;
}

/**
 * The next weight down from `pounds`: the last step below it (12 goes to 11, a typed 3 lb to 2.2);
 * null at (or below) the minimum, where a smaller weight cannot be bought.
 */
export function previousWeightStep(pounds: number): number | null {
  const current = roundQuantity(pounds);
  for (let i = WEIGHT_STEPS.length - 1; i >= 0; i -= 1) if (WEIGHT_STEPS[i]! < current) return WEIGHT_STEPS[i]!;
  return null;
}

/**
 * One step up or down for a line: whole items between 1 and the count limit (and stock, when given),
 * weighed items through WEIGHT_STEPS. Null when the step would leave the allowed range.
 */
export function stepQuantity(
  quantity: number,
  direction: 1 | -1,
  weightBased: boolean,
  stock = Number.POSITIVE_INFINITY,
): number | null {
  if (weightBased) {
    const next = direction === 1 ? nextWeightStep(quantity) : previousWeightStep(quantity);
    if (next === null) return null;
    return direction === 1 && next > stock ? null : next;
  }
  const next = Math.round(quantity) + direction;
  if (next < 1) return null;
  if (next > Math.min(MAX_COUNT_QUANTITY, stock)) return null;
  return next;
}

/** The smallest quantity a line can hold: 1.1 lb for weighed items, 1 otherwise. */
export const minimumQuantity = (weightBased: boolean) => (weightBased ? MIN_WEIGHT_QUANTITY : 1);

/** A line's quantity on its own: "3 lb" for weighed items, "6" for counted ones. */
export function quantityText(quantity: number, weightBased: boolean, unit = 'lb'): string {
  return weightBased ? `${formatQuantity(quantity)} ${unit}` : formatQuantity(quantity);
}

/** A line as summaries and emails write it: "3 lb Fresh Red Pumpkin", "6 × Toor Dal (1 kg)". */
export function lineQuantityText(line: {
  quantity: number;
  weightBased: boolean;
  name: string;
  variantName?: string | null;
  unit?: string;
}): string {
  const name = `${line.name}${line.variantName ? ` (${line.variantName})` : ''}`;
  return line.weightBased
    ? `${quantityText(line.quantity, true, line.unit)} ${name}`
    : `${formatQuantity(line.quantity)} × ${name}`;
}

/**
 * The estimate shown while a weight is chosen: "est. $4.48, final price by weight". Price per pound in
 * cents, half-up to the cent as line totals are.
 */
export function estimatedWeightPrice(pricePerPoundCents: number, pounds: number): string {
  return `est. ${formatCents(lineTotalCents({ price: pricePerPoundCents, quantity: pounds }))}, final price by weight`;
}
