import { faqInputSchema, faqSchema, faqUpdateInputSchema, idParam, MESSAGES } from '@oficina/core';
import { faqs } from '@oficina/db';
import { asc, eq } from 'drizzle-orm';
import { toWire } from '../serialize';
import { router } from '../trpc';
import { contentProcedures } from './crud-router';

const faq = contentProcedures({
  table: faqs,
  entity: 'faq',
  trash: 'faqs',
  path: '/faqs',
  tag: 'FAQ',
  names: {
    one: 'uma pergunta frequente',
    all: 'as perguntas frequentes',
    list: 'Lista as perguntas frequentes ativas, em ordem',
  },
  notFound: MESSAGES.faqNotFound,
  schema: faqSchema,
  createInput: faqInputSchema,
  updateInput: faqUpdateInputSchema.extend(idParam.shape),
  order: [asc(faqs.display_order), asc(faqs.id)],
  shown: eq(faqs.active, true),
  present: toWire,
});

export const faqsRouter = router({ list: faq.list, byId: faq.byId, ...faq.writes });
