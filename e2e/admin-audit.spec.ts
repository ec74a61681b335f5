import type { Page } from '@playwright/test';
import { staffOn } from './auth-fixtures';
import { verifiedShopper } from './cart-fixtures';
import { expectNoSeriousA11yViolations } from './fixtures';
import { expect, test } from './test';

const shot = (page: Page, name: string) =>
  page.screenshot({
    path: `${process.env.ADMIN_SHOTS_DIR ?? 'test-results/admin-audit'}/${name}.png`,
    fullPage: true,
  });

/** The user id an audit row about this email names (its stored summary starts with the email). */
async function memberId(page: Page, email: string) {
  const log = await page.request.get('/api/admin/audit-log?entityType=user&pageSize=100');
  const { entries } = (await log.json()) as { entries: { entityId: string; summary: string }[] };
  const found = entries.find((e) => e.summary.startsWith(`${email}:`));
  expect(found, `an audit row about ${email}`).toBeTruthy();
  return found!.entityId;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-/;
/** snake_case words (out_for_delivery, quick_edit) and dotted codes (staff.role, product.quick_edit). */
const SNAKE = /\b[a-z]+_[a-z_]+\b/;
const DOTTED = /\b[a-z]+\.[a-z_]+\b/;

for (const width of [1280, 390]) {
  test(`audit log in people's words, filters and no raw code or id on screen (${width} px)`, async ({
    page,
    request,
    baseURL,
  }) => {
    const member = await verifiedShopper(request, baseURL!, `audit${width}`);
    await page.setViewportSize({ width, height: 900 });
    await staffOn(page, baseURL!, '/admin/audit-log');
    // A real staff write to read about: granting a role (the page's own request context carries the session).
    const granted = await page.request.put('/api/admin/staff/role', {
      headers: { origin: baseURL! },
      data: { email: member.email, role: 'admin' },
    });
    expect(granted.status(), await granted.text()).toBe(200);

    await page.getByLabel('Person').fill('store manager');
    await page.getByLabel('Record').selectOption('user');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/actor=store\+manager&entityType=user/);
    await expect(
      page.getByText('Store Manager (super admin) changed the role of Meera Iyer from Shopper to Admin').first(),
    ).toBeVisible();
    // This member's own history (every shopper of the e2e run is a Meera Iyer): its id from the log's API.
    const id = await memberId(page, member.email);
    await page.goto(`/admin/audit-log?entityType=user&entityId=${id}`);
    const entry = page.getByRole('list', { name: 'Audit entries, newest first' }).getByRole('listitem');
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(
      'Store Manager (super admin) changed the role of Meera Iyer from Shopper to Admin',
    );
    await expect(entry.getByRole('link', { name: 'Meera Iyer' })).toHaveAttribute('href', '/admin/staff');
    await expect(entry.getByRole('link', { name: 'Store Manager' })).toHaveAttribute('href', /actor=/);

    const visible = await page.locator('main').innerText();
    expect(visible).not.toMatch(UUID);
    expect(visible).not.toMatch(SNAKE);
    expect(visible).not.toMatch(DOTTED);
    expect(visible).not.toContain('USD');
    // The raw values are one click away.
    await entry.getByText('Details').click();
    await expect(entry.getByText('staff.role')).toBeVisible();
    await expect(entry.getByText(member.email, { exact: false })).toBeVisible();
    await expect(entry.getByRole('table', { name: 'Changed fields' })).toContainText('admin');
    await expectNoSeriousA11yViolations(page);
    await shot(page, `audit-log-${width}`);

    // The whole log, unfiltered, is readable too.
    await entry.getByText('Details').click();
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page).toHaveURL(/\/admin\/audit-log$/);
    await expect(page.getByRole('list', { name: 'Audit entries, newest first' })).toBeVisible();
    const all = await page.locator('main').innerText();
    expect(all).not.toMatch(UUID);
    expect(all).not.toMatch(SNAKE);
    expect(all).not.toMatch(DOTTED);
    await expectNoSeriousA11yViolations(page);
  });

  test(`CSV import dry run shows old → new per row before anything is applied (${width} px)`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await staffOn(page, baseURL!, '/admin/products');
    const exported = await page.request.get('/api/admin/products/export.csv?q=dal');
    expect(exported.status()).toBe(200);
    const lines = (await exported.text()).split('\r\n');
    // A row whose record is one line and ends in its price, original price and stock.
    const index = lines.findIndex((line, i) => i > 0 && /,(\d+\.\d\d),(\d+\.\d\d)?,\d+(\.\d+)?$/.test(line));
    expect(index).toBeGreaterThan(0);
    const [, oldPrice] = /,(\d+\.\d\d),(?:\d+\.\d\d)?,\d+(?:\.\d+)?$/.exec(lines[index]!)!;
    const newPrice = oldPrice === '1.11' ? '1.12' : '1.11';
    const changed = lines[index]!.replace(/,(\d+\.\d\d),((?:\d+\.\d\d)?),(\d+(?:\.\d+)?)$/, `,${newPrice},,$3`);
    const file = [lines[0], changed].join('\r\n');

    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import products from CSV' });
    await dialog
      .getByLabel('CSV file')
      .setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
    await expect(dialog.getByRole('heading', { name: 'What would change' })).toBeVisible();
    const priceRow = dialog.getByRole('row').filter({ hasText: 'Price' }).first();
    await expect(priceRow).toContainText(`${oldPrice} → ${newPrice}`);
    await expect(dialog.getByRole('button', { name: 'Apply 1 change' })).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
    await shot(page, `csv-dry-run-${width}`);
    // Nothing is applied: the dialog is closed without applying.
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    const again = await page.request.get('/api/admin/products/export.csv?q=dal');
    expect((await again.text()).split('\r\n')[index]).toBe(lines[index]);
    expect(baseURL).toBeTruthy();
  });

  test(`keyboard shortcuts: "/" focuses search, "?" lists them, g p, j/k (${width} px)`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width, height: 900 });
    // The shop: "/" goes to the header's search. The shortcuts hydrate from their own chunk just after the
    // page turns live, so a "/" pressed before that is pressed again, as a person would.
    await page.goto('/');
    // The header's search, or the home page's own large one on a wide screen.
    const focusedSearch = page.locator('[role="search"] input:focus');
    await expect(async () => {
      await page.keyboard.press('/');
      await expect(focusedSearch).toBeVisible({ timeout: 500 });
    }).toPass();
    // Typing "?" into the search types it, and opens nothing.
    await page.keyboard.type('?');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toHaveCount(0);
    await page.locator(':focus').blur();
    await page.keyboard.press('?');
    const shopHelp = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(shopHelp).toContainText('Search');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');

    // The admin: "/" goes to the page's own filter, "?" lists the admin's shortcuts, "g p" goes to products.
    await staffOn(page, baseURL!, '/admin/orders');
    // The page (its own chunk and data) is drawn before its search can be focused.
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(page.locator('main [role="search"] input').first()).toBeAttached();
    await page.keyboard.press('/');
    await expect(page.locator('main [role="search"] input:focus')).toHaveCount(1);
    await page.locator(':focus').blur();
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help).toContainText('Go to orders');
    await expect(help).toContainText('Go to products');
    await expectNoSeriousA11yViolations(page);
    await shot(page, `shortcuts-${width}`);
    await page.keyboard.press('Escape');
    await expect(help).toHaveCount(0);
    await page.keyboard.press('g');
    await page.keyboard.press('p');
    await expect(page).toHaveURL(/\/admin\/products$/);
    if (width >= 1024) {
      // j/k move a visible selection through the table's rows; Enter opens the selected row. The URL
      // changes at once, but the orders table stays on screen until the products page's chunk is in.
      await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
      await expect(page.locator('main table tbody tr').first()).toBeVisible();
      await page.keyboard.press('j');
      await page.keyboard.press('j');
      await page.keyboard.press('k');
      const selected = page.locator('main table tbody tr[data-shortcut-selected]');
      await expect(selected).toHaveCount(1);
      await expect(selected).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/admin\/products\/[0-9a-f-]{36}$/);
    }
  });
}
