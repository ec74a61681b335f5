// eslint-disable-next-line no-restricted-imports -- the one place that may name sonner's toast
import type * as Sonner from 'sonner';

/**
 * The shop's toasts (sonner), loaded on first use instead of with the app shell: a toast only ever
 * follows something the shopper did, by which time the Toaster (app-providers.tsx) has loaded it.
 */
let sonner: Promise<typeof Sonner> | undefined;
export const loadSonner = () => (sonner ??= import('sonner'));

type Kind = 'message' | 'success' | 'error';

function show(kind: Kind) {
  return (message: string, data?: Sonner.ExternalToast): void => {
    void loadSonner().then(({ toast }) => (kind === 'message' ? toast(message, data) : toast[kind](message, data)));
  };
}

export const toast = Object.assign(show('message'), { success: show('success'), error: show('error') });
