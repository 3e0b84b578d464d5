import { z } from 'zod';
import { idSchema, isoDateTime, wireDateTime } from './common';
import { nameSchemas } from './names';

/** Days a deleted item waits in the trash before it is removed for good. */
export const TRASH_RETENTION_DAYS = 30;

/**
 * The lists whose items go to the trash when deleted, named as their REST paths name them. Users
 * and images are deleted for good; contact messages too, since their deletion answers the
 * person's request to erase their data.
 */
export const TRASH_ENTITIES = [
  'services',
  'testimonials',
  'faqs',
  'portfolio',
  'blog-posts',
  'banners',
  'popups',
  'social-links',
] as const;

export type TrashEntity = (typeof TRASH_ENTITIES)[number];

/** What the panel calls one item of each list. */
export const TRASH_ENTITY_LABELS: Record<TrashEntity, string> = {
  services: 'Serviço',
  testimonials: 'Depoimento',
  faqs: 'Pergunta frequente',
  portfolio: 'Trabalho do portfólio',
  'blog-posts': 'Post do blog',
  banners: 'Banner',
  popups: 'Popup',
  'social-links': 'Rede social',
};

export const trashEntitySchema = z
  .enum(TRASH_ENTITIES, { error: 'Tipo de item desconhecido na lixeira' })
  .describe('A lista de onde o item saiu, como no caminho REST (ex.: testimonials, blog-posts)');

export const trashItemSchema = z.object({
  entity: trashEntitySchema,
  id: idSchema,
  title: z.string(),
  deleted_at: wireDateTime(),
  /** When the purge removes it for good. */
  purge_at: wireDateTime(),
});

export const trashListInputSchema = z.object({
  deleted_since: isoDateTime()
    .optional()
    .describe('Só os itens excluídos depois deste momento (ISO 8601 com fuso)'),
  entity: trashEntitySchema.optional(),
});

export const trashRestoreInputSchema = z.object({ entity: trashEntitySchema, id: idSchema });

export const trashRestoredSchema = z.object({
  success: z.literal(true),
  entity: trashEntitySchema,
  id: idSchema,
});

export type TrashItem = z.infer<typeof trashItemSchema>;

nameSchemas({
  TrashEntity: trashEntitySchema,
  TrashItem: trashItemSchema,
  TrashRestored: trashRestoredSchema,
});
