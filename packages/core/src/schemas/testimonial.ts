import { z } from 'zod';
import { idSchema, optionalText, requiredText, updateInputOf } from './common';
import { nameSchemas } from './names';

export const testimonialSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** Legacy records only have `text`; the API always answers with `content`. */
  content: z.string(),
  rating: z.number().int().min(1).max(5),
  service: z.string().nullable(),
  created_at: z.string(),
});

export const testimonialInputSchema = z.object({
  name: requiredText(120, 2),
  content: requiredText(2000, 2),
  rating: z.number().int().min(1, 'A nota vai de 1 a 5').max(5, 'A nota vai de 1 a 5'),
  service: optionalText(120),
});

/** PUT and PATCH: only the fields sent change (see updateInputOf). */
export const testimonialUpdateInputSchema = updateInputOf(testimonialInputSchema);

export type Testimonial = z.infer<typeof testimonialSchema>;

nameSchemas({
  Testimonial: testimonialSchema,
  TestimonialInput: testimonialInputSchema,
  TestimonialUpdate: testimonialUpdateInputSchema,
});
