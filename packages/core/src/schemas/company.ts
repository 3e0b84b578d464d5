import { z } from 'zod';
import { optionalImageRef, optionalText, requiredText } from './common';
import { nameSchemas } from './names';

export const companySchema = z.object({
  name: z.string(),
  phone: z.string(),
  whatsapp: z.string(),
  email: z.string(),
  address: z.string(),
  working_hours: z.string(),
  about_text: z.string(),
  description: z.string(),
  logo: z.string().nullable(),
  favicon: z.string().nullable(),
  website: z.string().nullable(),
  updated_at: z.string(),
});

export const companyInputSchema = z.object({
  name: requiredText(120, 2),
  phone: requiredText(40, 8),
  // Every wa.me link of the site is built from it: it must be a whole number with its area code.
  whatsapp: requiredText(40, 8).refine(
    (v) => v.replace(/\D/g, '').length >= 10 && v.replace(/\D/g, '').length <= 13,
    { message: 'Informe o WhatsApp com DDD (10 a 13 dígitos)' },
  ),
  email: z.email('Informe um e-mail válido').max(200),
  address: requiredText(300, 5),
  working_hours: requiredText(200, 3),
  about_text: z.string().trim().max(5000).default(''),
  description: z.string().trim().max(1000).default(''),
  /** An empty logo or favicon is sent, and stored, as null: "no image" has one spelling. */
  logo: optionalImageRef(),
  favicon: optionalImageRef(),
  website: optionalText(300).pipe(z.union([z.url({ protocol: /^https?$/ }), z.null()])),
});

export type Company = z.infer<typeof companySchema>;

nameSchemas({ Company: companySchema, CompanyInput: companyInputSchema });
