import AxeBuilder from '@axe-core/playwright';
import { type Page, expect } from '@playwright/test';

/** Cents from a "$1,234.56" string. */
export function cents(text: string): number {
  const match = text.replace(/,/g, '').match(/\$(\d+)\.(\d{2})/);
  if (!match) throw new Error(`No price in "${text}"`);
  return Number(match[1]) * 100 + Number(match[2]);
}

/**
 * The one axe check: WCAG 2.1 A/AA and best practice on the whole page, failing on serious and critical
 * violations. `within` judges only that part of the page (a toast, held still under the pointer) and
 * `every: true` fails on violations of any impact.
 */
export async function expectNoSeriousA11yViolations(page: Page, options: { within?: string; every?: boolean } = {}) {
  let axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).options({
    // WCAG 2.5.3 (label in name) is an axe "experimental" rule, off unless asked for.
    rules: { 'label-content-name-mismatch': { enabled: true } },
    // Only violations are read: axe then keeps one node of each passed or inapplicable rule, not all of them.
    resultTypes: ['violations'],
  });
  // Toasts fade in and out (opacity), so axe judges their contrast at whatever moment it samples; it failed
  // CI at random. Their colours are set for AA contrast in app-providers.tsx (TOAST_COLOURS). A test that
  // holds a toast still checks it with `within`.
  axe = options.within ? axe.include(options.within) : axe.exclude('[data-sonner-toaster]');
  // axe.run in the page itself. The default runs axe per frame and then finishes in a new blank page, with
  // a second copy of axe and every result copied across, for frames from other origins: the shop has none.
  const results = await axe.setLegacyMode().analyze();
  const failing = results.violations.filter((v) => options.every || v.impact === 'serious' || v.impact === 'critical');
  expect(
    failing.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes.length}) ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    ),
  ).toEqual([]);
}

/** The first product card on the page whose Add to Cart button is enabled. */
export function inStockCard(page: Page) {
  return page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: /^Add to Cart/ }) })
    .first();
}

/**
 * Moves a sortable item (dnd-kit, keyboard sensor) one place up from `position` of `count`: Space picks
 * it up on its handle, the up arrow moves it, Space drops it. Each step waits for dnd-kit's spoken
 * announcement: the keys are read only once the drag has measured the list.
 */
export async function moveUpOnePlaceByKeyboard(page: Page, name: string, position: number, count: number) {
  const announced = (at: number) => page.getByText(`${name} is over position ${at} of ${count}.`);
  await page.getByRole('button', { name: `Drag to reorder: ${name}` }).focus();
  await page.keyboard.press('Space');
  await expect(announced(position)).toBeAttached();
  // dnd-kit's keyboard sensor starts listening for the arrow keys in a zero-delay timer set by the key
  // that picked the item up, and the pick-up is announced before that timer runs: an arrow pressed as
  // soon as the announcement shows can arrive first and is dropped. A timer set now runs after it.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
  await page.keyboard.press('ArrowUp');
  await expect(announced(position - 1)).toBeAttached();
  await page.keyboard.press('Space');
}
