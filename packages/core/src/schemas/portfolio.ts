import { z } from 'zod';
import {
  idSchema,
  imageRef,
  jsonBoolean,
  optionalText,
  requiredText,
  timestamps,
  updateInputOf,
} from './common';
import { imageAltsSchema } from './media';
import { nameSchemas } from './names';

export const portfolioItemSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  service: z.string().nullable(),
  vehicle: z.string().nullable(),
  images: z.array(z.string()),
  display_order: z.number().int(),
  active: z.boolean(),
  ...timestamps,
  image_alts: imageAltsSchema.optional(),
});

export const portfolioItemInputSchema = z.object({
  title: requiredText(200, 2),
  description: requiredText(5000, 2),
  service: optionalText(120),
  vehicle: optionalText(120),
  images: z.array(imageRef()).max(20).default([]),
  display_order: z.number().int().min(0).max(10_000).default(0),
  active: jsonBoolean().default(true),
});

/** PUT and PATCH: only the fields sent change (see updateInputOf). */
export const portfolioItemUpdateInputSchema = updateInputOf(portfolioItemInputSchema);

export type PortfolioItem = z.infer<typeof portfolioItemSchema>;

nameSchemas({
  PortfolioItem: portfolioItemSchema,
  PortfolioItemInput: portfolioItemInputSchema,
  PortfolioItemUpdate: portfolioItemUpdateInputSchema,
});
