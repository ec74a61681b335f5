/**
 * Unit prices as US grocers print them on shelf tags: every weight per ounce ($/oz), every volume per
 * fluid ounce ($/fl oz) and every count per item ($/ct), whatever unit the pack is labelled in. One unit
 * per kind, so all sizes of a product (and products side by side) compare at a glance; items sold loose
 * by the pound are priced per lb already and get no second unit price.
 */

export type UnitPriceUnit = 'oz' | 'fl oz' | 'ct';

export interface PackSize {
  kind: 'weight' | 'volume' | 'count';
  /** Ounces for a weight, fluid ounces for a volume, items for a count. */
  amount: number;
}

export interface UnitPrice {
  unit: UnitPriceUnit;
  /** Cents per unit: whole cents from 10¢ up, tenths of a cent below. */
  centsPerUnit: number;
  /** "$0.99/oz", "$0.25/ct", "7.8¢/fl oz". */
  label: string;
}

const GRAMS_PER_OZ = 28.349523125;
const ML_PER_FL_OZ = 29.5735295625;

/** How many ounces (weight) or fluid ounces (volume) one of each label unit holds. */
const MEASURES: Record<string, { kind: 'weight' | 'volume'; perUnit: number }> = {
  mg: { kind: 'weight', perUnit: 0.001 / GRAMS_PER_OZ },
  g: { kind: 'weight', perUnit: 1 / GRAMS_PER_OZ },
  gm: { kind: 'weight', perUnit: 1 / GRAMS_PER_OZ },
  kg: { kind: 'weight', perUnit: 1000 / GRAMS_PER_OZ },
  oz: { kind: 'weight', perUnit: 1 },
  lb: { kind: 'weight', perUnit: 16 },
  lbs: { kind: 'weight', perUnit: 16 },
  ml: { kind: 'volume', perUnit: 1 / ML_PER_FL_OZ },
  l: { kind: 'volume', perUnit: 1000 / ML_PER_FL_OZ },
  'fl oz': { kind: 'volume', perUnit: 1 },
  pint: { kind: 'volume', perUnit: 16 },
  pints: { kind: 'volume', perUnit: 16 },
  quart: { kind: 'volume', perUnit: 32 },
  quarts: { kind: 'volume', perUnit: 32 },
  gallon: { kind: 'volume', perUnit: 128 },
  gallons: { kind: 'volume', perUnit: 128 },
};

const NUMBER = String.raw`(\d+(?:\.\d+)?|\d+\/\d+)`;
// "fl oz" before "oz", "kg" before "g": the longest unit wins.
const MEASURE_RE = new RegExp(
  String.raw`(?:^|[\s(])${NUMBER}\s*(fl\.?\s*oz|mg|kg|gm|g|oz|lbs|lb|ml|l|pints?|quarts?|gallons?)(?![a-z])`,
  'gi',
);
const TIMES_RE = new RegExp(String.raw`(?:^|\s)(\d+)\s*x\s*$`, 'i');
const COUNT_RE =
  /(?:^|[\s(])(?:(?:pack|box|jar|case|set|bag|tin) of (\d+)|(\d+)[\s-]*(?:pack|pk|pcs|pieces|ct|count|bags|tablets|pearls|coils|sticks|bunches|bunch)\b)/gi;

function toNumber(text: string): number {
  if (text.includes('/')) {
    const [top, bottom] = text.split('/').map(Number);
    return top !== undefined && bottom ? top / bottom : Number.NaN;
  }
  return Number(text);
}

/**
 * The pack size written in a label or a product name ("200 g", "2 x 750 ml", "Pack of 6",
 * "Kachi Ghani Til Oil 500 ml (Value Pack of 6)"); null when it names none. A weight or volume wins over
 * a count, and a "(Pack of N)" or "N x" multiplies it.
 */
export function parsePackSize(text: string): PackSize | null {
  let measure: { kind: 'weight' | 'volume'; amount: number; end: number; start: number } | null = null;
  for (const match of text.matchAll(MEASURE_RE)) {
    const unit = (match[2] ?? '').toLowerCase().replace(/fl\.?\s*oz/, 'fl oz');
    const spec = MEASURES[unit];
    const value = toNumber(match[1] ?? '');
    if (!spec || !(value > 0)) continue;
    const start = (match.index ?? 0) + (match[0].length - match[0].trimStart().length);
    // The last size in a name is the pack's ("Top 10 Masala 100 g").
    measure = { kind: spec.kind, amount: value * spec.perUnit, end: start + match[0].trimStart().length, start };
  }
  // The last count, after the size when there is one ("500 ml (Pack of 6)"; "Liv.52 Tablets 200 tablets").
  let count: number | null = null;
  for (const match of (measure ? text.slice(measure.end) : text).matchAll(COUNT_RE)) {
    count = Number(match[1] ?? match[2]);
  }
  if (measure) {
    const times = TIMES_RE.exec(text.slice(0, measure.start));
    const multiplier = (times ? Number(times[1]) : 1) * (count !== null && count > 0 ? count : 1);
    return { kind: measure.kind, amount: measure.amount * multiplier };
  }
  return count !== null && count > 0 ? { kind: 'count', amount: count } : null;
}

const UNIT_OF: Record<PackSize['kind'], UnitPriceUnit> = { weight: 'oz', volume: 'fl oz', count: 'ct' };

/** "$0.99/oz" from 10¢ up, "7.8¢/oz" below, where whole cents would hide the difference between sizes. */
export function formatUnitPrice(centsPerUnit: number, unit: UnitPriceUnit): string {
  const tenths = Math.round(centsPerUnit * 10) / 10;
  if (tenths < 10) return `${tenths.toFixed(1)}¢/${unit}`;
  const cents = Math.round(centsPerUnit);
  return `$${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}/${unit}`;
}

/** The unit price of a pack at a price; null when the label names no size or a single item. */
export function unitPriceOf(priceCents: number, sizeText: string): UnitPrice | null {
  const size = parsePackSize(sizeText);
  if (!size || priceCents <= 0) return null;
  // One item's unit price is its price: nothing to compare, nothing to show.
  if (size.kind === 'count' && size.amount <= 1) return null;
  const unit = UNIT_OF[size.kind];
  const exact = priceCents / size.amount;
  const centsPerUnit = exact < 10 ? Math.round(exact * 10) / 10 : Math.round(exact);
  return { unit, centsPerUnit, label: formatUnitPrice(centsPerUnit, unit) };
}

/**
 * The unit price a shopper sees for a product, or for one of its sizes: the size is the variant's name,
 * else the end of the product's name. Items sold by the pound show their $/lb price instead (null here).
 */
export function productUnitPrice(
  product: { isWeightBased: boolean; name: string },
  priceCents: number,
  variantName?: string | null,
): UnitPrice | null {
  if (product.isWeightBased) return null;
  return unitPriceOf(priceCents, variantName ?? product.name);
}
