import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { readStoredTheme } from '../features/theme/theme-script';
import { Toaster } from '../features/toasts';
import { ConfirmProvider } from './components/confirm-dialog';
import { createAdminQueryClient } from './lib/query-client';
import { createAdminTrpcClient, trpc } from './lib/trpc';
import { createAdminRouter } from './router';
import './styles/admin.css';

// The panel is client-rendered: apply the stored theme before the first render.
document.documentElement.setAttribute('data-theme', readStoredTheme());

const router = createAdminRouter();

function App() {
  const [queryClient] = useState(() =>
    createAdminQueryClient(() => {
      // The session ended on the server (expired or revoked): ask again who is logged in,
      // which shows the login form.
      void queryClient.invalidateQueries({ queryKey: [['auth', 'me']] });
    }),
  );
  const [trpcClient] = useState(createAdminTrpcClient);
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <ConfirmProvider>
          <RouterProvider router={router} />
        </ConfirmProvider>
        <Toaster />
      </QueryClientProvider>
    </trpc.Provider>
  );
}

const container = document.getElementById('app');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
