import { z } from 'zod';
import { httpUrl, idSchema, requiredText, updateInputOf } from './common';
import { nameSchemas } from './names';

export const SOCIAL_PLATFORMS = [
  'facebook',
  'instagram',
  'twitter',
  'youtube',
  'linkedin',
  'website',
] as const;

export const socialLinkSchema = z.object({
  id: idSchema,
  name: z.string(),
  platform: z.string(),
  url: z.string(),
  /** 1 or 0, not a boolean: the shape the REST API answers (input also takes true/false). */
  active: z.union([z.literal(0), z.literal(1)]),
  display_order: z.number().int(),
});

export const socialLinkInputSchema = z.object({
  name: requiredText(60),
  /** Known platforms get their icon; any other value shows the globe. */
  platform: z
    .string()
    .trim()
    .toLowerCase()
    .min(2)
    .max(30)
    .regex(/^[a-z0-9_-]+$/),
  url: httpUrl(),
  active: z
    .union([z.literal(0), z.literal(1), z.boolean().pipe(z.boolean())])
    .default(1)
    .transform((v) => (v === true || v === 1 ? 1 : 0) as 0 | 1),
  display_order: z.number().int().min(0).max(10_000).default(0),
});

/** PUT and PATCH: only the fields sent change (see updateInputOf). */
export const socialLinkUpdateInputSchema = updateInputOf(socialLinkInputSchema);

export type SocialLink = z.infer<typeof socialLinkSchema>;

nameSchemas({
  SocialLink: socialLinkSchema,
  SocialLinkInput: socialLinkInputSchema,
  SocialLinkUpdate: socialLinkUpdateInputSchema,
});
