import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { requiredText } from '../schemas/common';
import { createdAt, rowId, updatedAt } from './columns';
import { defineEntity } from './define-entity';
import { displayOrder } from './rules';

/** A question of the FAQ page. */
export const faqs = pgTable(
  'faqs',
  {
    id: rowId(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    display_order: integer('display_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('faqs_order_idx').on(t.display_order, t.id)],
);

export const faqEntity = defineEntity(faqs, {
  name: 'Faq',
  rules: {
    question: requiredText(300, 3),
    answer: requiredText(5000, 2),
    display_order: displayOrder(),
  },
  fields: {
    question: 'Pergunta',
    answer: { label: 'Resposta', multiline: true },
    display_order: {
      label: 'Ordem de exibição',
      hint: 'Números menores aparecem primeiro. Também dá para arrastar na lista.',
    },
    active: {
      label: 'Visível no site',
      hint: 'Desligado, a pergunta fica guardada aqui mas não aparece na página FAQ.',
    },
  },
});

export const { schema: faqSchema, input: faqInputSchema, update: faqUpdateInputSchema } = faqEntity;
export type Faq = z.infer<typeof faqSchema>;
