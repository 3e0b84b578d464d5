import { z } from 'zod';
import { jsonBoolean, requiredText } from './common';

export const whatsappSettingsSchema = z.object({
  phone_number: z.string(),
  default_message: z.string(),
  urgent_message: z.string(),
  company_name: z.string(),
  show_urgency: z.boolean(),
  show_pulse: z.boolean(),
  is_active: z.boolean(),
  updated_at: z.string(),
});

export const whatsappSettingsInputSchema = z.object({
  phone_number: z
    .string()
    .trim()
    .refine((v) => v.replace(/\D/g, '').length >= 10 && v.replace(/\D/g, '').length <= 13, {
      message: 'Informe o número com DDD (10 a 13 dígitos)',
    }),
  default_message: requiredText(1000),
  urgent_message: requiredText(1000),
  company_name: requiredText(120),
  show_urgency: jsonBoolean().default(true),
  show_pulse: jsonBoolean().default(true),
  is_active: jsonBoolean().default(true),
});

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

export type WhatsappSettings = z.infer<typeof whatsappSettingsSchema>;
export type WhatsappContext = z.infer<typeof whatsappContextSchema>;
