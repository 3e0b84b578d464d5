import { z } from 'zod';
import { idSchema } from './common';
import { nameSchemas } from './names';

/** Most lists in the panel hold a few dozen rows; the cap keeps one call's transaction short. */
export const REORDER_MAX_IDS = 1000;

/** The rows in their new order: each id's `display_order` becomes its index. */
export const reorderInputSchema = z.object({
  ids: z
    .array(idSchema)
    .min(1)
    .max(REORDER_MAX_IDS)
    .refine((ids) => new Set(ids).size === ids.length, {
      message: 'A lista tem ids repetidos',
    }),
});

export const reorderResultSchema = z.object({
  success: z.literal(true),
  order: z.array(z.object({ id: idSchema, display_order: z.number().int() })),
});

export type ReorderInput = z.infer<typeof reorderInputSchema>;
export type ReorderResult = z.infer<typeof reorderResultSchema>;

nameSchemas({ ReorderInput: reorderInputSchema, ReorderResult: reorderResultSchema });
