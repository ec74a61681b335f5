import type { ServerResponse } from 'node:http';
import { LIVE_HEARTBEAT_MS, type LiveEvent } from '../../shared/cart';

/** One open event stream of one signed-in shopper. */
export interface LiveClient {
  userId: string;
  sessionId: string;
  send(event: LiveEvent, data?: unknown): void;
  /** Ends the stream; `retryMs` tells the browser when to reconnect (SSE `retry:`), e.g. at shutdown. */
  close(retryMs?: number): void;
}

/** When a stream ended by a shutting-down instance should come back (to another instance, by then). */
export const SHUTDOWN_RETRY_MS = 2000;

/** Streams open in this process, across hubs: the metrics' SSE connections. */
let openStreams = 0;
export const openStreamCount = () => openStreams;

/**
 * Streams one browser (session) and one shopper (all devices) may hold on an instance. A browser
 * opens at most 6 connections to a host over HTTP/1.1, so more streams per session are a script, not
 * tabs. Past a cap the new stream is refused (429) and the open ones keep working: closing the oldest
 * instead would let one looping client knock the shopper's real tabs off (docs/decisions/010).
 */
export const MAX_STREAMS_PER_SESSION = 6;
export const MAX_STREAMS_PER_USER = 10;

/** Writes Server-Sent Events to a raw response: `event:` + one-line JSON `data:`. */
export function sseClient(userId: string, sessionId: string, response: ServerResponse): LiveClient {
  return {
    userId,
    sessionId,
    send(event, data = {}) {
      if (!response.writableEnded) response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    close(retryMs) {
      if (!response.writableEnded) response.end(retryMs === undefined ? undefined : `retry: ${retryMs}\n\n`);
    },
  };
}

/**
 * The streams open on this instance, by shopper. A heartbeat event goes to every stream every 25 s
 * (spec section 9), so clients and proxies can tell a quiet stream from a dead one.
 */
export class LiveHub {
  private readonly byUser = new Map<string, Set<LiveClient>>();
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(private readonly heartbeatMs = LIVE_HEARTBEAT_MS) {}

  /** Which cap another stream of this session would pass ('session' or 'user'), or null when there is room. */
  full(userId: string, sessionId: string): 'session' | 'user' | null {
    const streams = [...(this.byUser.get(userId) ?? [])];
    if (streams.filter((c) => c.sessionId === sessionId).length >= MAX_STREAMS_PER_SESSION) return 'session';
    return streams.length >= MAX_STREAMS_PER_USER ? 'user' : null;
  }

  /** Returns true when this is the shopper's first stream on this instance. Callers check full() first. */
  add(client: LiveClient): boolean {
    let streams = this.byUser.get(client.userId);
    const first = !streams;
    if (!streams) this.byUser.set(client.userId, (streams = new Set()));
    if (!streams.has(client)) openStreams++;
    streams.add(client);
    this.heartbeat ??= setInterval(() => this.broadcast('heartbeat', {}), this.heartbeatMs).unref();
    return first;
  }

  /** Returns true when the shopper has no stream left on this instance. */
  remove(client: LiveClient): boolean {
    const streams = this.byUser.get(client.userId);
    if (!streams?.delete(client)) return false;
    openStreams--;
    if (streams.size) return false;
    this.byUser.delete(client.userId);
    if (!this.byUser.size) {
      clearInterval(this.heartbeat);
      this.heartbeat = undefined;
    }
    return true;
  }

  has(userId: string): boolean {
    return this.byUser.has(userId);
  }

  users(): IterableIterator<string> {
    return this.byUser.keys();
  }

  send(userId: string, event: LiveEvent, data?: unknown): void {
    for (const client of this.byUser.get(userId) ?? []) client.send(event, data);
  }

  broadcast(event: LiveEvent, data?: unknown): void {
    for (const streams of this.byUser.values()) for (const client of streams) client.send(event, data);
  }

  get size(): number {
    let n = 0;
    for (const streams of this.byUser.values()) n += streams.size;
    return n;
  }

  /** At shutdown: every stream ends with a retry hint, so browsers come back to another instance. */
  closeAll(): void {
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
    for (const streams of this.byUser.values()) {
      for (const client of streams) client.close(SHUTDOWN_RETRY_MS);
      openStreams -= streams.size;
    }
    this.byUser.clear();
  }
}
