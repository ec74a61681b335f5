import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ADMIN, staffOn, uniqueEmail } from './auth-fixtures';
import { expectNoSeriousA11yViolations } from './fixtures';
import { expect, test } from './test';

/** Screenshots to look at by eye; kept out of the repository. */
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${process.env.QUERY_SHOTS_DIR ?? 'test-results/queries'}/${name}.png`, fullPage: true });

interface OutboxEmail {
  kind: string;
  subject: string;
  text: string;
}
const emailsTo = async (request: APIRequestContext, to: string) =>
  ((await (await request.get(`/api/dev/emails?to=${encodeURIComponent(to)}`)).json()) as { emails: OutboxEmail[] })
    .emails;

/** Ten days ahead in store time, as the date input wants it. */
function tenDaysAhead() {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 10);
  return date.toISOString().slice(0, 10);
}

async function sendBulkOrder(page: Page, email: string) {
  await page.goto('/bulk-orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Bulk Orders' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Bulk order request' });
  await form.getByLabel('Your name').fill('Ravi Shankar');
  await form.getByLabel('Organisation').fill('Sri Venkateswara Temple, Irving');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('214-555-0190');
  await form.getByLabel('Date you need the order').fill(tenDaysAhead());
  await form.getByLabel('Product 1', { exact: true }).fill('Sona Masoori rice, 20 lb bag');
  await form.getByLabel('Quantity').first().fill('30');
  await form.getByLabel('Product 2', { exact: true }).fill('Toor dal, 4 lb');
  await form.getByLabel('Quantity').nth(1).fill('10');
  // 40 items: the shared schema refuses it in the browser with the same words the API uses.
  await form.getByRole('button', { name: 'Send bulk order request' }).click();
  await expect(form.getByText('Bulk orders start at 50 items in total; add more or order in the shop')).toBeVisible();
  await form.getByLabel('Quantity').nth(1).fill('25');
  await expect(form.getByText('55 of at least 50 items')).toBeVisible();
  await form.getByLabel('Notes').fill('For the Karthika Deepam annadanam.\nPlease deliver to the kitchen entrance.');
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Send bulk order request' }).click();
  await expect(page.getByText('Thank you, your bulk order request has been sent.')).toBeVisible();
}

test('a bulk-order request reaches the queries inbox, and the staff reply is emailed to the sender', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('temple');
  await sendBulkOrder(page, email);
  // A guest's typed address gets no copy of the message (the shop's inbox does).
  expect(await emailsTo(request, email)).toEqual([]);

  await staffOn(page, baseURL!, '/admin/queries');
  await expect(page.getByRole('heading', { level: 1, name: 'Queries' })).toBeVisible();
  await page.getByLabel('Search name, email or text').fill(email);
  await page.getByRole('button', { name: 'Apply' }).click();
  const subject = /^Bulk order for Sri Venkateswara Temple, Irving: 55 items for /;
  await expect(page.getByRole('link', { name: subject })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'inbox');

  await page.getByRole('link', { name: subject }).click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByText('Sona Masoori rice, 20 lb bag × 30')).toBeVisible();
  await page.getByLabel('Assigned to').selectOption({ label: `${DEMO_ADMIN.email} (you)` });
  await expect(page.getByLabel('Status')).toHaveValue('new');

  const reply = 'Namaste Ravi,\nWe can supply all 55 items on that date at 12% below the shop price.';
  await page.getByLabel(`Reply to ${email}`).fill(reply);
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Reply emailed')).toBeVisible();
  await expect(page.getByLabel('Status')).toHaveValue('answered');
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'query-answered');

  await expect
    .poll(async () => (await emailsTo(request, email)).find((e) => e.kind === 'query-reply')?.text ?? '')
    .toContain('We can supply all 55 items on that date');
  const sent = (await emailsTo(request, email)).find((e) => e.kind === 'query-reply')!;
  expect(sent.subject).toMatch(/^Re: Bulk order for Sri Venkateswara Temple, Irving/);
});

test('the contact form shows its messages, sends, and shows the thank-you', async ({ page, request }) => {
  const email = uniqueEmail('contact');
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Full name must be at least 2 characters')).toBeVisible();
  await expect(form.getByText('Please choose what your message is about')).toBeVisible();
  await form.getByLabel('Your name').fill('Lakshmi Raman');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('What is it about?').selectOption({ label: 'Finding a product' });
  await form.getByLabel('Message').fill('Do you stock fresh curry leaves and drumsticks this week?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thank you, your message has been sent.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // A guest's typed address gets no copy of the message (the shop's inbox does).
  expect(await emailsTo(request, email)).toEqual([]);
});
