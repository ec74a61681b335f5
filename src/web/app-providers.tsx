import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode, Suspense } from 'react';
import { lazyComponent } from './lib/lazy-component';
import { loadSonner } from './lib/toast';

// Loaded beside the page rather than inside the app shell's chunk (see lib/toast.ts).
const Toaster = lazyComponent(() => loadSonner().then((sonner) => ({ default: sonner.Toaster })));

/** What wraps every page, in the browser and in the server's render alike (so hydration matches). */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={client}>
        {children}
        {/* Spec section 9: one toast at a time, 5 s by default. */}
        <Suspense fallback={null}>
          <Toaster position="top-center" visibleToasts={1} duration={5000} richColors closeButton />
        </Suspense>
      </QueryClientProvider>
    </StrictMode>
  );
}
