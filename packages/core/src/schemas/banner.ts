import { z } from 'zod';
import { idSchema, jsonBoolean, requiredText, timestamps, updateInputOf } from './common';
import { nameSchemas } from './names';

export const BANNER_POSITIONS = ['header', 'top', 'hero', 'middle', 'bottom', 'footer'] as const;

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

export const bannerInputSchema = z.object({
  title: requiredText(200, 2),
  content: bannerContentSchema,
  active: jsonBoolean().default(true),
  position: z.enum(BANNER_POSITIONS).default('top'),
  key: bannerKeySchema,
  target_pages: z.string().trim().min(1).max(500).default('*'),
  display_order: z.number().int().min(0).max(10_000).default(0),
});

/** PUT and PATCH: only the fields sent change (see updateInputOf). */
export const bannerUpdateInputSchema = updateInputOf(bannerInputSchema);

export type Banner = z.infer<typeof bannerSchema>;

nameSchemas({
  Banner: bannerSchema,
  BannerInput: bannerInputSchema,
  BannerUpdate: bannerUpdateInputSchema,
});
