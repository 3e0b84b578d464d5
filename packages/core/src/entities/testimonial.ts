import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { optionalText, requiredText } from '../schemas/common';
import { createdAt, rowId, updatedAt } from './columns';
import { defineEntity } from './define-entity';

/** A client's words about the workshop, with the stars they gave. */
export const testimonials = pgTable(
  'testimonials',
  {
    id: rowId(),
    name: text('name').notNull(),
    content: text('content'),
    /** Legacy records carry their words here instead of `content`. */
    text: text('text'),
    rating: integer('rating').notNull(),
    service: text('service'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('testimonials_rating_range', sql`${t.rating} between 1 and 5`),
    check('testimonials_has_words', sql`coalesce(${t.content}, ${t.text}) is not null`),
  ],
);

const RATING_RANGE = 'A nota vai de 1 a 5';

export const testimonialEntity = defineEntity(testimonials, {
  name: 'Testimonial',
  rules: {
    name: requiredText(120, 2),
    content: requiredText(2000, 2),
    rating: z.number().int().min(1, RATING_RANGE).max(5, RATING_RANGE),
    service: optionalText(120),
  },
  fields: {
    name: 'Nome do cliente',
    content: {
      label: 'Depoimento',
      hint: 'As palavras do cliente, como ele escreveu ou falou.',
      multiline: true,
    },
    rating: 'Nota',
    service: {
      label: 'Serviço realizado',
      hint: 'Opcional. Escolha um dos serviços cadastrados ou escreva outro.',
    },
  },
  // The reads fold the legacy `text` into `content`, and a testimonial shows no edit date.
  hidden: ['text', 'updated_at'],
  output: {
    /** Legacy records only have `text`; the API always answers with `content`. */
    content: z.string(),
    rating: z.number().int().min(1).max(5),
  },
});

export const {
  schema: testimonialSchema,
  input: testimonialInputSchema,
  update: testimonialUpdateInputSchema,
} = testimonialEntity;
export type Testimonial = z.infer<typeof testimonialSchema>;
