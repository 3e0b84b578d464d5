import { pgTable, text } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { nameSchemas } from '../schemas/names';
import { SETTING_KEY_PATTERN } from '../settings';
import { updatedAt } from './columns';
import { defineEntity } from './define-entity';

/** One setting of the site (its name, SEO, theme, limits), by key. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  description: text('description'),
  updated_at: updatedAt(),
});

export const settingKeySchema = z
  .string()
  .regex(SETTING_KEY_PATTERN, 'Use letras minúsculas, números e sublinhado (até 64)');

export const settingEntity = defineEntity(settings, {
  // The address carries the key (PUT /api/settings/{key}); a body never does.
  readOnly: ['key'],
  rules: {
    // Each known key checks its value further (settingValueSchema), on the server.
    value: z.string().max(5000),
    description: z.string().trim().max(500).nullish(),
  },
  fields: { value: 'Valor', description: 'Descrição' },
});

export const { schema: settingSchema, input: settingInputSchema } = settingEntity;
export type Setting = z.infer<typeof settingSchema>;

export const publicSettingsSchema = z.record(z.string(), z.string());

// A setting is written whole by PUT (there is no PATCH), so no update schema is named.
nameSchemas({ Setting: settingSchema, SettingInput: settingInputSchema });
