import { describe, expect, it } from 'vitest';
import {
  WEIGHT_STEPS,
  estimatedWeightPrice,
  lineQuantityText,
  nextWeightStep,
  previousWeightStep,
  quantityText,
  stepQuantity,
} from './line-quantity';

describe('weight steps', () => {
  it('are the quick picks, then whole pounds up to 55', () => {
    expect(WEIGHT_STEPS.slice(0, 6)).toEqual([1.1, 2.2, 4.4, 11, 12, 13]);
    expect(WEIGHT_STEPS.at(-1)).toBe(55);
    expect(WEIGHT_STEPS).toHaveLength(4 + 44);
  });

  it('step up onto the presets and then whole pounds', () => {
    expect(nextWeightStep(1.1)).toBe(2.2);
    expect(nextWeightStep(2.2)).toBe(4.4);
    expect(nextWeightStep(4.4)).toBe(11);
    expect(nextWeightStep(11)).toBe(12);
    expect(nextWeightStep(12)).toBe(13);
    expect(nextWeightStep(54)).toBe(55);
    expect(nextWeightStep(55)).toBeNull();
  });

  it('a typed weight between steps moves to the neighbouring step', () => {
    expect(nextWeightStep(3)).toBe(4.4);
    expect(previousWeightStep(3)).toBe(2.2);
    expect(nextWeightStep(11.5)).toBe(12);
    expect(previousWeightStep(11.5)).toBe(11);
    // Float noise from arithmetic does not skip a step.
    expect(nextWeightStep(1.1 + 1.1)).toBe(4.4);
  });

  it('step down to the minimum and no further', () => {
    expect(previousWeightStep(13)).toBe(12);
    expect(previousWeightStep(12)).toBe(11);
    expect(previousWeightStep(11)).toBe(4.4);
    expect(previousWeightStep(2.2)).toBe(1.1);
    expect(previousWeightStep(1.1)).toBeNull();
  });
});

describe('stepQuantity', () => {
  it('moves counted items one at a time within 1 to 50 and stock', () => {
    expect(stepQuantity(1, 1, false)).toBe(2);
    expect(stepQuantity(2, -1, false)).toBe(1);
    expect(stepQuantity(1, -1, false)).toBeNull();
    expect(stepQuantity(50, 1, false)).toBeNull();
    expect(stepQuantity(3, 1, false, 3)).toBeNull();
    expect(stepQuantity(2, 1, false, 3)).toBe(3);
  });

  it('moves weighed items through the weight steps, within stock', () => {
    expect(stepQuantity(1.1, 1, true)).toBe(2.2);
    expect(stepQuantity(1.1, -1, true)).toBeNull();
    expect(stepQuantity(4.4, 1, true, 10)).toBeNull();
    expect(stepQuantity(4.4, 1, true, 11)).toBe(11);
    expect(stepQuantity(55, 1, true)).toBeNull();
  });
});

describe('quantity wording', () => {
  it('writes weighed lines in pounds before the name', () => {
    expect(lineQuantityText({ quantity: 3, weightBased: true, name: 'Fresh Red Pumpkin' })).toBe(
      '3 lb Fresh Red Pumpkin',
    );
    expect(lineQuantityText({ quantity: 1.1, weightBased: true, name: 'Fresh Ginger' })).toBe('1.1 lb Fresh Ginger');
    expect(lineQuantityText({ quantity: 2.25, weightBased: true, name: 'Okra', unit: 'lb' })).toBe('2.25 lb Okra');
  });

  it('writes counted lines as a count and the name with its size', () => {
    expect(lineQuantityText({ quantity: 6, weightBased: false, name: 'Toor Dal', variantName: '1 kg' })).toBe(
      '6 × Toor Dal (1 kg)',
    );
    expect(lineQuantityText({ quantity: 1, weightBased: false, name: 'Ghee', variantName: null })).toBe('1 × Ghee');
  });

  it('writes a quantity alone', () => {
    expect(quantityText(4.4, true)).toBe('4.4 lb');
    expect(quantityText(2, false)).toBe('2');
  });

  it('estimates a weighed price to the cent, half-up', () => {
    // $2.04/lb × 2.2 lb = $4.488 → $4.49; $4.07/lb × 1.1 lb = $4.477 → $4.48
    expect(estimatedWeightPrice(204, 2.2)).toBe('est. $4.49, final price by weight');
    expect(estimatedWeightPrice(407, 1.1)).toBe('est. $4.48, final price by weight');
  });
});
