import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { requiredText } from '../schemas/common';
import { rowId, updatedAt } from './columns';
import { defineEntity } from './define-entity';

/** The message and button text of one place on the site with a WhatsApp button, by name. */
export const whatsappContexts = pgTable('whatsapp_contexts', {
  id: rowId(),
  name: text('name').notNull().unique(),
  description: text('description'),
  active: boolean('active').notNull().default(true),
  message_template: text('message_template').notNull(),
  button_text: text('button_text').notNull(),
  updated_at: updatedAt(),
});

/** How the site finds a context (`float_button`): the address carries it, never a body. */
export const whatsappContextNameSchema = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_]{0,63}$/, 'Use letras minúsculas, números e sublinhado');

export const whatsappContextEntity = defineEntity(whatsappContexts, {
  name: 'WhatsAppContext',
  // The name is given once, in the creation's body or the address, and never changes.
  readOnly: ['name'],
  rules: {
    description: z.string().trim().max(300).nullish(),
    message_template: requiredText(1000),
    button_text: requiredText(60),
  },
  fields: {
    description: {
      label: 'Onde aparece',
      hint: 'Descrição para você, por exemplo: Botão de orçamento nos cartões de serviço.',
    },
    active: { label: 'Ativa', hint: 'Inativa, o botão usa a mensagem padrão.' },
    message_template: {
      label: 'Mensagem',
      hint: 'O texto que chega já escrito no WhatsApp do cliente.',
      multiline: true,
    },
    button_text: 'Texto do botão',
  },
});

export const {
  schema: whatsappContextSchema,
  input: whatsappContextInputSchema,
  update: whatsappContextUpdateInputSchema,
} = whatsappContextEntity;
export type WhatsappContext = z.infer<typeof whatsappContextSchema>;
