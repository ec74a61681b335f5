import { expect, test } from './test';
import { emailLink, login, uniqueEmail } from './auth-fixtures';

test('sign up → verify by email → sign in with return target → edit profile → add address → sign out', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('e2e-signup');
  const password = 'Curry#Leaf2026';

  // A guest asking for a protected page is sent to sign in, and will come back to it.
  await page.goto('/account/addresses');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Faccount%2Faddresses$/);
  await page.getByRole('main').getByRole('link', { name: 'Sign up', exact: true }).click();
  await expect(page).toHaveURL(/\/signup\?returnTo=%2Faccount%2Faddresses$/);

  await page.getByLabel('Full name').fill('Asha Patel');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('(972) 555-0142');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await expect(page.getByText('Password strength: Strong')).toBeVisible();
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByText('Account Created Successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Faccount%2Faddresses$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Please check your email to verify your account' }),
  ).toBeVisible();

  const verifyLink = await emailLink(request, email, 'verify-email');
  // Not verified yet: refused with a clear message.
  await login(page, email, password);
  await expect(page.getByText('Login Failed')).toBeVisible();
  await expect(page.getByText(/Please verify your email address before signing in/)).toBeVisible();

  // The link from the outbox verifies the email and returns to the sign-in page, still carrying the target.
  await page.goto(verifyLink);
  await expect(page).toHaveURL(/\/login\?verified=1&returnTo=%2Faccount%2Faddresses$/);
  await expect(page.getByText('Your email is verified. Please sign in.')).toBeVisible();
  await login(page, email, password);
  await expect(page.getByText('You have been logged in successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/account\/addresses$/);

  // Add an address in a ZIP we deliver to.
  await page.getByRole('button', { name: 'Add address' }).click();
  await page.getByLabel('Label (optional)').fill('Home');
  await page.getByLabel('Street address').fill('5300 N MacArthur Blvd');
  await page.getByLabel('City').fill('Irving');
  await page.getByLabel('State').selectOption('TX');
  await page.getByLabel('ZIP code').fill('75038');
  await page.getByRole('button', { name: 'Save address' }).click();
  const card = page.getByTestId('address-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Default');
  await expect(card).toContainText('We deliver to 75038');

  // Edit the profile.
  await page.goto('/account/profile');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Full name (optional)').fill('Asha R. Patel');
  await page.getByLabel('Date of birth (optional)').fill('1990-04-12');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Full name (optional)')).toHaveValue('Asha R. Patel');

  // The header greets the user; the home page welcomes them back.
  await page.goto('/');
  await expect(page.getByText('Welcome back! Ready to order?')).toBeVisible();
  await page.getByRole('button', { name: 'Asha account menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText(email)).toBeVisible();
  await expect(menu.getByText('Welcome back!')).toBeVisible();
  for (const item of ['My Account', 'My Orders', 'My Subscriptions', 'Sign Out']) {
    await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
  }
  await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByText('Signed out successfully')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByText('Welcome back! Ready to order?')).toBeHidden();

  // Signed out for real: the protected page asks to sign in again.
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Faccount$/);
});

test('reset the password by the emailed link; the old password and the link stop working', async ({
  page,
  request,
  baseURL,
}) => {
  const email = uniqueEmail('e2e-reset');
  const first = 'Masala#Chai2026';
  const second = 'Masala#Chai2027';
  // Account set up through the API, as the journey above shows the form.
  const signUp = await request.post('/api/auth/sign-up/email', {
    // The shop refuses writes from anywhere but its own pages; a browser's fetch sends this itself.
    headers: { origin: baseURL! },
    data: {
      fullName: 'Ravi Kumar',
      email,
      phone: '2145550199',
      password: first,
      confirmPassword: first,
      acceptTerms: true,
    },
  });
  expect(signUp.ok()).toBe(true);
  await page.goto(await emailLink(request, email, 'verify-email'));

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/If an account exists for that email/)).toBeVisible();

  const link = await emailLink(request, email, 'reset-password');
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByLabel('New password', { exact: true }).fill(second);
  await page.getByLabel('Confirm new password', { exact: true }).fill(second);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been reset' })).toBeVisible();

  await login(page, email, first);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await login(page, email, second);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Welcome back! Ready to order?')).toBeVisible();

  // The same link a second time: refused.
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('invalid or has expired');
});
