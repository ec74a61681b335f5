/** ZIP rules from spec section 5: digits only, at most 5, exactly 5 to be valid. */
export const INVALID_ZIP_MESSAGE = 'Please enter a valid 5-digit ZIP code';

/**
 * What the ZIP input keeps as the shopper types or pastes: non-digits stripped first, then capped at 5
 * ("75a0-3812" keeps 75038). This is the only cap: a maxLength on the field would cut the raw text
 * before the strip.
 */
export function normalizeZipInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, 5);
}

export function isValidZip(zip: string): boolean {
  return /^\d{5}$/.test(zip.trim());
}

/** Nearby zones share the first three ZIP digits (spec section 7). */
export function zipPrefix(zip: string): string {
  return zip.trim().slice(0, 3);
}
