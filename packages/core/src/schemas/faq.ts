import { z } from 'zod';
import { idSchema, jsonBoolean, requiredText, timestamps, updateInputOf } from './common';
import { nameSchemas } from './names';

export const faqSchema = z.object({
  id: idSchema,
  question: z.string(),
  answer: z.string(),
  display_order: z.number().int(),
  active: z.boolean(),
  ...timestamps,
});

export const faqInputSchema = z.object({
  question: requiredText(300, 3),
  answer: requiredText(5000, 2),
  display_order: z.number().int().min(0).max(10_000).default(0),
  active: jsonBoolean().default(true),
});

/** PUT and PATCH: only the fields sent change (see updateInputOf). */
export const faqUpdateInputSchema = updateInputOf(faqInputSchema);

export type Faq = z.infer<typeof faqSchema>;

nameSchemas({ Faq: faqSchema, FaqInput: faqInputSchema, FaqUpdate: faqUpdateInputSchema });
