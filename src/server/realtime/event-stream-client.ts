/**
 * A minimal Server-Sent Events reader over fetch, for tests and benchmarks of GET /api/events: it
 * records every event and can wait for one.
 */
export interface ReceivedEvent {
  event: string;
  data: unknown;
  at: number;
}

export interface EventStream {
  status: number;
  events: ReceivedEvent[];
  /** Resolves with the first event named `name` received after `since` (default: any time). */
  next(name: string, timeoutMs?: number, since?: number): Promise<ReceivedEvent>;
  close(): void;
}

export async function openEventStream(url: string, cookie: string): Promise<EventStream> {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { cookie, accept: 'text/event-stream' }, signal: controller.signal });
  const events: ReceivedEvent[] = [];
  const waiters = new Set<() => void>();
  if (response.ok && response.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const name = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (!name) continue;
            events.push({ event: name, data: data ? JSON.parse(data) : null, at: performance.now() });
            for (const wake of waiters) wake();
          }
        }
      } catch {
        // aborted by close()
      }
    })();
  }
  return {
    status: response.status,
    events,
    next(name, timeoutMs = 2_000, since = 0) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find((e) => e.event === name && e.at >= since);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`no '${name}' event within ${timeoutMs} ms (got: ${events.map((e) => e.event).join(', ')})`),
          );
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => controller.abort(),
  };
}
