import AxeBuilder from '@axe-core/playwright';
import { type Page, expect } from '@playwright/test';

/** Cents from a "$1,234.56" string. */
export function cents(text: string): number {
  const match = text.replace(/,/g, '').match(/\$(\d+)\.(\d{2})/);
  if (!match) throw new Error(`No price in "${text}"`);
  return Number(match[1]) * 100 + Number(match[2]);
}

export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    // Toasts fade in and out (opacity), so axe judges their contrast at whatever moment it samples; it failed
    // CI at random. Their colours are set for AA contrast in app-providers.tsx (TOAST_COLOURS).
    .exclude('[data-sonner-toaster]')
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
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
