import { defineConfig } from 'vitest/config';

// Unit and API tests live beside the code in src/. Playwright's e2e/ specs run with `npm run e2e`.
// Web component tests opt into jsdom with a `// @vitest-environment jsdom` first line.
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
