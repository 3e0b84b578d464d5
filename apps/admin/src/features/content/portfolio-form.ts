import { portfolioItemInputSchema } from '@oficina/core';
import { z } from 'zod';

/** The API's schema, with image slots left empty in the form dropped before checking. */
export const portfolioFormSchema = portfolioItemInputSchema.extend({
  images: z
    .array(z.string())
    .transform((images) => images.map((image) => image.trim()).filter(Boolean))
    .pipe(portfolioItemInputSchema.shape.images.unwrap()),
});
