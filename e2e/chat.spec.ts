import type { Page } from '@playwright/test';
import { DEMO_SHOPPER, signInThroughApi, staffOn, uniqueEmail } from './auth-fixtures';
import { expectNoSeriousA11yViolations } from './fixtures';
import { expect, test } from './test';

/** Opens the floating chat (it arrives once the page is idle) and returns its dialog. */
async function openChat(page: Page) {
  await page.getByRole('button', { name: 'Chat', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Chat with Desi Grocer' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function ask(page: Page, question: string) {
  const dialog = page.getByRole('dialog', { name: 'Chat with Desi Grocer' });
  const answers = dialog
    .getByRole('log')
    .getByRole('listitem')
    .filter({ hasText: /^Assistant/ });
  const before = await answers.count();
  await dialog.getByLabel('Your question').fill(question);
  await dialog.getByLabel('Your question').press('Enter');
  await expect(answers).toHaveCount(before + 1);
  return answers.last();
}

test('a guest asks about delivery and jeera, adds cumin to the cart from the chat; the panel is accessible', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  const dialog = await openChat(page);
  await expect(dialog.getByLabel('Your question')).toBeFocused();
  await expect(dialog.getByRole('log')).toHaveAttribute('aria-live', 'polite');
  await expect(dialog.getByRole('button', { name: 'Do you deliver to 75038?' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const delivery = await ask(page, 'do you deliver to 75038');
  await expect(delivery).toContainText('Yes, we deliver to 75038 (Irving). Delivery there costs $2.99');
  await expect(delivery.getByRole('link', { name: 'About: where we deliver' })).toHaveAttribute('href', '/about');

  const jeera = await ask(page, 'do you have jeera');
  await expect(jeera).toContainText('for "jeera" (cumin');
  const cumin = jeera
    .getByRole('article')
    .filter({ hasText: /cumin/i })
    .filter({
      has: page.getByRole('button', { name: /^Add to Cart/ }),
    });
  await expect(cumin.first()).toBeVisible();
  // Once added, the card's button changes: find the card again by its product's name.
  const name = (await cumin.first().getByRole('heading').textContent())!;
  const card = jeera.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await card.getByRole('button', { name: /^Add to Cart/ }).click();
  await expect(card.getByText('Added to Cart', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Tab stays inside the dialog; Escape closes it and the cart shows the cumin.
  for (let i = 0; i < 40; i++) await page.keyboard.press('Tab');
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('link', { name: /^Cart, / })).toHaveAccessibleName('Cart, 1 item');

  // The conversation is still there when the chat opens again on another page.
  await page.goto('/about');
  const again = await openChat(page);
  await expect(again.getByText('Yes, we deliver to 75038 (Irving)')).toBeVisible();
});

test('the demo shopper asks where their order is and hears of the next delivery first', async ({ page, baseURL }) => {
  await signInThroughApi(page, baseURL!, DEMO_SHOPPER);
  await page.goto('/');
  const orders = (await (await page.request.get('/api/orders?page=1&pageSize=50')).json()) as {
    orders: { orderNumber: string; status: string }[];
  };
  // An order out for delivery leads; otherwise an order still to come, or else the latest one.
  const coming = orders.orders.filter((o) => ['pending', 'confirmed', 'packed'].includes(o.status));
  const onItsWay = orders.orders.find((o) => o.status === 'out_for_delivery');
  await openChat(page);
  const answer = await ask(page, 'when will my order arrive');
  if (onItsWay) {
    await expect(answer).toContainText(`Your next delivery ${onItsWay.orderNumber}: Out for delivery`);
  } else if (coming.length) {
    await expect(answer).toContainText('Your next delivery ');
  } else {
    await expect(answer).toContainText(`Your latest order ${orders.orders[0]!.orderNumber}: `);
  }
  await expect(answer.getByRole('link', { name: 'My Orders' })).toBeVisible();
});

test('an unanswerable question is handed to staff and shows in /admin/queries', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('chat');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/recipes');
  const dialog = await openChat(page);
  const answer = await ask(page, 'Can your driver bring change for a fifty?');
  await expect(answer).toContainText("Sorry, I don't have an answer for that");
  const handoff = dialog.getByRole('form', { name: 'Hand this conversation to our team' });
  await handoff.getByRole('button', { name: 'Yes, pass it to the team' }).click();
  await expect(handoff.getByText('Full name must be at least 2 characters')).toBeVisible();
  await handoff.getByLabel('Your name').fill('Meera Iyer');
  await handoff.getByLabel('Your email').fill(email);
  await expectNoSeriousA11yViolations(page);
  await handoff.getByRole('button', { name: 'Yes, pass it to the team' }).click();
  await expect(dialog.getByText(`they will reply to ${email} and here in the chat`)).toBeVisible();
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 1280, height: 900 });
  await staffOn(page, baseURL!, '/admin/queries');
  await expect(page.getByRole('heading', { level: 1, name: 'Queries' })).toBeVisible();
  await page.getByLabel('Search name, email or text').fill(email);
  await page.getByRole('button', { name: 'Apply' }).click();
  const subject = 'Chat: Can your driver bring change for a fifty?';
  await page.getByRole('link', { name: subject }).click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByText('Shopper: Can your driver bring change for a fifty?', { exact: false })).toBeVisible();

  await page.goto('/admin/chat-analytics?filter=handed_off');
  await expect(page.getByRole('heading', { level: 1, name: 'Chat Analytics' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Unanswered questions' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Can your driver bring change for a fifty?' }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
