import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit and API tests live beside the code in src/. Playwright's e2e/ specs run with `npm run e2e`.
// Web component tests opt into jsdom with a `// @vitest-environment jsdom` first line.
const JSDOM_OUTSIDE_WEB = ['src/server/modules/catalog/product-art.test.ts'];
// Files that measure a cold process (the CPU of the first searches after start) need a worker to
// themselves: after other files in the same worker, the code they time would already be compiled.
const COLD_PROCESS = ['src/server/modules/search/search-ready.test.ts'];
const server = {
  environment: 'node',
  // Migrates one database for the run; each test file starts from a copy of it.
  globalSetup: ['src/server/test/global-setup.ts'],
};

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default leaves one core to its main process, which is one worker on a 2-core machine;
    // the workers do nearly all the work (the embedded database runs inside the worker).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          ...server,
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts'],
          exclude: [...JSDOM_OUTSIDE_WEB, ...COLD_PROCESS],
          // A worker runs its files one after another in one module graph instead of importing the app
          // again for each file. Safe here: no server or shared test mocks a module or stubs a global,
          // fake timers are put back after each test, and each file builds its own app and database.
          isolate: false,
        },
      },
      { extends: true, test: { ...server, name: 'server-cold', include: COLD_PROCESS } },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}', ...JSDOM_OUTSIDE_WEB],
          environment: 'node',
          setupFiles: ['src/web/test/dom-matchers.ts'],
        },
      },
    ],
  },
});
