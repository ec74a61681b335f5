/**
 * State sales tax from the spec's table (section 9), in thousandths of a percent so 6.875% stays exact.
 * Local tax is fixed at 0; an unknown state pays 0.
 */
export const STATE_TAX_MILLI_PERCENT: Readonly<Record<string, number>> = {
  AL: 4000,
  AK: 0,
  AZ: 5600,
  AR: 6500,
  CA: 7500,
  CO: 2900,
  CT: 6350,
  DE: 0,
  FL: 6000,
  GA: 4000,
  HI: 4000,
  ID: 6000,
  IL: 6250,
  IN: 7000,
  IA: 6000,
  KS: 6500,
  KY: 6000,
  LA: 4450,
  ME: 5500,
  MD: 6000,
  MA: 6250,
  MI: 6000,
  MN: 6875,
  MS: 7000,
  MO: 4225,
  MT: 0,
  NE: 5500,
  NV: 6850,
  NH: 0,
  NJ: 6625,
  NM: 5125,
  NY: 4000,
  NC: 4750,
  ND: 5000,
  OH: 5750,
  OK: 4500,
  OR: 0,
  PA: 6000,
  RI: 7000,
  SC: 6000,
  SD: 4200,
  TN: 7000,
  TX: 6250,
  UT: 5950,
  VT: 6000,
  VA: 5300,
  WA: 6500,
  WV: 6000,
  WI: 5000,
  WY: 4000,
};

export function taxMilliPercent(state: string | null | undefined): number {
  return (state && STATE_TAX_MILLI_PERCENT[state.trim().toUpperCase()]) || 0;
}

/** Half-up rounding of amount × rate, in integer arithmetic (rate in thousandths of a percent). */
export function taxOnCents(cents: number, milliPercent: number): number {
  return Math.floor((cents * milliPercent + 50_000) / 100_000);
}
