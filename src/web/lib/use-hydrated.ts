import { type RefObject, startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { SERVER_STATE_ID } from './server-state';

const subscribe = () => () => {};

/** Whether the page has been hydrated, or was drawn by the browser from the start (no server state). */
let live = typeof document !== 'undefined' && !document.getElementById(SERVER_STATE_ID);
const isLive = () => live;
/**
 * Whether the page was live when the calling part mounted. False in the server's render and in the
 * browser's hydration whatever `live` says by then: a part hydrated after others have turned (in a later
 * Suspense boundary) must still draw what the server drew.
 */
const useLiveWhenMounted = () => useSyncExternalStore(subscribe, isLive, () => false);

/**
 * False while the server renders and while the browser hydrates; true after. A part of a page that is
 * left out of its server-rendered HTML (and of the data sent with it) draws the same placeholder in both,
 * then its own content once this turns true; drawn after one such part (or a later card) has turned, as on
 * a later navigation, it is true at once. The turn after hydration is a transition, drawn in short slices: a
 * store whose browser value differs from the server's would make React draw every such part again at once,
 * in the task that runs the hydration's effects, so the store answers false until then.
 */
export function useHydrated(): boolean {
  const liveWhenMounted = useLiveWhenMounted();
  const [hydrated, setHydrated] = useState(liveWhenMounted);
  useEffect(() => {
    if (hydrated) live = true;
    else startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/**
 * For one item of a long list (a grid's later cards): false while the page hydrates; after that it turns
 * true, in a transition, once the item comes within a screen's height of the viewport, so cards far below
 * the fold cost a phone nothing until the shopper scrolls toward them. An item mounted once the page is
 * live (a later navigation) is true at once.
 */
export function useDrawnWhenNear(ref: RefObject<Element | null>): boolean {
  const liveWhenMounted = useLiveWhenMounted();
  const [drawn, setDrawn] = useState(liveWhenMounted);
  useEffect(() => {
    live = true;
    if (drawn) return;
    const draw = () => startTransition(() => setDrawn(true));
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return draw();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        draw();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [drawn, ref]);
  return drawn;
}
