import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { optionalImageRef, requiredText } from '../schemas/common';
import { imageAltsSchema } from '../schemas/media';
import { updatedAt } from './columns';
import { defineEntity } from './define-entity';

/** The "Sobre" page, in a single row (id = 1). */
export const aboutContent = pgTable(
  'about_content',
  {
    id: integer('id').primaryKey().default(1),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    body: text('body').notNull().default(''),
    mission: text('mission').notNull().default(''),
    vision: text('vision').notNull().default(''),
    values: jsonb('values').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    founded_year: integer('founded_year'),
    highlights: jsonb('highlights')
      .$type<{ label: string; value: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    team: jsonb('team')
      .$type<{ name: string; role: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    image: text('image'),
    updated_at: updatedAt(),
  },
  (t) => [check('about_content_single_row', sql`${t.id} = 1`)],
);

const highlightSchema = z.object({ label: requiredText(60), value: requiredText(30) });
const teamMemberSchema = z.object({ name: requiredText(80), role: requiredText(80) });

export const aboutEntity = defineEntity(aboutContent, {
  name: 'About',
  hidden: ['id'],
  rules: {
    title: requiredText(200, 2),
    subtitle: z.string().trim().max(300),
    /** Markdown. */
    body: z.string().max(50_000),
    mission: z.string().trim().max(1000),
    vision: z.string().trim().max(1000),
    values: z.array(requiredText(200)).max(20).default([]),
    founded_year: z
      .number()
      .int()
      .min(1900)
      .max(2100)
      .nullish()
      .transform((v) => v ?? null),
    highlights: z.array(highlightSchema).max(12).default([]),
    team: z.array(teamMemberSchema).max(50).default([]),
    image: optionalImageRef(),
  },
  output: {
    values: z.array(z.string()),
    highlights: z.array(z.object({ label: z.string(), value: z.string() })),
    team: z.array(z.object({ name: z.string(), role: z.string() })),
    image_alts: imageAltsSchema.optional(),
  },
  fields: {
    title: 'Título',
    subtitle: {
      label: 'Subtítulo',
      hint: 'Uma frase que resume a oficina, abaixo do título.',
    },
    body: 'Texto da história',
    mission: { label: 'Missão', multiline: true },
    vision: { label: 'Visão', multiline: true },
    values: 'Valores',
    founded_year: { label: 'Ano de fundação', hint: 'Aparece como “Desde 2009”. Opcional.' },
    highlights: 'Em números',
    team: 'Equipe',
    image: 'Foto da oficina',
  },
});

export const {
  schema: aboutSchema,
  input: aboutInputSchema,
  update: aboutUpdateInputSchema,
} = aboutEntity;
export type About = z.infer<typeof aboutSchema>;
