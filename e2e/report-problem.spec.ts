import type { APIRequestContext, Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { staffOn } from './auth-fixtures';
import { signInThroughForm, verifiedShopper } from './cart-fixtures';
import { placeOrder } from './checkout-fixtures';
import { cents, expectNoSeriousA11yViolations } from './fixtures';
import { expect, test } from './test';

/** Screenshots to look at by eye; kept out of the repository. */
const shot = (page: Page, name: string) =>
  page.screenshot({
    path: `${process.env.REPORT_SHOTS_DIR ?? 'test-results/report-problem'}/${name}.png`,
    fullPage: true,
  });

interface OutboxEmail {
  kind: string;
  subject: string;
  text: string;
}
const emailsTo = async (request: APIRequestContext, to: string) =>
  ((await (await request.get(`/api/dev/emails?to=${encodeURIComponent(to)}`)).json()) as { emails: OutboxEmail[] })
    .emails;

async function staffPage(browser: Browser, width: number, baseURL: string) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL });
  const page = await context.newPage();
  await staffOn(page, baseURL);
  await expect(page).not.toHaveURL(/\/login/);
  return { context, page };
}

for (const width of [390, 1280]) {
  test(`at ${width} px a shopper reports a damaged item with a photo, staff refund half of the line, and the shopper sees it and gets the email`, async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const shopper = await verifiedShopper(request, baseURL!, `e2e-report-${width}`);
    await signInThroughForm(page, shopper);
    const order = await placeOrder(page, shopper.email, 'card');

    // Staff deliver it.
    const staff = await staffPage(browser, width, baseURL!);
    for (const status of ['packed', 'out_for_delivery', 'delivered']) {
      const moved = await staff.page.request.post(`/api/admin/orders/${order.id}/status`, {
        headers: { origin: baseURL! },
        data: { status, confirm: true },
      });
      expect(moved.status(), await moved.text()).toBe(200);
    }

    // The shopper's order page offers "Report a problem".
    await page.goto(`/account/orders/${order.id}`);
    await expect(page.getByTestId('order-status')).toHaveText('Delivered');
    await page.getByRole('link', { name: 'Report a problem' }).click();
    await expect(page).toHaveURL(new RegExp(`/account/orders/${order.id}/report$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Report a problem' })).toBeVisible();

    // Sending without choosing says what is missing, in the API's words.
    await page.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByText('Choose what is wrong with the item')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('radio', { name: 'Damaged' }).check();
    await expect(page.getByTestId('report-policy')).toContainText('We refund this item in full');
    await page.getByLabel('What happened?').fill('The pack was torn open and half of it spilled in the bag.');
    const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#b45309' } })
      .png()
      .toBuffer();
    await page.getByLabel(/^Photo/).setInputFiles({ name: 'torn-pack.png', mimeType: 'image/png', buffer: png });
    await shot(page, `report-form-${width}`);
    await page.getByRole('button', { name: 'Send report' }).click();

    await expect(page).toHaveURL(new RegExp(`/account/orders/${order.id}$`));
    const report = page.getByTestId('problem-report');
    await expect(report).toContainText('damaged');
    await expect(report).toContainText('Our team is looking at your report.');
    await expect(report.getByRole('img')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Staff find it in the queries inbox, as an order problem, and refund half of the line.
    await staff.page.goto('/admin/queries?kind=order_problem');
    await staff.page
      .getByRole('link', { name: new RegExp(order.orderNumber) })
      .first()
      .click();
    await expect(staff.page.getByRole('heading', { name: 'Reported problem' })).toBeVisible();
    await expect(staff.page.getByRole('img', { name: /shopper's photo/ })).toBeVisible();
    await expectNoSeriousA11yViolations(staff.page);
    const amount = staff.page.getByLabel('Refund amount ($)');
    const whole = Math.round(Number(await amount.inputValue()) * 100);
    await staff.page.getByRole('button', { name: 'Half' }).click();
    const half = Math.round(whole / 2);
    await expect(amount).toHaveValue((half / 100).toFixed(2));
    await staff.page.getByLabel(/Message to the shopper/).fill('Sorry about the torn pack.');
    await shot(staff.page, `report-staff-${width}`);
    await staff.page.getByRole('button', { name: 'Resolve report' }).click();
    await expect(staff.page.getByTestId('report-outcome')).toContainText(`Refunded $${(half / 100).toFixed(2)}`);
    await expectNoSeriousA11yViolations(staff.page);
    await staff.context.close();

    // The shopper sees the refund on the order page and has the email.
    await page.reload();
    await expect(report).toContainText('Refund');
    expect(cents(await report.innerText())).toBe(half);
    await expect(report).toContainText('Sorry about the torn pack.');
    await shot(page, `report-outcome-${width}`);
    await expectNoSeriousA11yViolations(page);
    await expect
      .poll(async () => (await emailsTo(request, shopper.email)).find((e) => e.kind === 'order-problem-resolved'))
      .toMatchObject({ subject: expect.stringContaining(order.orderNumber) });
    const email = (await emailsTo(request, shopper.email)).find((e) => e.kind === 'order-problem-resolved')!;
    expect(email.text).toContain(`Refunded $${(half / 100).toFixed(2)}`);
  });
}
