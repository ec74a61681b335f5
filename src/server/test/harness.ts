/**
 * The one way server tests build their world: `startShop()` starts the real app on a fresh database (a
 * copy of the run's migrated one) with a small catalog, the fixture products and the promo codes;
 * `signInShopper` and `signInStaff` give signed-in people; `call` sends a request as one of them;
 * `fillCart` and `placeOrder` make carts and orders; `startDesk` is a shop with staff and a shopper.
 * Tests import from here only; what one area's tests alone need stays beside them, built on this.
 */
export { createTestDatabase } from './test-database';
export {
  buildReadyApp,
  call,
  type Caller,
  post,
  request,
  type RequestOptions,
  type ShopOptions,
  startShop,
  testConfig,
  type TestApp,
  type TestShop,
} from './harness-shop';
export { type FixtureName, type FixtureProduct } from './fixture-products';
export {
  cookieJar,
  type CookieJar,
  emailsTo,
  followEmailLink,
  latestEmail,
  type OutboxEmail,
  PASSWORD,
  setDefaultAddress,
  type Shopper,
  signIn,
  signInShopper,
  signInShoppers,
  signInStaff,
  signUpAndVerify,
  uniqueEmail,
} from './harness-accounts';
export {
  auditRows,
  type CartLine,
  deliver,
  type Desk,
  fillCart,
  firstOpenSlot,
  moveTo,
  orderBody,
  placeOrder,
  placePaidOrder,
  staffCall,
  startDesk,
  stockOf,
  submitOrder,
  TEST_CARD,
} from './harness-orders';
