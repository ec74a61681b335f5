import { availableParallelism } from 'node:os';
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
    // Vitest's default leaves one core to its main process, which is one worker on a 2-core machine;
    // the workers do nearly all the work (each file's database runs in its own process).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Migrates one database for the run; each test file starts from a copy of it.
    globalSetup: ['src/server/test/global-setup.ts'],
    setupFiles: ['src/web/test/dom-matchers.ts'],
  },
});
