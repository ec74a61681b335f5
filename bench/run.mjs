// `npm run bench [suite...]`: runs the benchmark suites one after another (they need the machine to
// themselves: PostgreSQL at BENCH_DATABASE_URL or 127.0.0.1:5432). Each prints a Markdown section
// for bench/README.md. Suites: catalog, search, cart, checkout, admin (bench/<suite>/run.ts).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const suites = process.argv.slice(2).length ? process.argv.slice(2) : ['catalog', 'search'];
for (const suite of suites) {
  const script = `bench/${suite}/run.ts`;
  if (!existsSync(script)) {
    console.error(`No benchmark ${script}`);
    process.exit(2);
  }
  const run = spawnSync(process.execPath, ['--import', 'tsx', script], { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
