import type { OpenApiMeta } from 'trpc-to-openapi';
import type { Context } from '../context';
import { requireRank } from '../trpc';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The REST mapping of a procedure: method, path under /api, tag and a Portuguese summary. */
export function rest(
  method: Method,
  path: `/${string}`,
  tag: string,
  summary: string,
  protect = false,
): OpenApiMeta {
  return { openapi: { method, path, tags: [tag], summary, protect } };
}

/**
 * Lists hide inactive, unpublished or out-of-date rows unless the caller asks for them with
 * `include_inactive=true`, which needs at least the viewer role.
 */
export async function canSeeHidden(
  ctx: Context,
  includeInactive: boolean | undefined,
): Promise<boolean> {
  if (!includeInactive) return false;
  await requireRank(ctx, 'viewer');
  return true;
}
