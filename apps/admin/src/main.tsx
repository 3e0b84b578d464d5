// The panel's base stylesheet comes first: page stylesheets loaded later win ties with it.
import './styles/admin.css';
import { readStoredTheme } from '@site/features/theme/theme-script';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import { ConfirmProvider } from './components/confirm-dialog';
import { ReauthDialog } from './components/reauth-dialog';
import { ToastLayer } from './components/toast-layer';
import { friendlyError } from './lib/friendly-errors';
import { createAdminQueryClient } from './lib/query-client';
import { createAdminTrpcClient, trpc } from './lib/trpc';
import { createAdminRouter } from './router';

// Every form in the panel speaks plainly ("Preencha este campo."), whichever resolver it uses.
z.config({ customError: friendlyError });

// The panel is client-rendered: apply the stored theme before the first render.
document.documentElement.setAttribute('data-theme', readStoredTheme());

const router = createAdminRouter();

function App() {
  const [queryClient] = useState(() =>
    createAdminQueryClient(() => {
      // The session ended on the server and the password dialog (components/reauth-dialog.tsx)
      // was declined or not offered: ask again who is logged in, which shows the login form.
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
        <ReauthDialog />
        <ToastLayer />
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
