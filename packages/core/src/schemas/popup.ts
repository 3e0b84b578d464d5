import { z } from 'zod';
import {
  idSchema,
  isoDateTime,
  jsonBoolean,
  optionalText,
  requiredText,
  timestamps,
  updateInputOf,
} from './common';
import { nameSchemas } from './names';

export const POPUP_TYPES = ['promotion', 'alert', 'announcement'] as const;
export const POPUP_STYLES = ['promotion', 'success', 'warning', 'error', 'info'] as const;

export const popupSchema = z.object({
  id: idSchema,
  title: z.string(),
  content: z.string(),
  type: z.enum(POPUP_TYPES),
  style: z.enum(POPUP_STYLES),
  discount_percentage: z.number().int().nullable(),
  button_text: z.string().nullable(),
  button_action: z.string().nullable(),
  target_pages: z.string(),
  start_date: z.string().nullable(),
  expiry_date: z.string().nullable(),
  show_delay: z.number().int(),
  show_timer: z.boolean(),
  timer_duration: z.number().int().nullable(),
  priority: z.number().int(),
  active: z.boolean(),
  ...timestamps,
});

export const popupFieldsSchema = z.object({
  title: requiredText(200, 2),
  content: requiredText(5000, 1),
  type: z.enum(POPUP_TYPES).default('announcement'),
  style: z.enum(POPUP_STYLES).default('info'),
  discount_percentage: z
    .number()
    .int()
    .min(1)
    .max(100)
    .nullish()
    .transform((v) => v ?? null),
  button_text: optionalText(60),
  button_action: optionalText(500).refine(
    (action) => action === null || !/^\s*(javascript|data|vbscript):/i.test(action),
    'Ação do botão inválida',
  ),
  target_pages: z.string().trim().min(1).max(500).default('*'),
  start_date: isoDateTime()
    .nullish()
    .transform((v) => v ?? null),
  expiry_date: isoDateTime()
    .nullish()
    .transform((v) => v ?? null),
  /** Seconds before the popup shows. */
  show_delay: z.number().int().min(0).max(3600).default(3),
  show_timer: jsonBoolean().default(false),
  /** Countdown length in seconds. */
  timer_duration: z
    .number()
    .int()
    .min(1)
    .max(86_400)
    .nullish()
    .transform((v) => v ?? null),
  priority: z.number().int().min(0).max(1000).default(0),
  active: jsonBoolean().default(true),
});

/** What the rules across fields read: a whole popup, as sent on create or as stored after an update. */
export interface PopupRuleFields {
  start_date: string | Date | null;
  expiry_date: string | Date | null;
  show_timer: boolean;
  timer_duration: number | null;
}

/**
 * Rules across fields, shared by create and update (an update checks the row it would leave,
 * its stored values merged with the changes).
 */
export function popupRuleIssues(popup: PopupRuleFields): z.core.$ZodRawIssue[] {
  const issues: z.core.$ZodRawIssue[] = [];
  if (
    popup.start_date &&
    popup.expiry_date &&
    new Date(popup.start_date) >= new Date(popup.expiry_date)
  ) {
    issues.push({
      code: 'custom',
      message: 'A data de término precisa ser depois da data de início',
      path: ['expiry_date'],
      input: popup.expiry_date,
    });
  }
  if (popup.show_timer && popup.timer_duration === null) {
    issues.push({
      code: 'custom',
      message: 'Informe a duração do contador',
      path: ['timer_duration'],
      input: popup.timer_duration,
    });
  }
  return issues;
}

export const popupInputSchema = popupFieldsSchema.superRefine((popup, ctx) => {
  for (const issue of popupRuleIssues(popup)) ctx.addIssue(issue);
});

/** An update names only what changes; the rules across fields are checked on the merged row. */
/** PUT and PATCH: only the fields sent change (see updateInputOf). */
export const popupUpdateFieldsSchema = updateInputOf(popupFieldsSchema);
export const popupUpdateSchema = popupUpdateFieldsSchema.extend({ id: idSchema });

export type Popup = z.infer<typeof popupSchema>;

nameSchemas({
  Popup: popupSchema,
  PopupInput: popupFieldsSchema,
  PopupUpdate: popupUpdateFieldsSchema,
});
