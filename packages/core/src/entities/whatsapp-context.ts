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

/**
 * The places of the site that ask for a context by name, in the owner's words: the panel lists a
 * context by its own description, else by this, and never by the name, which is a code.
 */
export const WHATSAPP_CONTEXT_LABELS: Readonly<Record<string, string>> = {
  float_button: 'Botão flutuante (todas as páginas)',
  search_no_results: 'Busca sem resultados',
  header_schedule: 'Botão de agendamento no cabeçalho',
  service_quote: 'Orçamento nos cartões de serviço',
  contact_page: 'Página de contato',
  popup_offer: 'Ofertas em popups',
  not_found: 'Página não encontrada',
  portfolio: 'Final da página de trabalhos',
  blog_post: 'Final de cada artigo do blog',
  footer: 'Rodapé',
};

/** A context's name for the owner: its description, else the place's label, else a generic one. */
export function whatsappContextLabel(context: { name: string; description?: string | null }) {
  return (
    context.description?.trim() ||
    WHATSAPP_CONTEXT_LABELS[context.name] ||
    'Contexto personalizado do WhatsApp'
  );
}

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
