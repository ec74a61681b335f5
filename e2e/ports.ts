/** Port of the local OpenID provider that stands in for Google (e2e/google-sign-in.spec.ts starts it). */
export const GOOGLE_MOCK_PORT = 3299;
