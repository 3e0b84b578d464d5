import { z } from 'zod';
import { updateInputOf } from './common';
import { nameSchemas } from './names';

export const EDITABLE_CONTENT_TYPES = ['text', 'markdown'] as const;

export const editableContentKeySchema = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_.-]{0,99}$/, 'Use letras minúsculas, números, ponto, hífen e sublinhado');

export const editableContentSchema = z.object({
  key: z.string(),
  section: z.string(),
  type: z.enum(EDITABLE_CONTENT_TYPES),
  value: z.string(),
  description: z.string().nullable(),
  updated_at: z.string(),
});

export const editableContentInputSchema = z.object({
  section: z.string().trim().min(1).max(60).default('geral'),
  type: z.enum(EDITABLE_CONTENT_TYPES).default('text'),
  value: z.string().max(100_000),
  description: z.string().trim().max(300).nullish(),
});

/** PUT and PATCH: only the fields sent change (see updateInputOf). */
export const editableContentUpdateInputSchema = updateInputOf(editableContentInputSchema);

export type EditableContent = z.infer<typeof editableContentSchema>;

nameSchemas({
  EditableContent: editableContentSchema,
  EditableContentInput: editableContentInputSchema,
  EditableContentUpdate: editableContentUpdateInputSchema,
});
