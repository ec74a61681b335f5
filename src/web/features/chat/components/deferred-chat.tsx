import { Suspense, lazy, useEffect, useState } from 'react';

const ChatLauncher = lazy(() => import('./chat-launcher'));

/**
 * The chat button arrives once the page has hydrated and the browser is idle, in its own small chunk,
 * so a page's first load carries nothing of the chat (bench/web/first-load.mjs). The server renders
 * nothing here, and so does the browser's first pass, so hydration always matches.
 */
export function DeferredChat() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setReady(true), 500);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(() => setReady(true), { timeout: 2000 });
    return () => cancelIdleCallback(idle);
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <ChatLauncher />
    </Suspense>
  ) : null;
}
