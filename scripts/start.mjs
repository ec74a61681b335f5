// `npm start`: build the web app once if there is no build, then run the server (with tsx, no compile step).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const webIndex = new URL('../dist/web/index.html', import.meta.url);
if (!existsSync(webIndex)) {
  console.log('No web build yet: building it once (npm run build)...');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
