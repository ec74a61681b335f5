/**
 * Staff type money in dollars ("4.99", "$1,299.50"); the API takes integer cents. Parsing the text
 * digit by digit keeps floating point away from money. Null when the text is not an amount.
 */
export function centsFromDollars(text: string): number | null {
  const clean = text.trim().replace(/^\$/, '').replace(/,/g, '');
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(clean);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -cents : cents;
}

/** 499 → "4.99": the value an amount field starts with. */
export const dollarsText = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '' : (cents / 100).toFixed(2);
