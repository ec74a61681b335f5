import { type ChildProcess, spawn } from 'node:child_process';
import { get } from 'node:http';

/** The real server (src/server/main.ts) in a child process, for start-up and shutdown tests. */
export interface SpawnedServer {
  child: ChildProcess;
  url: string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  /** Everything the server wrote to stdout (its log lines). */
  output: () => string;
}

export function spawnServer(port: number, env: Record<string, string>): SpawnedServer {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_DATA: 'false',
      JOBS: 'off',
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: '/nonexistent-web-build',
      NODE_ENV: 'development',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, url: `http://127.0.0.1:${port}`, exited, output: () => output };
}

/**
 * One GET on a new connection (no keep-alive pool, so "the port is closed" is seen as such):
 * the status and body, or the connection error's code.
 */
export function getFresh(url: string): Promise<{ status: number; body: string } | { error: string }> {
  return new Promise((resolve) => {
    const request = get(url, { agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  });
}

/** Polls until `check` holds (every 100 ms, up to `ms`). */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, ms = 60_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > until) throw new Error(`condition not met within ${ms} ms; last: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
