import { z } from 'zod';
import { idSchema, imageRef, requiredText, timestamps, updateInputOf } from './common';
import { imageAltsSchema } from './media';
import { nameSchemas } from './names';

export const DEFAULT_SERVICE_IMAGE = '/media/placeholder-servico.svg';

export const serviceSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  price: z.string(),
  image: z.string(),
  display_order: z.number().int(),
  ...timestamps,
  image_alts: imageAltsSchema.optional(),
});

export const serviceInputSchema = z.object({
  title: requiredText(120, 2),
  description: requiredText(2000, 2),
  price: z.string().trim().max(60).default(''),
  image: z
    .union([imageRef(), z.literal('')])
    .nullish()
    .transform((value) => value || DEFAULT_SERVICE_IMAGE),
  display_order: z.number().int().min(0).max(10_000).default(0),
});

/** PUT and PATCH: only the fields sent change (see updateInputOf). */
export const serviceUpdateInputSchema = updateInputOf(serviceInputSchema);

export type Service = z.infer<typeof serviceSchema>;
export type ServiceInput = z.input<typeof serviceInputSchema>;

nameSchemas({
  Service: serviceSchema,
  ServiceInput: serviceInputSchema,
  ServiceUpdate: serviceUpdateInputSchema,
});
