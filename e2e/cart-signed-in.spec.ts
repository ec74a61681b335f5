import { expect, test } from './test';
import { signInThroughApi } from './auth-fixtures';
import { addFromListing, cartLine, cartLines, signInThroughForm, verifiedShopper } from './cart-fixtures';
import { expectNoSeriousA11yViolations } from './fixtures';

/** The signed-in cart's journeys. */
test.describe.configure({ mode: 'serial' });

test('a guest cart is merged into the stored cart on sign-in, then cleared from the browser', async ({
  page,
  request,
  baseURL,
}) => {
  const shopper = await verifiedShopper(request, baseURL!, 'e2e-cart-merge');
  const first = await addFromListing(page, '/products');
  const second = await addFromListing(page, '/products?sort=price_asc', [first]);
  await expect(page.getByRole('link', { name: /^Cart, / })).toHaveAccessibleName(/^Cart, 2 items?$/);

  await signInThroughForm(page, shopper);
  await page.goto('/cart');
  await expect(cartLines(page)).toHaveCount(2);
  await expect(cartLine(page, first)).toBeVisible();
  await expect(cartLine(page, second)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
  // Stored on the server: a reload (and any other device) shows the same cart.
  await page.reload();
  await expect(cartLines(page)).toHaveCount(2);
  await expect(page.getByTestId('cart-subtotal')).toHaveText(/^\$\d/);
});

test('save for later → move back; remove → restore; save draft → clear → load draft', async ({
  page,
  request,
  baseURL,
}) => {
  const shopper = await verifiedShopper(request, baseURL!, 'e2e-cart-lists');
  await signInThroughApi(page, baseURL!, shopper);
  const first = await addFromListing(page, '/products');
  const second = await addFromListing(page, '/products?sort=price_desc', [first]);
  await page.goto('/cart');
  await expect(cartLines(page)).toHaveCount(2);

  // Save for later, then move it back (quantity 1).
  await page.getByRole('button', { name: `Save for later ${first}` }).click();
  const saved = page.getByRole('list', { name: 'Saved for later' });
  await expect(saved.getByTestId('saved-item').filter({ hasText: first })).toBeVisible();
  await expect(cartLines(page)).toHaveCount(1);
  await saved.getByRole('button', { name: `Move to cart ${first}` }).click();
  await expect(cartLine(page, first)).toBeVisible();
  await expect(saved.getByTestId('saved-item')).toHaveCount(0);

  // Remove, then restore with the old quantity.
  await page.getByRole('button', { name: `Remove ${second}` }).click();
  await expect(page.getByText('Item removed from cart')).toBeVisible();
  await expect(cartLines(page)).toHaveCount(1);
  const removed = page.getByRole('list', { name: 'Recently removed' });
  await removed.getByRole('button', { name: `Restore ${second}` }).click();
  await expect(cartLine(page, second)).toBeVisible();
  await expect(removed.getByTestId('removed-item')).toHaveCount(0);

  // A note on a line stays with it.
  await cartLine(page, first)
    .getByRole('button', { name: `Add a note for ${first}` })
    .click();
  await page.getByLabel(`Note for ${first}`).fill('ripe ones only');
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(cartLine(page, first).getByTestId('line-note')).toHaveText('Note: ripe ones only');

  // Save the cart as a draft, clear the cart, load the draft back.
  await page.getByLabel('Draft name').fill('Weekend shop');
  await page.getByRole('button', { name: 'Save cart as draft' }).click();
  const drafts = page.getByRole('list', { name: 'Draft orders' });
  await expect(drafts.getByTestId('draft-order').filter({ hasText: 'Weekend shop' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear cart' }).click();
  await expect(page.getByText('All items removed from cart.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await drafts.getByRole('button', { name: 'Load draft Weekend shop' }).click();
  await expect(cartLines(page)).toHaveCount(2);
  await expect(cartLine(page, first).getByTestId('line-note')).toHaveText('Note: ripe ones only');

  await expectNoSeriousA11yViolations(page);

  // Signing out clears the lists from the browser view.
  await page.getByRole('button', { name: / account menu$/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByText('Signed out successfully')).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Draft orders' })).toHaveCount(0);
});

test('a second browser signed in as the same shopper sees cart changes live', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  const shopper = await verifiedShopper(request, baseURL!, 'e2e-cart-live');
  await signInThroughApi(page, baseURL!, shopper);
  const first = await addFromListing(page, '/products');

  const other = await browser.newContext({ storageState: await page.context().storageState() });
  try {
    const second = await other.newPage();
    await second.goto('/cart');
    await expect(cartLines(second)).toHaveCount(1);
    const badge = second.getByRole('link', { name: /^Cart, / });
    const before = await badge.getAttribute('aria-label');

    // A change in the first browser reaches the second without a reload.
    const added = await addFromListing(page, '/products?sort=price_asc', [first]);
    await expect(cartLine(second, added)).toBeVisible({ timeout: 5_000 });
    await expect(badge).not.toHaveAttribute('aria-label', before ?? '');

    await page.goto('/cart');
    await page.getByRole('button', { name: `Remove ${first}` }).click();
    await expect(cartLine(second, first)).toHaveCount(0, { timeout: 5_000 });
    await expect(second.getByTestId('removed-item').filter({ hasText: first })).toBeVisible();
  } finally {
    await other.close();
  }
});
