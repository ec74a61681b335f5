import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { ToasterSlot } from './lib/toast';

/** What wraps every page, in the browser and in the server's render alike (so hydration matches). */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={client}>
        {children}
        {/* Spec section 9: one toast at a time, 5 s by default. */}
        <ToasterSlot position="top-center" visibleToasts={1} duration={5000} richColors closeButton />
      </QueryClientProvider>
    </StrictMode>
  );
}
