import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from 'sonner';
import { createQueryClient } from './lib/query-client';
import { routes } from './routes';
import './styles.css';

const queryClient = createQueryClient();
const router = createBrowserRouter(routes);

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {/* Spec section 9: one toast at a time, 5 s by default. */}
      <Toaster position="top-center" visibleToasts={1} duration={5000} richColors closeButton />
    </QueryClientProvider>
  </StrictMode>,
);
