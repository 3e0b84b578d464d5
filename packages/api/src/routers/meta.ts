import type { OpenApiMeta } from 'trpc-to-openapi';
import type { Context } from '../context';
import { requireRank } from '../trpc';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

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

/** What a procedure builder offers that `putAndPatch` needs (tRPC's builder type is internal). */
interface MutationBuilder {
  meta(meta: OpenApiMeta): unknown;
  mutation(resolver: never): unknown;
}

/**
 * An update answered on one path under PUT and PATCH, with one resolver. Both change only the
 * fields the request names (the input comes from `updateInputOf`): PUT keeps the payloads
 * clients already send valid, and PATCH says so by its name. Two procedures, so the document,
 * the role matrix and tRPC clients see each one.
 */
export function putAndPatch<B extends MutationBuilder>(
  builder: B,
  path: `/${string}`,
  tag: string,
  summary: string,
  resolver: Parameters<B['mutation']>[0],
): { update: ReturnType<B['mutation']>; patch: ReturnType<B['mutation']> } {
  const withMeta = (meta: OpenApiMeta) => builder.meta(meta) as B;
  return {
    update: withMeta(
      rest('PUT', path, tag, `${summary} (os campos não enviados ficam como estão)`, true),
    ).mutation(resolver) as ReturnType<B['mutation']>,
    patch: withMeta(
      rest('PATCH', path, tag, `${summary}: muda só os campos enviados`, true),
    ).mutation(resolver) as ReturnType<B['mutation']>,
  };
}

/** `putAndPatch`'s pair named for a router that updates more than one thing (updateX, patchX). */
export function renameUpdates<P extends { update: unknown; patch: unknown }, N extends string>(
  noun: N,
  { update, patch }: P,
): Record<`update${N}`, P['update']> & Record<`patch${N}`, P['patch']> {
  return { [`update${noun}`]: update, [`patch${noun}`]: patch } as Record<
    `update${N}`,
    P['update']
  > &
    Record<`patch${N}`, P['patch']>;
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
