import { expect, test } from './test';
import { OAuth2Server } from 'oauth2-mock-server';
import { uniqueEmail } from './auth-fixtures';
import { GOOGLE_MOCK_PORT } from './ports';

/**
 * Google stood in by a local OpenID provider on a fixed port; the e2e server is started with
 * GOOGLE_DISCOVERY_URL pointing at it (playwright.config.ts) and finds it on the first sign-in.
 */
test.describe.configure({ mode: 'serial' });

let google: OAuth2Server;
const person = { sub: '', email: '', name: 'Deepa Menon' };

test.beforeAll(async () => {
  google = new OAuth2Server();
  await google.issuer.keys.generate('RS256');
  await google.start(GOOGLE_MOCK_PORT, '127.0.0.1');
  google.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, { sub: person.sub, email: person.email, email_verified: true, name: person.name });
  });
  google.service.on('beforeUserinfo', (userInfo) => {
    userInfo.body = { sub: person.sub, email: person.email, email_verified: true, name: person.name };
  });
});
test.afterAll(async () => {
  await google?.stop();
});

test('Continue with Google signs a new shopper in and returns to the page they wanted', async ({ page }) => {
  person.email = uniqueEmail('e2e-google');
  person.sub = `google-${person.email}`;
  await page.goto('/account/profile');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Faccount%2Fprofile$/);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/account\/profile$/);
  await expect(page.getByLabel('Email')).toHaveValue(person.email);
  await expect(page.getByLabel('Full name (optional)')).toHaveValue('Deepa Menon');
  // A Google account has no password to change.
  await expect(page.getByText(/You sign in with Google/)).toBeVisible();
});
