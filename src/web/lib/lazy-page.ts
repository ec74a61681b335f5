import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- pages take any props (e.g. a placeholder's title)
type Page = ComponentType<any>;
export type LazyPage<T extends Page = Page> = LazyExoticComponent<T> & { preload: () => Promise<unknown> };

/**
 * A lazily loaded page that can be loaded ahead of rendering. Once preloaded, React gets the module
 * synchronously (a thenable that answers at once), so a server render shows the page instead of the
 * spinner and the browser hydrates that HTML without suspending.
 */
export function lazyPage<T extends Page>(load: () => Promise<{ default: T }>): LazyPage<T> {
  let loaded: { default: T } | undefined;
  const preload = () => load().then((module) => (loaded = module));
  const Page = lazy(() => {
    const module = loaded;
    if (!module) return preload();
    const answerNow = { then: (resolve: (value: { default: T }) => void) => resolve(module) };
    return answerNow as unknown as Promise<{ default: T }>;
  });
  return Object.assign(Page, { preload });
}
