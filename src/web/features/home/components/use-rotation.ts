import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Auto-advancing index for carousels: moves every `intervalMs`, wraps, and while paused keeps the
 * time left so resuming finishes the current slide instead of restarting it.
 */
export function useRotation(count: number, intervalMs: number, paused: boolean) {
  const [index, setIndex] = useState(0);
  const pending = useRef<{ index: number; remaining: number } | null>(null);

  useEffect(() => {
    if (paused || count < 2) return;
    const delay = pending.current?.index === index ? pending.current.remaining : intervalMs;
    pending.current = null;
    const start = Date.now();
    let fired = false;
    const timer = setTimeout(() => {
      fired = true;
      setIndex((i) => (i + 1) % count);
    }, delay);
    return () => {
      clearTimeout(timer);
      if (!fired) pending.current = { index, remaining: Math.max(0, delay - (Date.now() - start)) };
    };
  }, [index, paused, count, intervalMs]);

  const goTo = useCallback(
    (next: number) => {
      if (count === 0) return;
      pending.current = null;
      setIndex(((next % count) + count) % count);
    },
    [count],
  );

  return { index: count ? index % count : 0, goTo };
}
