import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type CSSProperties, type ReactNode, StrictMode } from 'react';
import { ToasterSlot } from './lib/toast';

/** sonner's rich success green is 4.3:1 on its background; these pass WCAG AA (4.5:1) for small text. */
const TOAST_COLOURS = { '--success-text': '#166534', '--error-text': '#b91c1c' } as CSSProperties;

/** What wraps every page, in the browser and in the server's render alike (so hydration matches). */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={client}>
        {children}
        {/* Spec section 9: one toast at a time, 5 s by default. */}
        <ToasterSlot
          position="top-center"
          visibleToasts={1}
          duration={5000}
          richColors
          closeButton
          style={TOAST_COLOURS}
        />
      </QueryClientProvider>
    </StrictMode>
  );
}
