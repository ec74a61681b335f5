// `npm start`: (re)build when the sources are newer than the build, then run the bundled server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const outputs = ['dist/web/index.html', 'dist/server/main.js', 'dist/ssr/entry-server.js'];
const inputs = ['src', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

const builtAt = Math.min(...outputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
if (builtAt < newestMtime(inputs[0]) || inputs.slice(1).some((file) => builtAt < newestMtime(file))) {
  console.log('Building the shop (web app and server) once; later starts reuse the build...');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The server runs in this process rather than a child, so the shop is one Node process (plus npm's own
// when started through `npm start`; production runs `node dist/server/main.js` directly).
// Source maps stay off, as in production: Node parses and keeps every loaded module's map with its
// sources (the two bundles' and many packages'), a large share of the idle heap (bench/README "Memory").
// Stack traces then name dist/ lines; `node --enable-source-maps scripts/start.mjs` maps them to src/.
await import(pathToFileURL(resolve('dist/server/main.js')).href);
