import { z } from 'zod';
import { isoDateTime, listVisibilityInput } from './common';

/**
 * `updated_since` of the lists, for a client that mirrors the content: only the items changed
 * after that moment. Deletions are not changes of a listed item: they are in the trash
 * (`GET /trash?deleted_since=`).
 */
export const updatedSinceField = isoDateTime()
  .optional()
  .describe(
    'Só os itens alterados depois deste momento (ISO 8601 com fuso), para sincronização; as exclusões aparecem em GET /trash?deleted_since=',
  );

/** A list that takes nothing else: calling it with no input still lists everything. */
export const syncListInput = z.object({ updated_since: updatedSinceField }).optional();

/** A list that hides inactive items from the public, with `updated_since`. */
export const syncVisibilityInput = listVisibilityInput.extend({ updated_since: updatedSinceField });

/**
 * `limit`/`offset` of the lists that grow, beside their `page`/`page_size`: either pair works,
 * and `limit`/`offset` win when both are sent.
 */
export const limitOffsetFields = {
  limit: z
    .number()
    .int()
    .min(1)
    .max(100)
    .optional()
    .describe('Quantos itens devolver (1–100); com offset, substitui page/page_size'),
  offset: z
    .number()
    .int()
    .min(0)
    .max(10_000_000)
    .optional()
    .describe('Quantos itens pular desde o início da lista'),
};

/** The window a list answers, from either pair of its paging fields. */
export function pageWindow(input: {
  page: number;
  page_size: number;
  limit?: number | undefined;
  offset?: number | undefined;
}) {
  const limit = input.limit ?? input.page_size;
  const offset = input.offset ?? (input.page - 1) * input.page_size;
  return { limit, offset, page: Math.floor(offset / limit) + 1, page_size: limit };
}

/** What a paged answer says besides its items. */
export const pageInfoFields = {
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  has_more: z
    .boolean()
    .describe('Se há itens depois desta página (a próxima: offset + limit, no cabeçalho Link)'),
};

/** A page's facts from its window and the number of matching items. */
export function pageInfo(window: { limit: number; offset: number }, total: number) {
  return {
    total,
    page: Math.floor(window.offset / window.limit) + 1,
    page_size: window.limit,
    limit: window.limit,
    offset: window.offset,
    has_more: window.offset + window.limit < total,
  };
}
