import type { Server } from 'node:http';
import type { App } from './app';
import type { Database } from './db/client';
import type { Readiness } from './modules/health/readiness';

/**
 * The graceful stop. SIGTERM (an orchestrator or load balancer taking the instance out): /readyz turns
 * 503 at once while requests are still served for `drainMs`, so the balancer stops sending; then the
 * port closes, requests in flight finish (up to `timeoutMs`), live streams end with a retry hint, the
 * scheduler's run under way finishes (its claimed orders committed), the database lets go, exit 0.
 * SIGINT (Ctrl-C at a terminal) skips the drain. Past the deadline the process exits 1.
 */
export function installShutdown(deps: {
  app: App;
  database: Database;
  readiness: Readiness;
  metricsServer?: Server;
  drainMs: number;
  timeoutMs: number;
}) {
  const { app, database, readiness, metricsServer, drainMs, timeoutMs } = deps;
  let closing = false;
  const close = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    readiness.state = 'stopping';
    const drain = signal === 'SIGTERM' ? drainMs : 0;
    app.log.info({ signal, drainMs: drain, timeoutMs }, 'shutting down: not ready, finishing requests');
    const deadline = setTimeout(() => {
      app.log.error({ timeoutMs }, 'requests still in flight at the shutdown deadline; exiting');
      process.exit(1);
    }, drain + timeoutMs).unref();
    try {
      if (drain) await new Promise((resolve) => setTimeout(resolve, drain));
      // A kept-alive connection whose last request finishes after the port closed would hold the close
      // open for the keep-alive timeout (72 s): close each one as soon as it falls idle.
      const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
      await app.close();
      clearInterval(sweep);
      metricsServer?.close();
      await database.close();
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
    clearTimeout(deadline);
    app.log.info('shut down cleanly');
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
}
