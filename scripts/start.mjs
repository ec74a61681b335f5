// `npm start`: (re)build when the sources are newer than the build, then run the bundled server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

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

const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
