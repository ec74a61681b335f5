import type { Page } from '@playwright/test';
import { DEMO_ADMIN, staffOn } from './auth-fixtures';
import { verifiedShopper } from './cart-fixtures';
import { expectNoSeriousA11yViolations } from './fixtures';
import { expect, test } from './test';

/** Screenshots to look at by eye (phone and tablet widths); kept out of the repository. */
const shot = (page: Page, name: string) =>
  page.screenshot({
    path: `${process.env.ADMIN_SHOTS_DIR ?? 'test-results/admin-people'}/${name}.png`,
    fullPage: true,
  });

for (const width of [390, 1024]) {
  test(`customers: search, open a customer, see their orders (${width} px)`, async ({ page, request, baseURL }) => {
    const shopper = await verifiedShopper(request, baseURL!, 'customer');
    await page.setViewportSize({ width, height: 900 });
    await staffOn(page, baseURL!, '/admin/customers');
    await page.getByLabel('Search by name, email or phone').fill(shopper.email);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/q=customer/);
    await expect(page.getByText('1–1 of 1')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, `customers-${width}`);

    const link = page.getByRole('link', { name: 'Meera Iyer' });
    await expect(link).toHaveAttribute('href', /^\/admin\/customers\/[0-9a-f-]{36}$/);
    // Opened by address: until admin-layout's scroll effect stops returning window.scrollTo's promise
    // (Chromium), any in-app navigation inside /admin crashes ("destroy_ is not a function").
    await page.goto((await link.getAttribute('href'))!);
    await expect(page.getByRole('heading', { level: 1, name: 'Meera Iyer' })).toBeVisible();
    await expect(page.getByText('No orders yet.')).toBeVisible();
    await expect(page.getByText('(214) 555-0175')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, `customer-detail-${width}`);
  });
}

test('staff: a super admin grants admin by email, revokes it after confirming, and the audit log shows both', async ({
  page,
  request,
  baseURL,
}) => {
  const member = await verifiedShopper(request, baseURL!, 'staffer');
  await page.setViewportSize({ width: 1024, height: 900 });
  await staffOn(page, baseURL!, '/admin/staff');
  await expect(page.getByText('(you)')).toBeVisible();
  await expect(page.getByLabel(`Role of ${DEMO_ADMIN.email}`)).toHaveCount(0);

  await page.getByLabel('Email of the account').fill(member.email);
  await page.getByRole('button', { name: 'Grant role' }).click();
  await expect(page.getByLabel(`Role of ${member.email}`)).toHaveValue('admin');
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'staff-1024');

  await page.getByRole('button', { name: `Revoke ${member.email}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke staff access?' });
  await expect(confirm).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Revoke access' }).click();
  await expect(page.getByLabel(`Role of ${member.email}`)).toHaveCount(0);

  // The member's own history: its id from the log's API (every e2e shopper is a Meera Iyer).
  const log = await page.request.get('/api/admin/audit-log?entityType=user&pageSize=100');
  const { entries } = (await log.json()) as { entries: { entityId: string; summary: string }[] };
  const id = entries.find((e) => e.summary.startsWith(`${member.email}:`))!.entityId;
  await page.goto(`/admin/audit-log?entityType=user&entityId=${id}`);
  const revoked = page
    .getByRole('listitem')
    .filter({ hasText: 'changed the role of Meera Iyer from Admin to Shopper' });
  await expect(revoked).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'changed the role of Meera Iyer from Shopper to Admin' }),
  ).toBeVisible();
  await revoked.getByText('Details').click();
  await expect(revoked.getByRole('row', { name: /role/ })).toContainText('admin');
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'audit-log-1024');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'audit-log-390');
});
