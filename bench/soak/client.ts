import { Agent, request } from 'node:http';
import { FAILURE_HEADER, UPSTREAM_HEADER } from './proxy';

/** One answered (or failed) request as the soak saw it: times are ms since the soak's start. */
export interface Sample {
  kind: string;
  start: number;
  end: number;
  /** 0 when the proxy itself could not be reached. */
  status: number;
  upstream?: string;
  failure?: string;
}

export interface Answer extends Sample {
  body: string;
  setCookie: string[];
}

const agent = new Agent({ keepAlive: true, maxSockets: 512 });

/** HTTP to the soak's proxy on 127.0.0.1 only; every call is kept as a sample. */
export function createClient(port: number, t0: number, samples: Sample[]) {
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    call(kind: string, method: string, path: string, options: { body?: unknown; cookie?: string } = {}) {
      const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
      const headers: Record<string, string> = { accept: 'application/json' };
      if (payload !== undefined) headers['content-type'] = 'application/json';
      if (method !== 'GET') headers.origin = origin;
      if (options.cookie) headers.cookie = options.cookie;
      const start = performance.now() - t0;
      return new Promise<Answer>((resolve) => {
        const done = (answer: Omit<Answer, 'kind' | 'start' | 'end'>) => {
          const sample = { kind, start, end: performance.now() - t0, ...answer };
          samples.push({
            kind,
            start,
            end: sample.end,
            status: sample.status,
            upstream: sample.upstream,
            failure: sample.failure,
          });
          resolve(sample);
        };
        const req = request({ host: '127.0.0.1', port, method, path, headers, agent }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            done({
              status: res.statusCode ?? 0,
              body: Buffer.concat(chunks).toString(),
              setCookie: res.headers['set-cookie'] ?? [],
              upstream: res.headers[UPSTREAM_HEADER] as string | undefined,
              failure: res.headers[FAILURE_HEADER] as string | undefined,
            }),
          );
          res.on('error', () => done({ status: 0, body: '', setCookie: [], failure: 'response aborted' }));
        });
        req.on('error', (error) => done({ status: 0, body: '', setCookie: [], failure: error.message }));
        req.end(payload);
      });
    },
  };
}

export type SoakClient = ReturnType<typeof createClient>;
