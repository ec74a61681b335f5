import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- components take any props (e.g. a placeholder's title)
type Page = ComponentType<any>;
export type LazyComponent<T extends Page = Page> = LazyExoticComponent<T> & { preload: () => Promise<unknown> };

const everyLazyComponent: LazyComponent[] = [];

/**
 * A lazily loaded page or component that can be loaded ahead of rendering. Once preloaded, React gets
 * the module synchronously (a thenable that answers at once), so a server render shows it instead of
 * the spinner and the browser hydrates that HTML without suspending.
 */
export function lazyComponent<T extends Page>(load: () => Promise<{ default: T }>): LazyComponent<T> {
  let loaded: { default: T } | undefined;
  const preload = () => load().then((module) => (loaded = module));
  const Page = lazy(() => {
    const module = loaded;
    if (!module) return preload();
    const answerNow = { then: (resolve: (value: { default: T }) => void) => resolve(module) };
    return answerNow as unknown as Promise<{ default: T }>;
  });
  const component = Object.assign(Page, { preload });
  everyLazyComponent.push(component);
  return component;
}

/** The server loads everything once, at start, so no render ever waits for a chunk. */
export async function preloadEveryLazyComponent(): Promise<void> {
  await Promise.all(everyLazyComponent.map((component) => component.preload()));
}
