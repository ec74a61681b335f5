import { randomUUID } from 'node:crypto';
import { Agent, createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';

/**
 * The soak's own load balancer on 127.0.0.1, as a real one behaves: round robin over the instances whose
 * /readyz said ready at the last check (every 250 ms; a starting or stopping instance gets no shoppers),
 * a new request id per request (X-Request-Id, which the instances trust with TRUST_PROXY_HOPS=1), and
 * the next instance when one refuses the connection (a dead instance never saw the request, so that is
 * safe). A request
 * that an instance dropped mid-way is not retried: it is answered 502 and named, so the checks can tell
 * the killed instance's in-flight requests from any other failure.
 */
export const UPSTREAM_HEADER = 'x-soak-upstream';
export const FAILURE_HEADER = 'x-soak-failure';

export interface Upstream {
  name: string;
  port: number;
}

export function startProxy(port: number, upstreams: Upstream[]): Promise<Server> {
  // Idle sockets are dropped by the proxy (after 20 s) before the shop would (72 s), so a request is
  // never sent on a socket the shop is closing.
  const agent = new Agent({ keepAlive: true, maxSockets: 256, timeout: 20_000 });
  const downUntil = new Map<string, number>();
  const ready = new Set(upstreams.map((u) => u.name));
  const checkReady = () =>
    upstreams.map((upstream) =>
      fetch(`http://127.0.0.1:${upstream.port}/readyz`, { signal: AbortSignal.timeout(2000) }).then(
        (r) => (r.ok ? ready.add(upstream.name) : ready.delete(upstream.name)),
        () => ready.delete(upstream.name),
      ),
    );
  const healthTimer = setInterval(checkReady, 250);
  let next = 0;
  const pick = (skip?: Upstream) => {
    for (let i = 0; i < upstreams.length; i++) {
      const candidate = upstreams[next++ % upstreams.length]!;
      const up = ready.has(candidate.name) && (downUntil.get(candidate.name) ?? 0) < Date.now();
      if (candidate !== skip && up) return candidate;
    }
    return upstreams.find((u) => u !== skip && ready.has(u.name)) ?? upstreams.find((u) => u !== skip)!;
  };

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const headers = { ...req.headers, 'x-request-id': randomUUID(), 'x-forwarded-for': '127.0.0.1' };
    const send = (upstream: Upstream, tries: number) => {
      const upstreamRequest = httpRequest(
        { host: '127.0.0.1', port: upstream.port, method: req.method, path: req.url, headers, agent },
        (upstreamResponse: IncomingMessage) => {
          res.writeHead(upstreamResponse.statusCode ?? 502, {
            ...upstreamResponse.headers,
            [UPSTREAM_HEADER]: upstream.name,
          });
          upstreamResponse.pipe(res);
          upstreamResponse.on('error', () => res.destroy());
        },
      );
      upstreamRequest.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'ECONNREFUSED' && tries < upstreams.length) {
          downUntil.set(upstream.name, Date.now() + 500);
          send(pick(upstream), tries + 1);
          return;
        }
        if (res.headersSent) {
          res.destroy();
          return;
        }
        res.writeHead(502, {
          'content-type': 'text/plain',
          [UPSTREAM_HEADER]: upstream.name,
          [FAILURE_HEADER]: error.code ?? 'error',
        });
        res.end(`upstream ${upstream.name} failed: ${error.message}\n`);
      });
      upstreamRequest.end(body);
    };
    send(pick(), 1);
  });
  server.keepAliveTimeout = 60_000;
  server.on('close', () => clearInterval(healthTimer));
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
