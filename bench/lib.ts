import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import autocannon from 'autocannon';
import { build } from 'esbuild';
import pg from 'pg';

/** Small helpers shared by the benchmarks: databases, server processes, memory and load. */
export const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function recreateDatabase(name: string): Promise<string> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function databaseExists(name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
  await client.end();
  return (rowCount ?? 0) > 0;
}

/** The server bundled into `dir` (main.js beside its migrations), as production runs it: no `npm run build` needed. */
export async function bundleServer(dir: string): Promise<string> {
  rmSync(dir, { recursive: true, force: true });
  await build({
    entryPoints: ['src/server/main.ts'],
    outfile: `${dir}/main.js`,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  cpSync('src/server/db/migrations', `${dir}/migrations`, { recursive: true });
  return `${dir}/main.js`;
}

export function startProcess(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
}

export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Peak resident memory (VmHWM) of a process, in MB, from /proc. */
export function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

export interface LoadResult {
  name: string;
  reqPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** Runs autocannon over a rotation of URLs, keeping every response time for exact percentiles. */
export async function load(
  name: string,
  urls: string[],
  seconds = 10,
  connections = 50,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  const paths = urls.map((u) => {
    const url = new URL(u);
    return url.pathname + url.search;
  });
  let next = 0;
  const times: number[] = [];
  const options = {
    url: new URL(urls[0]!).origin,
    connections,
    duration: seconds,
    headers,
    requests: [
      { setupRequest: (request: autocannon.Request) => ({ ...request, path: paths[next++ % paths.length]! }) },
    ],
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, finished) => (error ? reject(error) : resolve(finished)));
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  const at = (p: number) =>
    Math.round((times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? 0) * 10) / 10;
  return {
    name,
    reqPerSec: Math.round(result.requests.average),
    p50: at(50),
    p95: at(95),
    p99: at(99),
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

export function table(results: LoadResult[], baseline?: LoadResult): string {
  const head =
    '| endpoint | req/s | p50 ms | p95 ms | p99 ms | share of bare route | errors / non-2xx |\n|---|---|---|---|---|---|---|';
  const rows = results.map(
    (r) =>
      `| ${r.name} | ${r.reqPerSec} | ${r.p50} | ${r.p95} | ${r.p99} | ${baseline ? `${Math.round((r.reqPerSec / baseline.reqPerSec) * 100)}%` : '—'} | ${r.errors} / ${r.non2xx} |`,
  );
  return [head, ...rows].join('\n');
}
