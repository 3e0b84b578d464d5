import { faqInputSchema, faqSchema, faqUpdateInputSchema, idParam, MESSAGES } from '@oficina/core';
import { faqs } from '@oficina/db';
import { eq } from 'drizzle-orm';
import { toWire } from '../serialize';
import { router } from '../trpc';
import { contentProcedures } from './crud-router';

const faq = contentProcedures({
  table: faqs,
  entity: 'faq',
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
  shown: eq(faqs.active, true),
  present: toWire,
});

export const faqsRouter = router({ list: faq.list, byId: faq.byId, ...faq.writes });
