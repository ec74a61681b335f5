import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { SERVER_STATE_ID } from './server-state';

const subscribe = () => () => {};

/**
 * False while the server renders and while the browser hydrates; true after. A part of a page that is
 * left out of its server-rendered HTML (and of the data sent with it) draws the same placeholder in both,
 * then its own content once this turns true.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );

/** Whether the page has been hydrated, or was drawn by the browser from the start (no server state). */
let live = typeof document !== 'undefined' && !document.getElementById(SERVER_STATE_ID);

/**
 * useHydrated for a large part (a grid's later cards): it turns true in a transition after hydration, so
 * React draws that part in short slices rather than in one task right after hydrating; a part mounted
 * once the page is live (a later navigation) is true at once.
 */
export function useDrawnLater(): boolean {
  const [drawn, setDrawn] = useState(live);
  useEffect(() => {
    live = true;
    if (!drawn) startTransition(() => setDrawn(true));
  }, [drawn]);
  return drawn;
}
