import { z } from 'zod';
import { jsonBoolean, requiredText, updateInputOf } from './common';
import { nameSchemas } from './names';

export const whatsappContextNameSchema = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_]{0,63}$/, 'Use letras minúsculas, números e sublinhado');

export const whatsappContextSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  active: z.boolean(),
  message_template: z.string(),
  button_text: z.string(),
  updated_at: z.string(),
});

export const whatsappContextInputSchema = z.object({
  description: z.string().trim().max(300).nullish(),
  active: jsonBoolean().default(true),
  message_template: requiredText(1000),
  button_text: requiredText(60),
});

/** PUT and PATCH: only the fields sent change (see updateInputOf). */
export const whatsappContextUpdateInputSchema = updateInputOf(whatsappContextInputSchema);

export type WhatsappContext = z.infer<typeof whatsappContextSchema>;

nameSchemas({
  WhatsAppContext: whatsappContextSchema,
  WhatsAppContextInput: whatsappContextInputSchema,
  WhatsAppContextUpdate: whatsappContextUpdateInputSchema,
});
