import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  LIVE_HEARTBEAT_MS,
  LIVE_RECONNECT_DELAYS_MS,
  LIVE_TIMEOUT_MS,
  type LiveEvent,
} from '../../../../shared/cart-constants';
import { CART_KEYS } from '../../../lib/cart-queries';
import { ORDER_KEYS } from '../../../lib/order-queries';
import { WISHLIST_KEYS } from '../../../lib/wishlist-queries';

const RELOADS: [LiveEvent, readonly string[]][] = [
  ['cart', CART_KEYS.current],
  ['saved', CART_KEYS.saved],
  ['removed', CART_KEYS.removed],
  ['drafts', CART_KEYS.drafts],
  ['wishlist', WISHLIST_KEYS.all],
  ['order', ORDER_KEYS.all],
];

/**
 * The signed-in shopper's live channel (spec sections 4, 9): each event reloads the list it names, so a
 * change in another tab, on another device or through another server instance shows at once. A lost
 * stream is reopened after 1, 2, 5, then every 10 s; a stream silent past the 25 s heartbeat plus the
 * 10 s timeout counts as lost. Each time a stream opens, its first open included, everything it keeps
 * current is reloaded: the page read its lists before the stream was in place (and a reopened stream
 * was gone a while), and a change that landed in between sent its event to no stream of this page.
 * A 'notice' event (a live notice: price drop, back in stock, news) goes to `onNotice` as it came.
 */
export function useCartLive(enabled: boolean, onNotice?: (notice: unknown) => void) {
  const client = useQueryClient();
  // Read at each event, so a new callback does not reopen the stream.
  const noticeHandler = useRef(onNotice);
  useEffect(() => {
    noticeHandler.current = onNotice;
  });
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let failures = 0;
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let watchdog: ReturnType<typeof setTimeout> | undefined;

    const alive = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(reconnect, LIVE_HEARTBEAT_MS + LIVE_TIMEOUT_MS);
    };
    function open() {
      source = new EventSource('/api/events');
      source.addEventListener('ready', () => {
        alive();
        void client.invalidateQueries({ queryKey: CART_KEYS.all });
        void client.invalidateQueries({ queryKey: WISHLIST_KEYS.all });
        void client.invalidateQueries({ queryKey: ORDER_KEYS.all });
        failures = 0;
      });
      source.addEventListener('heartbeat', alive);
      for (const [event, key] of RELOADS) {
        source.addEventListener(event, () => {
          alive();
          void client.invalidateQueries({ queryKey: key });
        });
      }
      source.addEventListener('notice', (event) => {
        alive();
        noticeHandler.current?.(parseData(event));
      });
      // EventSource would retry on its own schedule; the spec's backoff is ours.
      source.onerror = reconnect;
    }
    function reconnect() {
      source?.close();
      source = null;
      clearTimeout(watchdog);
      if (stopped) return;
      const delay = LIVE_RECONNECT_DELAYS_MS[Math.min(failures, LIVE_RECONNECT_DELAYS_MS.length - 1)];
      failures++;
      clearTimeout(retry);
      retry = setTimeout(open, delay);
    }

    open();
    return () => {
      stopped = true;
      source?.close();
      clearTimeout(retry);
      clearTimeout(watchdog);
    };
  }, [enabled, client]);
}

function parseData(event: Event): unknown {
  try {
    return JSON.parse((event as MessageEvent<string>).data);
  } catch {
    return null;
  }
}
