import { Suspense, lazy, useEffect, useSyncExternalStore } from 'react';
// eslint-disable-next-line no-restricted-imports -- the one place that may name sonner's toast
import type * as Sonner from 'sonner';

/**
 * The shop's toasts (sonner). A toast only ever follows something the shopper did, so sonner and its
 * Toaster load with the first toast instead of with every page: the first call mounts the Toaster,
 * waits until it listens, then shows the toast.
 */
let toasterWanted = false;
const listeners = new Set<() => void>();
let toasterListening: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => (toasterListening = resolve));

const sonner = () => import('sonner');

const ListeningToaster = lazy(() =>
  sonner().then(({ Toaster }) => ({
    default: function ListeningToaster(props: Sonner.ToasterProps) {
      // Runs after the Toaster's own effects, so it is subscribed to new toasts by now.
      useEffect(() => toasterListening(), []);
      return <Toaster {...props} />;
    },
  })),
);

/** Where toasts appear; renders nothing (and loads nothing) until the first toast. */
export function ToasterSlot(props: Sonner.ToasterProps) {
  const wanted = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasterWanted,
    () => false,
  );
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ListeningToaster {...props} />
    </Suspense>
  );
}

type Kind = 'message' | 'success' | 'error';

function show(kind: Kind) {
  return (message: string, data?: Sonner.ExternalToast): void => {
    if (!toasterWanted) {
      toasterWanted = true;
      for (const listener of listeners) listener();
    }
    void Promise.all([sonner(), toasterReady]).then(([{ toast }]) =>
      kind === 'message' ? toast(message, data) : toast[kind](message, data),
    );
  };
}

export const toast = Object.assign(show('message'), { success: show('success'), error: show('error') });
