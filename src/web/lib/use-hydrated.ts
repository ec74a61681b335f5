import { useSyncExternalStore } from 'react';

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
