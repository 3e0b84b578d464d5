import { z } from 'zod';
import { SETTING_KEY_PATTERN } from '../settings';
import { nameSchemas } from './names';

export const settingKeySchema = z
  .string()
  .regex(SETTING_KEY_PATTERN, 'Use letras minúsculas, números e sublinhado (até 64)');

export const settingSchema = z.object({
  key: z.string(),
  value: z.string(),
  description: z.string().nullable(),
  updated_at: z.string(),
});

export const settingInputSchema = z.object({
  value: z.string().max(5000),
  description: z.string().trim().max(500).nullish(),
});

export const publicSettingsSchema = z.record(z.string(), z.string());

export type Setting = z.infer<typeof settingSchema>;

nameSchemas({ Setting: settingSchema, SettingInput: settingInputSchema });
