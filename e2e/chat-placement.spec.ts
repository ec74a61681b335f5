import type { Page, TestInfo } from '@playwright/test';
import { signInThroughForm, verifiedShopper } from './cart-fixtures';
import { checkoutToPayment } from './checkout-fixtures';
import { expectNoSeriousA11yViolations } from './fixtures';
import { expect, test } from './test';

/** The chat button must never sit on a control a shopper needs, on a phone or a desktop (spec section 1: chat on every page). */

const CONTROLS = 'a, button, input, select, textarea, [role=button]';

/**
 * Names of visible controls the chat button covers. A control counts when, with the chat button hidden,
 * some point of its overlap with the button shows the control itself: one under the sticky header is
 * already out of sight and is not the chat's doing.
 */
async function controlsUnderChat(page: Page) {
  const button = await page.getByRole('button', { name: 'Chat', exact: true }).elementHandle();
  return button!.evaluate((chat: HTMLElement, selector) => {
    const box = chat.getBoundingClientRect();
    const previous = chat.style.visibility;
    chat.style.visibility = 'hidden';
    const covered: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>(selector)) {
      if (chat.contains(control)) continue;
      const rect = control.getBoundingClientRect();
      const left = Math.max(rect.left, box.left);
      const right = Math.min(rect.right, box.right);
      const top = Math.max(rect.top, box.top);
      const bottom = Math.min(rect.bottom, box.bottom);
      if (right <= left || bottom <= top) continue;
      const points = [
        [(left + right) / 2, (top + bottom) / 2],
        [left + 1, top + 1],
        [right - 1, top + 1],
        [left + 1, bottom - 1],
        [right - 1, bottom - 1],
      ];
      const shows = points.some(([x, y]) => {
        const hit = document.elementFromPoint(x!, y!);
        return hit !== null && (control.contains(hit) || hit.contains(control));
      });
      if (shows)
        covered.push(
          `${control.tagName.toLowerCase()} "${(control.innerText || control.getAttribute('aria-label') || '').trim().slice(0, 40)}"`,
        );
    }
    chat.style.visibility = previous;
    return covered;
  }, CONTROLS);
}

/** Checks the page at its top and scrolled to its bottom. */
async function expectChatClearOfControls(page: Page, where: string) {
  await expect(page.getByRole('button', { name: 'Chat', exact: true })).toBeVisible();
  for (const at of ['top', 'bottom'] as const) {
    await page.evaluate((end) => window.scrollTo(0, end === 'top' ? 0 : document.documentElement.scrollHeight), at);
    await page.waitForFunction(() => new Promise((resolve) => requestAnimationFrame(() => resolve(true))));
    expect.soft(await controlsUnderChat(page), `${where}, ${at} of the page`).toEqual([]);
  }
}

/** At 390 px the pages are also kept as screenshots in the report (the HTML reporter keeps attachments). */
async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  if ((page.viewportSize()?.width ?? 0) > 400) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await testInfo.attach(`${name} at 390 px`, {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test(`the chat button covers no control on home, a department, a product, the cart and each checkout step`, async ({
      page,
      request,
      baseURL,
    }, testInfo) => {
      test.setTimeout(120_000);
      // axe: home at both widths in accessibility.spec.ts; the product page at 1280 px there, at 390 px here.
      await page.goto('/');
      await expectChatClearOfControls(page, 'home');
      await keepScreenshot(page, testInfo, 'home');

      const departments = (await (await page.request.get('/api/categories')).json()) as { slug: string }[];
      await page.goto(`/products/category/${departments[0]!.slug}`);
      await expect(page.getByRole('article').first()).toBeVisible();
      await expectChatClearOfControls(page, 'department');
      await keepScreenshot(page, testInfo, 'department');

      const productHref = await page.getByRole('article').first().getByRole('link').first().getAttribute('href');
      await page.goto(productHref!);
      await expectChatClearOfControls(page, 'product page');
      if (viewport.width < 768) await expectNoSeriousA11yViolations(page);
      await keepScreenshot(page, testInfo, 'product page');

      // Keyboard: the button is reached with Tab and opens the chat with Enter.
      const chat = page.getByRole('button', { name: 'Chat', exact: true });
      await chat.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog', { name: 'Chat with Desi Grocer' })).toBeVisible();
      await page.keyboard.press('Escape');

      const shopper = await verifiedShopper(request, baseURL!, `e2e-chat-placement-${viewport.width}`);
      await signInThroughForm(page, shopper);
      await checkoutToPayment(page, async (step) => {
        await expectChatClearOfControls(page, step);
        if (step === 'cart' || step === 'checkout details') await keepScreenshot(page, testInfo, step);
      });
      await expectChatClearOfControls(page, 'checkout payment');
      await keepScreenshot(page, testInfo, 'checkout payment');
    });
  });
}
