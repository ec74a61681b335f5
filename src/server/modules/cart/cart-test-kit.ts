import { startShop, type TestShop } from '../../test/harness';

/** What the checkout and orders test kits still import from here, until they move onto the harness. */
export { call } from '../../test/harness';
export type CartTestShop = TestShop;
export interface Shopper {
  id: string;
  email: string;
  cookie: string;
}
/** The harness's shop without the promo codes, which the checkout kit adds itself. */
export const createCartTestShop = (env: Record<string, string> = {}) => startShop({ promos: false, env });
