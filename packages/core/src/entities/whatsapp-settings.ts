import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { requiredText } from '../schemas/common';
import { updatedAt } from './columns';
import { defineEntity } from './define-entity';

/** The floating WhatsApp button and its messages, in a single row (id = 1). */
export const whatsappSettings = pgTable(
  'whatsapp_settings',
  {
    id: integer('id').primaryKey().default(1),
    // No longer read: the number and the name are the company's (company_info), so the owner
    // changes them in one place. The columns stay until a migration drops them; a new row gets
    // an empty value from here (no database default, so no migration either).
    phone_number: text('phone_number')
      .notNull()
      .$defaultFn(() => ''),
    default_message: text('default_message').notNull(),
    urgent_message: text('urgent_message').notNull(),
    company_name: text('company_name')
      .notNull()
      .$defaultFn(() => ''),
    show_urgency: boolean('show_urgency').notNull().default(true),
    show_pulse: boolean('show_pulse').notNull().default(true),
    is_active: boolean('is_active').notNull().default(true),
    updated_at: updatedAt(),
  },
  (t) => [check('whatsapp_settings_single_row', sql`${t.id} = 1`)],
);

export const whatsappSettingsEntity = defineEntity(whatsappSettings, {
  name: 'WhatsAppSettings',
  hidden: ['id', 'phone_number', 'company_name'],
  rules: {
    default_message: requiredText(1000),
    urgent_message: requiredText(1000),
  },
  /**
   * The number and the name are the company's (GET/PUT /api/company), answered here read-only
   * so every WhatsApp link and the record the owner edits in "Empresa" can never disagree.
   */
  output: {
    phone_number: z.string().describe('Somente leitura: o WhatsApp da empresa (PUT /api/company)'),
    company_name: z.string().describe('Somente leitura: o nome da empresa (PUT /api/company)'),
  },
  fields: {
    default_message: {
      label: 'Mensagem padrão',
      hint: 'Usada pelos botões que não têm mensagem própria.',
      multiline: true,
    },
    urgent_message: {
      label: 'Mensagem de urgência',
      hint: 'Usada pelo botão flutuante enquanto ele mostra “URGENTE!”.',
      multiline: true,
    },
    show_urgency: {
      label: 'Selo ONLINE / URGENTE!',
      hint: 'Alterna entre “ONLINE” e “URGENTE!” sobre o botão.',
    },
    show_pulse: {
      label: 'Animação de pulso',
      hint: 'O botão pulsa de tempos em tempos para chamar a atenção.',
    },
    is_active: {
      label: 'Mostrar o botão de WhatsApp no site',
      hint: 'Desligado, o botão flutuante some de todas as páginas.',
    },
  },
});

export const {
  schema: whatsappSettingsSchema,
  input: whatsappSettingsInputSchema,
  update: whatsappSettingsUpdateInputSchema,
} = whatsappSettingsEntity;
export type WhatsappSettings = z.infer<typeof whatsappSettingsSchema>;
