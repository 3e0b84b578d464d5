import { z } from 'zod';
import { jsonBoolean, requiredText, updateInputOf } from './common';
import { nameSchemas } from './names';

/**
 * The number and the name are the company's (GET/PUT /api/company), answered here read-only so
 * every WhatsApp link and the record the owner edits in "Empresa" can never disagree.
 */
export const whatsappSettingsSchema = z.object({
  phone_number: z.string().describe('Somente leitura: o WhatsApp da empresa (PUT /api/company)'),
  default_message: z.string(),
  urgent_message: z.string(),
  company_name: z.string().describe('Somente leitura: o nome da empresa (PUT /api/company)'),
  show_urgency: z.boolean(),
  show_pulse: z.boolean(),
  is_active: z.boolean(),
  updated_at: z.string(),
});

/** No number or name: those are the company's, changed through PUT /api/company. */
export const whatsappSettingsInputSchema = z.object({
  default_message: requiredText(1000),
  urgent_message: requiredText(1000),
  show_urgency: jsonBoolean().default(true),
  show_pulse: jsonBoolean().default(true),
  is_active: jsonBoolean().default(true),
});

/** PUT and PATCH: only the fields sent change (see updateInputOf). */
export const whatsappSettingsUpdateInputSchema = updateInputOf(whatsappSettingsInputSchema);

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

export type WhatsappSettings = z.infer<typeof whatsappSettingsSchema>;
export type WhatsappContext = z.infer<typeof whatsappContextSchema>;

nameSchemas({
  WhatsAppSettings: whatsappSettingsSchema,
  WhatsAppSettingsInput: whatsappSettingsInputSchema,
  WhatsAppSettingsUpdate: whatsappSettingsUpdateInputSchema,
  WhatsAppContext: whatsappContextSchema,
  WhatsAppContextInput: whatsappContextInputSchema,
  WhatsAppContextUpdate: whatsappContextUpdateInputSchema,
});
