import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { requiredText } from '../schemas/common';
import { nameSchemas } from '../schemas/names';
import { createdAt, oneOf, rowId, updatedAt } from './columns';
import { defineEntity, optionalDateTime } from './define-entity';
import { displayOrder } from './rules';

export const BANNER_POSITIONS = ['header', 'top', 'hero', 'middle', 'bottom', 'footer'] as const;
type BannerPosition = (typeof BANNER_POSITIONS)[number];

/**
 * Named colours a banner may take; the site draws each in both themes with AA contrast
 * (features/banners/banner-slot.css). The database's check constraint is built from this list.
 */
export const BANNER_TONES = ['brand', 'info', 'success', 'warning', 'neutral'] as const;
export type BannerTone = (typeof BANNER_TONES)[number];

/** A banner of the site: its words are JSON text whose shape depends on its key. */
export const banners = pgTable(
  'banners',
  {
    id: rowId(),
    title: text('title').notNull(),
    /** JSON text, validated on write. */
    content: text('content').notNull(),
    active: boolean('active').notNull().default(true),
    position: text('position', { enum: BANNER_POSITIONS }).notNull(),
    key: text('key').notNull(),
    target_pages: text('target_pages').notNull().default('*'),
    display_order: integer('display_order').notNull().default(0),
    tone: text('tone', { enum: BANNER_TONES }).notNull().default('brand'),
    /** Shown from this instant on; null: from when it is active. */
    starts_at: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
    /** Hidden from this instant on; null: no end. */
    ends_at: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('banners_key_idx').on(t.key),
    index('banners_position_idx').on(t.position, t.display_order),
    check('banners_position', oneOf(t.position, BANNER_POSITIONS)),
    check('banners_tone', oneOf(t.tone, BANNER_TONES)),
    check(
      'banners_dates',
      sql`${t.starts_at} is null or ${t.ends_at} is null or ${t.ends_at} > ${t.starts_at}`,
    ),
  ],
);

export const bannerKeySchema = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_-]{0,63}$/, 'Use letras minúsculas, números, hífen e sublinhado');

export const bannerContentSchema = z
  .string()
  .max(20_000)
  .refine((text) => {
    try {
      JSON.parse(text);
      return true;
    } catch {
      return false;
    }
  }, 'O conteúdo do banner precisa ser um JSON válido');

export const bannerEntity = defineEntity(banners, {
  rules: {
    title: requiredText(200, 2),
    content: bannerContentSchema,
    // The column has no default; a banner sent without a position goes to the top.
    position: z.enum(BANNER_POSITIONS).default('top'),
    key: bannerKeySchema,
    target_pages: z.string().trim().min(1).max(500),
    display_order: displayOrder(),
    starts_at: optionalDateTime(),
    ends_at: optionalDateTime(),
  },
  fields: {
    title: {
      label: 'Nome',
      hint: 'Só para você reconhecer o banner na lista; o visitante não vê.',
    },
    content: { label: 'O que o visitante vê', multiline: true },
    active: { label: 'Ativo', hint: 'Desligado, o banner não aparece no site.' },
    position: {
      label: 'Posição',
      options: {
        header: 'Cabeçalho — faixa mais alta, acima do menu',
        top: 'Topo — logo abaixo do menu',
        hero: 'Destaque — a área principal da página',
        middle: 'Meio — entre as seções do conteúdo',
        bottom: 'Final — fecha o conteúdo da página',
        footer: 'Rodapé — acima do rodapé do site',
      } satisfies Record<BannerPosition, string>,
    },
    key: 'Chave',
    target_pages: 'Páginas',
    display_order: {
      label: 'Ordem de exibição',
      hint: 'Na mesma posição, o menor número aparece primeiro.',
    },
    tone: {
      label: 'Cor',
      hint: 'Todas as cores ficam legíveis no tema claro e no escuro.',
      options: {
        brand: 'Padrão do site',
        info: 'Informação (azul)',
        success: 'Sucesso (verde)',
        warning: 'Aviso (amarelo)',
        neutral: 'Neutro (cinza)',
      } satisfies Record<BannerTone, string>,
    },
    starts_at: { label: 'Exibir a partir de', hint: 'Vazio: aparece desde já.' },
    ends_at: { label: 'Até', hint: 'Vazio: não termina.' },
  },
});

export const {
  schema: bannerSchema,
  input: bannerFieldsSchema,
  update: bannerUpdateInputSchema,
} = bannerEntity;

/** What the rule across dates reads: a banner as sent on create or as stored after an update. */
export interface BannerDates {
  starts_at?: string | Date | null;
  ends_at?: string | Date | null;
}

/** The end must come after the start; shared by create and update (on the merged row). */
export function bannerRuleIssues(banner: BannerDates): z.core.$ZodRawIssue[] {
  if (
    banner.starts_at &&
    banner.ends_at &&
    new Date(banner.starts_at) >= new Date(banner.ends_at)
  ) {
    return [
      {
        code: 'custom',
        message: 'A data de término precisa ser depois da data de início',
        path: ['ends_at'],
        input: banner.ends_at,
      },
    ];
  }
  return [];
}

export const bannerInputSchema = bannerFieldsSchema.superRefine((banner, ctx) => {
  for (const issue of bannerRuleIssues(banner)) ctx.addIssue(issue);
});

export type Banner = z.infer<typeof bannerSchema>;

nameSchemas({
  Banner: bannerSchema,
  BannerInput: bannerFieldsSchema,
  BannerUpdate: bannerUpdateInputSchema,
});
