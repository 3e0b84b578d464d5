import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { httpUrl, requiredText } from '../schemas/common';
import { rowId, updatedAt } from './columns';
import { defineEntity } from './define-entity';
import { displayOrder } from './rules';

/** Platforms the site has an icon for; any other value shows the globe. */
export const SOCIAL_PLATFORMS = [
  'facebook',
  'instagram',
  'twitter',
  'youtube',
  'linkedin',
  'website',
] as const;

/** A link of the site's footer to one of the workshop's profiles. */
export const socialLinks = pgTable(
  'social_links',
  {
    id: rowId(),
    name: text('name').notNull(),
    platform: text('platform').notNull(),
    url: text('url').notNull(),
    /** 1 or 0, not a boolean: the shape the REST API answers for social links. */
    active: integer('active').notNull().default(1),
    display_order: integer('display_order').notNull().default(0),
    /** Lets a sync ask for the links changed since its last run (`updated_since`). */
    updated_at: updatedAt(),
  },
  (t) => [
    check('social_links_active', sql`${t.active} in (0, 1)`),
    index('social_links_order_idx').on(t.display_order, t.id),
  ],
);

/**
 * 1 or 0, as stored and answered; a client may also send true or false. The column's default is
 * repeated before the transform: a default put after it (as the table's is) is left out of the
 * OpenAPI document, which describes what a client sends.
 */
const activeFlag = z
  .union([z.literal(0), z.literal(1), z.boolean().pipe(z.boolean())])
  .default(1)
  .transform((v) => (v === true || v === 1 ? 1 : 0) as 0 | 1);

export const socialLinkEntity = defineEntity(socialLinks, {
  name: 'SocialLink',
  rules: {
    name: requiredText(60),
    /** Known platforms get their icon; any other value shows the globe. */
    platform: z
      .string()
      .trim()
      .toLowerCase()
      .min(2)
      .max(30)
      .regex(/^[a-z0-9_-]+$/),
    url: httpUrl(),
    active: activeFlag,
    display_order: displayOrder(),
  },
  fields: {
    name: {
      label: 'Nome',
      hint: 'Usado pelos leitores de tela e na dica do ícone, por exemplo: Instagram.',
    },
    platform: 'Rede social',
    url: 'Endereço (URL)',
    active: 'Ativo (aparece no rodapé do site)',
    display_order: {
      label: 'Ordem de exibição',
      hint: 'Números menores aparecem primeiro. Também dá para arrastar na lista.',
    },
  },
  // The answer carries no edit date; a sync reads it through `updated_since`.
  hidden: ['updated_at'],
  output: {
    /** 1 or 0, not a boolean: the shape the REST API answers (input also takes true/false). */
    active: z.union([z.literal(0), z.literal(1)]),
  },
});

export const {
  schema: socialLinkSchema,
  input: socialLinkInputSchema,
  update: socialLinkUpdateInputSchema,
} = socialLinkEntity;
export type SocialLink = z.infer<typeof socialLinkSchema>;
