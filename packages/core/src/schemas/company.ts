import { z } from 'zod';
import { optionalImageRef, optionalText, requiredText } from './common';
import { nameSchemas } from './names';
import { closedDatesSchema, openingHoursSchema } from './opening-hours';

export * from './opening-hours';

export const companySchema = z.object({
  name: z.string(),
  phone: z.string(),
  whatsapp: z.string(),
  email: z.string(),
  address: z.string(),
  /** The hours as one line of text, written from `opening_hours` (kept for older clients). */
  working_hours: z.string(),
  opening_hours: openingHoursSchema,
  closed_dates: closedDatesSchema,
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
  /**
   * Older clients still send the hours as text: it is read into `opening_hours` when that is
   * not sent, and refused when it cannot be read. What is stored is always written back from
   * the structure.
   */
  working_hours: z.string().trim().max(200).optional(),
  opening_hours: openingHoursSchema.optional(),
  closed_dates: closedDatesSchema.default([]),
  about_text: z.string().trim().max(5000).default(''),
  description: z.string().trim().max(1000).default(''),
  /** An empty logo or favicon is sent, and stored, as null: "no image" has one spelling. */
  logo: optionalImageRef(),
  favicon: optionalImageRef(),
  website: optionalText(300).pipe(z.union([z.url({ protocol: /^https?$/ }), z.null()])),
});

export type Company = z.infer<typeof companySchema>;

nameSchemas({
  Company: companySchema,
  CompanyInput: companyInputSchema,
});
