import type { AppRouter } from '@site/lib/trpc';
import type { inferRouterOutputs } from '@trpc/server';

/** Answers as the panel receives them (JSON: `unknown` fields may be missing). */
type Outputs = inferRouterOutputs<AppRouter>;

export type DashboardData = Outputs['dashboard']['summary'];
export type AuditItem = Outputs['audit']['list']['items'][number];
