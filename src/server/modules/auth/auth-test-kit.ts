/** The checkout and orders test kits' sign-in, until they move onto src/server/test/harness.ts. */
export { signIn } from '../../test/harness';
