import { z } from 'zod';
import { optionalImageRef, requiredText, updateInputOf } from './common';
import { imageAltsSchema } from './media';
import { nameSchemas } from './names';

const highlightSchema = z.object({ label: requiredText(60), value: requiredText(30) });
const teamMemberSchema = z.object({ name: requiredText(80), role: requiredText(80) });

export const aboutSchema = z.object({
  title: z.string(),
  subtitle: z.string(),
  /** Markdown. */
  body: z.string(),
  mission: z.string(),
  vision: z.string(),
  values: z.array(z.string()),
  founded_year: z.number().int().nullable(),
  highlights: z.array(z.object({ label: z.string(), value: z.string() })),
  team: z.array(z.object({ name: z.string(), role: z.string() })),
  image: z.string().nullable(),
  updated_at: z.string(),
  image_alts: imageAltsSchema.optional(),
});

export const aboutInputSchema = z.object({
  title: requiredText(200, 2),
  subtitle: z.string().trim().max(300).default(''),
  body: z.string().max(50_000).default(''),
  mission: z.string().trim().max(1000).default(''),
  vision: z.string().trim().max(1000).default(''),
  values: z.array(requiredText(200)).max(20).default([]),
  founded_year: z
    .number()
    .int()
    .min(1900)
    .max(2100)
    .nullish()
    .transform((v) => v ?? null),
  highlights: z.array(highlightSchema).max(12).default([]),
  team: z.array(teamMemberSchema).max(50).default([]),
  image: optionalImageRef(),
});

/** PUT and PATCH: only the fields sent change (see updateInputOf). */
export const aboutUpdateInputSchema = updateInputOf(aboutInputSchema);

export type About = z.infer<typeof aboutSchema>;

nameSchemas({
  About: aboutSchema,
  AboutInput: aboutInputSchema,
  AboutUpdate: aboutUpdateInputSchema,
});
