import type { ComponentProps } from 'react';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * A picture that is not what a page's first paint waits for (a category tile, a card after the first, a
 * product's other pictures): its server-rendered HTML has no address, so the browser does not fetch it
 * beside the page's CSS and main picture; it gets its `src` once the page is live. Its box keeps its size
 * (`width`, `height` and the CSS), so nothing moves when it arrives. Drawn once the page is live (a later
 * navigation, a card drawn near the viewport), it has its `src` at once.
 */
export function LaterImage({ src, ...props }: ComponentProps<'img'> & { src: string }) {
  const hydrated = useHydrated();
  return <img src={hydrated ? src : undefined} {...props} />;
}
