import type { ComponentProps } from 'react';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * A picture that is not what a page's first paint waits for (a category tile, a card after the first, a
 * product's other pictures). Its server-rendered HTML carries the address as `data-src`, not `src`, so the
 * browser does not fetch it beside the page's CSS and main picture: the page's loader gives it its `src`
 * once the first paint is on the screen (src/server/plugins/app-loader.ts), and hydration does if the
 * loader has not. Its box keeps its size (`width`, `height` and the CSS), so nothing moves when it arrives.
 * Drawn once the page is live (a later navigation, a card drawn near the viewport), it has its `src` at once.
 */
export function LaterImage({ src, ...props }: ComponentProps<'img'> & { src: string }) {
  const hydrated = useHydrated();
  return hydrated ? <img src={src} decoding="async" {...props} /> : <img data-src={src} decoding="async" {...props} />;
}
