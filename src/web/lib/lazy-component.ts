import { type ComponentType, type LazyExoticComponent, Suspense, createElement, lazy } from 'react';

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

/**
 * The server loads everything once, at start, so no render ever waits for a chunk (a render that did would
 * send that part as "render it in the browser"). A page's module declares lazy parts of its own when it
 * loads, so this goes round until a round adds none.
 */
export async function preloadEveryLazyComponent(): Promise<void> {
  for (let loaded = 0; loaded < everyLazyComponent.length;) {
    const round = everyLazyComponent.slice(loaded);
    loaded = everyLazyComponent.length;
    await Promise.all(round.map((component) => component.preload()));
  }
}

/**
 * A part of a page kept out of its first script that still arrives server-rendered: the server renders it
 * in place (it has every lazy component loaded), and the browser keeps that HTML, live links included,
 * until the part's chunk arrives, which hydration asks for when it reaches it. For what a shopper does not
 * touch in the page's first second: the footer, the home page's lower sections. Never a field a shopper may type
 * into first: what they typed before its chunk arrived would not reach its state. A text field lower in such a
 * part keeps its text with `useFieldText` (`lib/use-field-text.ts`).
 */
export function lazyHydrated<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Part = lazyComponent(() => load().then((component) => ({ default: component })));
  return function LazyHydrated(props: P) {
    return createElement(Suspense, { fallback: null }, createElement(Part, props));
  };
}
