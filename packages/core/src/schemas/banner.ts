import { z } from 'zod';
import {
  idSchema,
  isoDateTime,
  jsonBoolean,
  requiredText,
  timestamps,
  updateInputOf,
} from './common';
import { nameSchemas } from './names';

export const BANNER_POSITIONS = ['header', 'top', 'hero', 'middle', 'bottom', 'footer'] as const;

/**
 * Named colours a banner may take; the site draws each in both themes with AA contrast
 * (features/banners/banner-slot.css). The database's check constraint is built from this list.
 */
export const BANNER_TONES = ['brand', 'info', 'success', 'warning', 'neutral'] as const;
export type BannerTone = (typeof BANNER_TONES)[number];

export const bannerSchema = z.object({
  id: idSchema,
  title: z.string(),
  /** JSON text; its shape depends on the banner's key. */
  content: z.string(),
  active: z.boolean(),
  position: z.enum(BANNER_POSITIONS),
  key: z.string(),
  target_pages: z.string(),
  display_order: z.number().int(),
  tone: z.enum(BANNER_TONES),
  /** Shown from this instant on (ISO 8601); null: from when it is active. */
  starts_at: z.string().nullable(),
  /** Hidden from this instant on (ISO 8601); null: no end. */
  ends_at: z.string().nullable(),
  ...timestamps,
});

export const bannerKeySchema = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_-]{0,63}$/, 'Use letras minúsculas, números, hífen e sublinhado');

export const bannerContentSchema = z
  .string()
  .max(20_000)
  .refine((text) => {
    try {
      JSON.parse(text);
      return true;
    } catch {
      return false;
    }
  }, 'O conteúdo do banner precisa ser um JSON válido');

export const bannerFieldsSchema = z.object({
  title: requiredText(200, 2),
  content: bannerContentSchema,
  active: jsonBoolean().default(true),
  position: z.enum(BANNER_POSITIONS).default('top'),
  key: bannerKeySchema,
  target_pages: z.string().trim().min(1).max(500).default('*'),
  display_order: z.number().int().min(0).max(10_000).default(0),
  tone: z.enum(BANNER_TONES).default('brand'),
  starts_at: isoDateTime()
    .nullish()
    .transform((v) => v ?? null),
  ends_at: isoDateTime()
    .nullish()
    .transform((v) => v ?? null),
});

/** What the rule across dates reads: a banner as sent on create or as stored after an update. */
export interface BannerDates {
  starts_at: string | Date | null;
  ends_at: string | Date | null;
}

/** The end must come after the start; shared by create and update (on the merged row). */
export function bannerRuleIssues(banner: BannerDates): z.core.$ZodRawIssue[] {
  if (
    banner.starts_at &&
    banner.ends_at &&
    new Date(banner.starts_at) >= new Date(banner.ends_at)
  ) {
    return [
      {
        code: 'custom',
        message: 'A data de término precisa ser depois da data de início',
        path: ['ends_at'],
        input: banner.ends_at,
      },
    ];
  }
  return [];
}

export const bannerInputSchema = bannerFieldsSchema.superRefine((banner, ctx) => {
  for (const issue of bannerRuleIssues(banner)) ctx.addIssue(issue);
});

/** PUT and PATCH: only the fields sent change (see updateInputOf); dates checked when merged. */
export const bannerUpdateInputSchema = updateInputOf(bannerFieldsSchema);

export type Banner = z.infer<typeof bannerSchema>;

nameSchemas({
  Banner: bannerSchema,
  BannerInput: bannerFieldsSchema,
  BannerUpdate: bannerUpdateInputSchema,
});
