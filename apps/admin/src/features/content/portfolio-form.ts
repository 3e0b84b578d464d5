import { portfolioImages, portfolioItemInputSchema } from '@oficina/core';
import { z } from 'zod';

/**
 * The API's schema, with image slots left empty in the form dropped before checking; a new
 * item's form may start without the list.
 */
export const portfolioFormSchema = portfolioItemInputSchema.extend({
  images: z
    .array(z.string())
    .default([])
    .transform((images) => images.map((image) => image.trim()).filter(Boolean))
    .pipe(portfolioImages()),
});
