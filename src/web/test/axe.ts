import axe from 'axe-core';

/**
 * The serious or critical WCAG 2.1 A/AA violations in a rendered component, each as "rule id: the elements
 * it found" so a failing test says where (jsdom cannot compute colours, so contrast is left to the browser
 * journeys' axe checks).
 */
export async function seriousAxeViolations(container: Element): Promise<string[]> {
  const results = await axe.run(container, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}
