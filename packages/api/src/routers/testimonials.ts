import {
  idParam,
  testimonialInputSchema,
  testimonialSchema,
  testimonialUpdateInputSchema,
} from '@oficina/core';
import { testimonials } from '@oficina/db';
import { desc } from 'drizzle-orm';
import { toWire } from '../serialize';
import { router } from '../trpc';
import { contentProcedures } from './crud-router';

/** Legacy records keep their words in `text`; clients always read `content`. */
function present(row: typeof testimonials.$inferSelect) {
  const { text, content, updated_at: _updated, ...rest } = row;
  return toWire({ ...rest, content: content ?? text ?? '' });
}

const testimonial = contentProcedures({
  table: testimonials,
  entity: 'testimonial',
  path: '/testimonials',
  tag: 'Depoimentos',
  names: { one: 'um depoimento', list: 'Lista os depoimentos' },
  notFound: 'Depoimento não encontrado',
  schema: testimonialSchema,
  createInput: testimonialInputSchema,
  updateInput: testimonialUpdateInputSchema.extend(idParam.shape),
  order: [desc(testimonials.created_at), desc(testimonials.id)],
  present,
  // Writing `content` retires the legacy `text`; an update without it keeps both.
  changesToRow: (values) => ({ ...values, text: values.content === undefined ? undefined : null }),
});

export const testimonialsRouter = router({
  list: testimonial.list,
  byId: testimonial.byId,
  ...testimonial.writes,
});
