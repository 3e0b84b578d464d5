import { check, pgTable, text } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { oneOf, updatedAt } from './columns';
import { defineEntity } from './define-entity';

export const EDITABLE_CONTENT_TYPES = ['text', 'markdown'] as const;

/** One text of the site the owner edits in the panel (a title, a call, a legal page), by key. */
export const editableContent = pgTable(
  'editable_content',
  {
    key: text('key').primaryKey(),
    section: text('section').notNull().default('geral'),
    type: text('type', { enum: EDITABLE_CONTENT_TYPES }).notNull().default('text'),
    value: text('value').notNull(),
    description: text('description'),
    updated_at: updatedAt(),
  },
  (t) => [check('editable_content_type', oneOf(t.type, EDITABLE_CONTENT_TYPES))],
);

/** How the site finds a text (`home.hero.title`): the address carries it, never a body. */
export const editableContentKeySchema = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_.-]{0,99}$/, 'Use letras minúsculas, números, ponto, hífen e sublinhado');

export const editableContentEntity = defineEntity(editableContent, {
  name: 'EditableContent',
  // The key is the address (PUT /api/editable-content/{key}); a body never carries it.
  readOnly: ['key'],
  rules: {
    section: z.string().trim().min(1).max(60),
    value: z.string().max(100_000),
    description: z.string().trim().max(300).nullish(),
  },
  fields: {
    section: { label: 'Página ou grupo', hint: 'Escolha da lista ou digite um novo grupo.' },
    type: {
      label: 'Tipo',
      options: { text: 'Texto simples', markdown: 'Texto formatado (Markdown)' },
    },
    // The editor's hint for the text depends on its type (formatting help for Markdown only).
    value: { label: 'Texto', multiline: true },
    description: {
      label: 'Nome (para você identificar)',
      hint: 'Aparece só no painel, por exemplo: Título principal da página inicial.',
    },
  },
});

export const {
  schema: editableContentSchema,
  input: editableContentInputSchema,
  update: editableContentUpdateInputSchema,
} = editableContentEntity;
export type EditableContent = z.infer<typeof editableContentSchema>;
