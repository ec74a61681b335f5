import { createServer, type Server } from 'node:http';
import type { ShopMetrics } from './metrics';

/**
 * The operator's scrape address: GET /metrics on its own port (METRICS_PORT), bound to METRICS_HOST
 * (127.0.0.1 unless told otherwise), so Prometheus reaches it over a private network while the shop's
 * public port never serves it. Anything else on this port is 404.
 */
export async function startMetricsServer(metrics: ShopMetrics, host: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?', 1)[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    metrics.scrape().then(
      ({ contentType, text }) => response.writeHead(200, { 'content-type': contentType }).end(text),
      (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(`${String(error)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
