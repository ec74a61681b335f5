import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The lint rule that keeps web features apart (eslint.config.js, shop/feature-boundaries), run on sample files. */
const lint = async (filePath: string, code: string) => {
  const [result] = await new ESLint().lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'shop/feature-boundaries').map((m) => m.message);
};

describe('feature boundaries', () => {
  it('refuses a feature importing another feature, statically or lazily', async () => {
    const page = 'src/web/features/subscriptions/pages/sample-page.tsx';
    expect(
      await lint(page, "import { quoteQuery } from '../../checkout/api/checkout-api';\nexport { quoteQuery };\n"),
    ).toEqual(['features/subscriptions may not import features/checkout: move what both need to lib/ or components/.']);
    expect(await lint(page, "export const load = () => import('../../cart/pages/cart-page');\n")).toHaveLength(1);
  });

  it('lets a feature import its own folder, lib, components and shared code', async () => {
    const code = [
      "import { x } from '../api/subscriptions-api';",
      "import { y } from '../../../lib/api-client';",
      "import { z } from '../../../components/ui/button';",
      "import { w } from '../../../../shared/money';",
      'export { x, y, z, w };',
      '',
    ].join('\n');
    expect(await lint('src/web/features/subscriptions/pages/sample-page.tsx', code)).toEqual([]);
  });
});
