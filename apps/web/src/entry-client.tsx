import { RouterClient } from '@tanstack/react-router/ssr/client';
import { httpBatchLink } from '@trpc/client';
import { hydrateRoot } from 'react-dom/client';
import { registerServiceWorker } from './lib/register-sw';
import { createAppRouter } from './router';

const router = createAppRouter(httpBatchLink({ url: '/trpc' }));

hydrateRoot(document, <RouterClient router={router} />);
registerServiceWorker();
