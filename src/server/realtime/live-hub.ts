import type { ServerResponse } from 'node:http';
import { LIVE_HEARTBEAT_MS, type LiveEvent } from '../../shared/cart';

/** One open event stream of one signed-in shopper. */
export interface LiveClient {
  userId: string;
  send(event: LiveEvent, data?: unknown): void;
  close(): void;
}

/** A shopper rarely has more tabs than this open; past it the oldest stream is closed. */
const MAX_STREAMS_PER_USER = 10;

/** Writes Server-Sent Events to a raw response: `event:` + one-line JSON `data:`. */
export function sseClient(userId: string, response: ServerResponse): LiveClient {
  return {
    userId,
    send(event, data = {}) {
      if (!response.writableEnded) response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    close() {
      if (!response.writableEnded) response.end();
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

  /** Returns true when this is the shopper's first stream on this instance. */
  add(client: LiveClient): boolean {
    let streams = this.byUser.get(client.userId);
    const first = !streams;
    if (!streams) this.byUser.set(client.userId, (streams = new Set()));
    streams.add(client);
    if (streams.size > MAX_STREAMS_PER_USER) {
      const oldest = streams.values().next().value!;
      streams.delete(oldest);
      oldest.close();
    }
    this.heartbeat ??= setInterval(() => this.broadcast('heartbeat', {}), this.heartbeatMs).unref();
    return first;
  }

  /** Returns true when the shopper has no stream left on this instance. */
  remove(client: LiveClient): boolean {
    const streams = this.byUser.get(client.userId);
    if (!streams?.delete(client)) return false;
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

  closeAll(): void {
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
    for (const streams of this.byUser.values()) for (const client of streams) client.close();
    this.byUser.clear();
  }
}
