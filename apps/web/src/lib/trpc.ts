import type { AppRouter } from '@oficina/api';
import { createTRPCReact } from '@trpc/react-query';

/** Typed hooks for every procedure; the router is imported as a type only, never as code. */
export const trpc = createTRPCReact<AppRouter>();
export type { AppRouter };
