import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { optionalImageRef, optionalText, requiredText } from '../schemas/common';
import { closedDatesSchema, openingHoursSchema } from '../schemas/opening-hours';
import { updatedAt } from './columns';
import { defineEntity } from './define-entity';

/**
 * The workshop's own data, in a single row (id = 1): every page, link, JSON-LD block, mail and
 * notification reads the phone, WhatsApp number, address and hours from here.
 */
export const companyInfo = pgTable(
  'company_info',
  {
    id: integer('id').primaryKey().default(1),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    whatsapp: text('whatsapp').notNull(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    /** One line written from `opening_hours`, for the pages and older API clients. */
    working_hours: text('working_hours').notNull(),
    /**
     * Null only on a record saved before the hours had a structure: start-up reads the old
     * text into it (see structureLegacyHours).
     */
    opening_hours:
      jsonb('opening_hours').$type<{ weekday: number; opens: string; closes: string }[]>(),
    closed_dates: jsonb('closed_dates')
      .$type<{ date: string; note: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    about_text: text('about_text').notNull().default(''),
    description: text('description').notNull().default(''),
    logo: text('logo'),
    favicon: text('favicon'),
    website: text('website'),
    updated_at: updatedAt(),
  },
  (t) => [check('company_info_single_row', sql`${t.id} = 1`)],
);

export const companyEntity = defineEntity(companyInfo, {
  name: 'Company',
  hidden: ['id'],
  rules: {
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
    about_text: z.string().trim().max(5000),
    description: z.string().trim().max(1000),
    /** An empty logo or favicon is sent, and stored, as null: "no image" has one spelling. */
    logo: optionalImageRef(),
    favicon: optionalImageRef(),
    website: optionalText(300).pipe(z.union([z.url({ protocol: /^https?$/ }), z.null()])),
  },
  output: {
    // Always a structure on the wire: a legacy record is read into one at start-up.
    opening_hours: openingHoursSchema,
    closed_dates: closedDatesSchema,
  },
  fields: {
    name: 'Nome da empresa',
    phone: 'Telefone',
    whatsapp: {
      label: 'WhatsApp',
      hint: 'Com DDD. É o número de todos os botões e links de WhatsApp do site; as mensagens ficam na página WhatsApp.',
    },
    email: 'E-mail',
    address: { label: 'Endereço', multiline: true },
    working_hours: 'Horário (texto)',
    opening_hours: 'Horário de funcionamento',
    closed_dates: 'Datas fechadas',
    about_text: 'Texto sobre',
    description: {
      label: 'Descrição curta',
      hint: 'Uma ou duas frases sobre a empresa, usadas no rodapé e nos resultados de busca.',
      multiline: true,
    },
    logo: 'Logotipo',
    favicon: 'Ícone do site (favicon)',
    website: {
      label: 'Outro site da empresa',
      hint: 'Opcional: outro site da mesma empresa (não este). Os buscadores o ligam à oficina, como as redes sociais. Endereço completo, começando com https://',
    },
  },
});

/** Only the fields sent change: the logo and the about text stay unless named. */
export const {
  schema: companySchema,
  input: companyInputSchema,
  update: companyUpdateInputSchema,
} = companyEntity;
export type Company = z.infer<typeof companySchema>;
